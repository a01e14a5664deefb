// spec §2 Header: logo (home), the section links, the external journal (new tab), the city
// selector, 'Войти' or the avatar menu. At ≤ 1200 px (spec §9) the link row gives way to a
// menu button that opens the right-side menu (CSS switch: no resize listener needed).
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { isNavActive, loginHref } from '@donor/shared/routes';
import { Link, useLocation, usePathname } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { CitySelector } from './city-selector.tsx';
import { DropIcon, MenuIcon } from './icons.tsx';
import { ls } from './layout.strings.ts';
import { hrefPath, mainNav, type NavItem } from './nav-links.ts';

// Only a signed-in visitor has the avatar menu, and it shows once their user has loaded: its code
// comes then, not with every anonymous first load (README byte budget of /). Until it has run,
// the same placeholder as while the user loads holds its place.
const UserDropdown = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserDropdown })));
const pendingAvatar = <span className="lay-avatar lay-avatar--pending" aria-hidden="true" />;

export const RIGHT_MENU_ID = 'right-menu';

/** One link of a nav list: aria-current + a non-colour marker (underline) when active. */
export function NavLinkItem({ item, pathname, onNavigate, className }: { item: NavItem; pathname: string; onNavigate?: () => void; className: string }) {
  if (item.external) {
    return (
      <Link href={item.href} className={className} target="_blank" onClick={onNavigate}>
        {item.label}<span className="ui-visually-hidden">{ls.newTab}</span>
      </Link>
    );
  }
  const active = isNavActive(hrefPath(item.href), pathname);
  return (
    <Link href={item.href} className={className} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

/** 'Войти' for anonymous visitors; a quiet placeholder while a stored token is being checked. */
export function AuthArea() {
  const { auth } = useSection();
  const { user, token, loading } = useStore(auth.$auth);
  const location = useLocation();
  if (user) return <Suspense fallback={pendingAvatar}><UserDropdown /></Suspense>;
  if (token && loading) return pendingAvatar;
  return <Link href={loginHref(location)} className="ui-button ui-button--secondary ui-button--small lay-login">{ls.header.login}</Link>;
}

export interface HeaderProps {
  cityOpen: boolean;
  onToggleCity: () => void;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

export function Header({ cityOpen, onToggleCity, menuOpen, onOpenMenu }: HeaderProps) {
  const { config } = useSection();
  const pathname = usePathname();
  // Items after 'Главная': the logo is the home link in the header row.
  const items = mainNav(config).filter((item) => item.id !== 'home');
  return (
    <div className="lay-header">
      <div className="lay-header__row">
        <Link href="/" className="lay-logo" aria-current={pathname === '/' ? 'page' : undefined}>
          <DropIcon />
          <span className="ui-visually-hidden">{ls.header.logoAlt}: </span>
          <span className="lay-logo__name">{config.productName}</span>
        </Link>
        <CitySelector open={cityOpen} onToggle={onToggleCity} className="lay-header__city" />
        <nav className="lay-nav" aria-label={ls.header.navLabel}>
          <ul>
            {items.map((item) => (
              <li key={item.id}><NavLinkItem item={item} pathname={pathname} className="lay-nav__link" /></li>
            ))}
          </ul>
        </nav>
        <div className="lay-header__end">
          <AuthArea />
          <button type="button" className="lay-burger" aria-expanded={menuOpen} aria-controls={menuOpen ? RIGHT_MENU_ID : undefined}
            aria-haspopup="dialog" onClick={onOpenMenu}>
            <MenuIcon />
            <span className="ui-visually-hidden">{ls.menu.openMenu}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
