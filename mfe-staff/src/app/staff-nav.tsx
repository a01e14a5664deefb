// The staff frame's navigation: the areas this person's roles open (staff-areas.ts). A plain list
// of links in a labelled <nav>; the current page is marked with aria-current.
import { useLayoutEffect, useRef } from 'react';
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
  const list = useRef<HTMLUListElement>(null);
  // On a phone the list is one scrolling row: bring the current area into it (the row's own
  // scroll only — never the page's, so nothing shifts).
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current && row.scrollWidth > row.clientWidth) row.scrollLeft = Math.max(0, current.offsetLeft - row.offsetLeft - 16);
  }, [pathname]);
  return (
    <nav className="staff-nav" aria-label={st.nav.label}>
      <ul className="staff-nav__list" ref={list}>
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
