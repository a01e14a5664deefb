// The home page's banners (docs/ARCHITECTURE.md §2.4, slot row 'home-banners'; spec §7 banners):
// the project's announcements for the selected city and for every city, in a row that scrolls
// sideways at one fixed height. One request; a skeleton while it is on its way; gone if it fails
// or there is nothing to announce.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useSection } from '@donor/shared/ui/section-context';
import { useHomeBlockState } from '@donor/shared/ui/home-block';
import { SkeletonList } from '@donor/shared/ui/states';
import { Link } from '@donor/shared/ui/link';
import { s } from '../top.strings.ts';
import { createBanners } from './home-community.resource.ts';
import './home.css';

export function HomeBanners() {
  const { query, city } = useSection();
  const $banners = useMemo(() => createBanners(query, computed(city.$city, (c) => c.cityID)), [query, city]);
  const banners = useStore($banners);
  const state = useHomeBlockState(banners);
  if (state === 'hidden' || banners.data?.results.length === 0) return null;
  return (
    <section className="top-home top-banners" aria-labelledby="top-home-banners-title" aria-busy={state === 'loading'}>
      <h2 id="top-home-banners-title" className="ui-visually-hidden">{s.home.banners}</h2>
      {!banners.data ? (
        <SkeletonList rows={1} label={s.home.bannersLoading} />
      ) : (
        <ul className="top-banners__row" aria-label={s.home.banners} tabIndex={0}>
          {banners.data.results.map((b) => (
            <li key={b.id} className="top-banner">
              {b.image && <img className="top-banner__image" src={b.image} alt="" width={96} height={96} loading="lazy" decoding="async" />}
              <h3 className="top-banner__title">{b.title}</h3>
              <p className="top-banner__text">{b.text}</p>
              <Link href={b.link} className="top-banner__link">{b.link_label}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
