// The home page's top donors of the month (docs/ARCHITECTURE.md §2.4, slot row 'home-top-month';
// spec §7 users_top_main_page): the first few places as the ranking shows them (TopRow: place,
// photo, name as the donor allows, counts) and a link to the whole ranking. One request; a
// skeleton while it is on its way; gone if it fails.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { useHomeBlockState } from '@donor/shared/ui/home-block';
import { SkeletonList } from '@donor/shared/ui/states';
import { Link } from '@donor/shared/ui/link';
import { pathTo } from '@donor/shared/routes';
import { TopRow } from '../list/top-row.tsx';
import { s } from '../top.strings.ts';
import { createHomeTop, HOME_TOP_SHOWN, monthLabel } from './home-top.resource.ts';
import '../top.css';
import './home.css';

export function HomeTop() {
  const { query } = useSection();
  const $top = useMemo(() => createHomeTop(query), [query]);
  const top = useStore($top);
  const state = useHomeBlockState(top);
  if (state === 'hidden') return null;
  return (
    <section className="top-home" aria-labelledby="top-home-month-title" aria-busy={state === 'loading'}>
      <h2 id="top-home-month-title">{s.home.month}</h2>
      {!top.data ? (
        <SkeletonList rows={2} label={s.home.monthLoading} />
      ) : (
        <>
          <p className="top-home__month">{monthLabel(top.data.month)}</p>
          {top.data.results.length === 0 ? (
            <p className="top-home__muted">{s.home.monthEmpty}</p>
          ) : (
            <ol className="top-list" aria-label={s.home.month}>
              {top.data.results.slice(0, HOME_TOP_SHOWN).map((item) => <TopRow key={item.position} item={item} />)}
            </ol>
          )}
          {/* With the data only: a link that moved down when the data came would be a layout shift. */}
          <p className="top-home__more"><Link href={pathTo('top')}>{s.home.all}</Link></p>
        </>
      )}
    </section>
  );
}
