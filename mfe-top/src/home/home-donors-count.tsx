// The home page's number of donors (docs/ARCHITECTURE.md §2.4, slot row 'home-donors-count';
// spec §7 users_count): «Нас уже 1 234 донора», the plural by Intl.PluralRules for ru (i18n.ts).
// One request; a skeleton while it is on its way; gone if it fails.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { useHomeBlockState } from '@donor/shared/ui/home-block';
import { formatNumber, interpolate, plural } from '@donor/shared/i18n';
import { s } from '../top.strings.ts';
import { createHomeCount } from './home-top.resource.ts';
import './home.css';

export const donorsCountText = (n: number): string => interpolate(plural(n, s.home.count), { n: formatNumber(n) });

export function HomeDonorsCount() {
  const { query } = useSection();
  const $count = useMemo(() => createHomeCount(query), [query]);
  const count = useStore($count);
  const state = useHomeBlockState(count);
  if (state === 'hidden') return null;
  return (
    <section className="top-home top-home--count" aria-labelledby="top-home-count-title" aria-busy={state === 'loading'}>
      {count.data ? (
        <>
          <h2 id="top-home-count-title">{donorsCountText(count.data.count)}</h2>
          <p className="top-home__muted">{s.home.countText}</p>
        </>
      ) : (
        <div role="status">
          <h2 id="top-home-count-title" className="ui-visually-hidden">{s.home.countLoading}</h2>
          <span className="top-home__bar" aria-hidden="true" />
        </div>
      )}
    </section>
  );
}
