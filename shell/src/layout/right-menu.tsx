// spec §2 Right-side menu: close control, city selector, the link list and, for a logged-in
// user, the profile items and 'Выйти'. spec §4: closes on route change (layout.tsx), page scroll
// is locked while open and the page scrolls to top on open, hidden 400 ms after closing (exit
// animation); Escape closes and focus is trapped and returned (Modal).
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { loginHref } from '@donor/shared/routes';
import { Link, useLocation, usePathname } from '@donor/shared/ui/link';
import { Modal } from '@donor/shared/ui/modal';
import { useSection } from '@donor/shared/ui/section-context';
import { CitySelector } from './city-selector.tsx';
import { NavLinkItem, RIGHT_MENU_ID } from './header.tsx';
import { ls } from './layout.strings.ts';
import { ms } from './menus.strings.ts';
import { mainNav } from './nav-links.ts';
import { UserMenuList } from './user-menu.tsx';

/** spec §9: the menu is hidden 400 ms after closing. */
export const MENU_HIDE_DELAY_MS = 400;

export interface RightMenuProps {
  open: boolean;
  onClose: () => void;
  cityOpen: boolean;
  onToggleCity: () => void;
  container?: Element | null;
}

export function RightMenu({ open, onClose, cityOpen, onToggleCity, container }: RightMenuProps) {
  const { auth, config } = useSection();
  const { user } = useStore(auth.$auth);
  const pathname = usePathname();
  const location = useLocation();

  useEffect(() => {
    if (open) window.scrollTo(0, 0);
  }, [open]);

  return (
    <Modal id={RIGHT_MENU_ID} open={open} onClose={onClose} title={ms.menuTitle} variant="drawer" exitMs={MENU_HIDE_DELAY_MS} container={container} className="lay-rmenu">
      <CitySelector open={cityOpen} onToggle={onToggleCity} className="lay-rmenu__city" />
      <nav aria-label={ls.header.navLabel}>
        <ul className="lay-menu__list">
          {mainNav(config, 'menu').map((item) => (
            <li key={item.id}><NavLinkItem item={item} pathname={pathname} className="lay-menu__link" onNavigate={onClose} /></li>
          ))}
        </ul>
      </nav>
      <div className="lay-rmenu__user">
        {user ? (
          <UserMenuList user={user} onNavigate={onClose} />
        ) : (
          <Link href={loginHref(location)} className="ui-button ui-button--block" onClick={onClose}>{ls.header.login}</Link>
        )}
      </div>
    </Modal>
  );
}
