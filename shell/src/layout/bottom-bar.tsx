// spec §2 Mobile bottom bar (< 767 px, CSS: spec §4 Mobile): Главная, Где сдать кровь, Профиль (logged in) or
// Войти, and Ещё, which opens the right-side menu.
import { useStore } from '@nanostores/react';
import { isNavActive, loginHref, pathTo } from '@donor/shared/routes';
import { Link, useLocation, usePathname } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import type { ReactNode } from 'react';
import { HomeIcon, LoginIcon, MoreIcon, PinIcon, UserIcon } from './icons.tsx';
import { ls } from './layout.strings.ts';
import { RIGHT_MENU_ID } from './header.tsx';

function Tab({ href, icon, label, pathname }: { href: string; icon: ReactNode; label: string; pathname: string }) {
  const active = isNavActive(href, pathname);
  return (
    <Link href={href} className="lay-tab" aria-current={active ? 'page' : undefined}>
      {icon}
      <span>{label}</span>
    </Link>
  );
}

export function BottomBar({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  const { auth } = useSection();
  const { user } = useStore(auth.$auth);
  const pathname = usePathname();
  const location = useLocation();
  return (
    <nav className="lay-bottombar" aria-label={ls.bottomBarLabel}>
      <Tab href={pathTo('home')} icon={<HomeIcon />} label={ls.bottomBar.home} pathname={pathname} />
      <Tab href={pathTo('stations')} icon={<PinIcon />} label={ls.bottomBar.stations} pathname={pathname} />
      {user ? (
        <Tab href={pathTo('profile')} icon={<UserIcon />} label={ls.bottomBar.profile} pathname={pathname} />
      ) : (
        <Link href={loginHref(location)} className="lay-tab"><LoginIcon /><span>{ls.bottomBar.login}</span></Link>
      )}
      <button type="button" className="lay-tab" aria-expanded={menuOpen} aria-controls={menuOpen ? RIGHT_MENU_ID : undefined}
        aria-haspopup="dialog" onClick={onOpenMenu}>
        <MoreIcon />
        <span>{ls.bottomBar.more}</span>
      </button>
    </nav>
  );
}
