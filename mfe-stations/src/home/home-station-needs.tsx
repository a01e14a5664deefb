// The home page's "where blood is needed today" in the selected city (docs/ARCHITECTURE.md §2.4,
// slot row 'home-station-needs'; spec §3 Blood station need per type): how many stations need
// blood, the types needed (the kit's NeededTypes), then the neediest stations with the types they
// need — in words and icons, never by colour alone. One request; a
// skeleton while it is on its way; gone if it fails.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useSection } from '@donor/shared/ui/section-context';
import { useHomeBlockState } from '@donor/shared/ui/home-block';
import { SkeletonList } from '@donor/shared/ui/states';
import { Link } from '@donor/shared/ui/link';
import { formatNumber, interpolate } from '@donor/shared/i18n';
import { NeededTypes, NeedIcon } from '@donor/shared/ui/blood-types';
import { NEED_ORDER } from '../ui/needs.tsx';
import { stationHref, STATIONS_PATH } from '../links.ts';
import { NEED_TEXT, s } from '../stations.strings.ts';
import { cityNeeds, createHomeStationNeeds, HOME_STATIONS_SHOWN } from './home-stations.resource.ts';
import '../stations.css';
import './home.css';

export function HomeStationNeeds() {
  const { query, city } = useSection();
  const $stations = useMemo(() => createHomeStationNeeds(query, computed(city.$city, (c) => c.cityID)), [query, city]);
  const stations = useStore($stations);
  const { cityID, name } = useStore(city.$city);
  const state = useHomeBlockState(stations);
  const needs = useMemo(() => (stations.data ? cityNeeds(stations.data.results) : null), [stations.data]);
  if (state === 'hidden') return null;
  const title = cityID > 0 && name ? interpolate(s.home.needsCity, { city: name }) : s.home.needs;
  return (
    <section className="st-home" aria-labelledby="st-home-needs-title" aria-busy={state === 'loading'}>
      <h2 id="st-home-needs-title">{title}</h2>
      {!needs ? (
        <SkeletonList rows={2} label={s.home.needsLoading} />
      ) : needs.types.length === 0 ? (
        <p className="st-muted">{s.home.needsEmpty}</p>
      ) : (
        <>
          <p className="st-home__summary">{interpolate(s.home.needsSummary, { n: formatNumber(needs.stations.length), m: formatNumber(needs.total) })}</p>
          <NeededTypes types={needs.types} label={s.home.needsTypes} />
          <ul className="st-home__stations" aria-label={s.home.needsStationsLabel}>
            {needs.stations.slice(0, HOME_STATIONS_SHOWN).map((st) => (
              <li key={st.id} className="st-home__station">
                <Link href={stationHref(st.slug)} className="st-home__station-link">{st.title}</Link>
                <p className="st-home__station-needs">
                  <NeedIcon need className="st-home__drop" />
                  {interpolate(s.home.needsOf, { types: NEED_ORDER.filter((k) => st.blood_needs[k] === 'need').map((k) => NEED_TEXT[k]).join(', ') })}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {/* With the data only: a link that moved down when the data came would be a layout shift. */}
      {needs && <p className="st-home__more"><Link href={STATIONS_PATH}>{s.home.allStations}</Link></p>}
    </section>
  );
}
