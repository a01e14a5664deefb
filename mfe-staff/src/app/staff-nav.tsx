// The staff frame's navigation: the areas this person's roles open (staff-areas.ts). A plain list
// of links in a labelled <nav>; the current page is marked with aria-current.
import { useStore } from '@nanostores/react';
import { pathTo } from '@donor/shared/routes';
import { Link, usePathname } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { st } from '../staff.strings.ts';
import { staffAreas } from './staff-areas.ts';

export function StaffNav() {
  const { auth } = useSection();
  const { user } = useStore(auth.$auth);
  const pathname = usePathname();
  const items = [{ id: 'home', label: st.nav.home, href: pathTo('staff') }, ...staffAreas(user)];
  return (
    <nav className="staff-nav" aria-label={st.nav.label}>
      <ul className="staff-nav__list">
        {items.map((item) => {
          const current = pathname.replace(/\/?$/, '/') === item.href.replace(/\/?$/, '/');
          return (
            <li key={item.id}>
              <Link href={item.href} className="staff-nav__link" aria-current={current ? 'page' : undefined}>{item.label}</Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
