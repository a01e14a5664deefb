// The home page's "where blood is needed today" in the selected city (docs/ARCHITECTURE.md §2.4,
// slot row 'home-station-needs'; spec §3 Blood station need per type): how many stations need
// blood, the types needed (the kit's NeededTypes), then the neediest stations with the types they
// need — in words and icons, never by colour alone. One request; a
// skeleton while it is on its way; gone if it fails. The signal (docs/home.md «Где нужна кровь»):
// the donor's group first, stations by how fresh and how near their need is, names cut to the
// part that tells them apart, stale needs dated.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useSection } from '@donor/shared/ui/section-context';
import { useHomeBlockState } from '@donor/shared/ui/home-block';
import { SkeletonList } from '@donor/shared/ui/states';
import { Link } from '@donor/shared/ui/link';
import { formatNumber, interpolate, plural } from '@donor/shared/i18n';
import { NeededTypes, NeedIcon } from '@donor/shared/ui/blood-types';
import type { BloodNeedKey } from '@donor/shared/contract/common';
import { NEED_ORDER } from '../ui/needs.tsx';
import { $donorGroup } from '../donor-group.store.ts';
import { stationHref, STATIONS_PATH } from '../links.ts';
import { NEED_TEXT } from '../stations.strings.ts';
import { homeText } from './home.strings.ts';
import { cityNeeds, createHomeStationNeeds, HOME_STATIONS_SHOWN } from './home-stations.resource.ts';
import { orderNeedStations, type NeedStation } from './need-order.ts';
import { distinctNames } from './station-names.ts';
import { useGrantedPosition } from './granted-position.ts';
import '../stations.css';
import './home.css';

const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });
const dayMonthYear = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });
const yearOf = new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'Europe/Moscow' });

/** «Данные на 12 ноября» (with the year when it is not this one); «Дата данных неизвестна». */
export function asOfText(at: Date | null, now: Date): string {
  if (!at) return homeText.needsUndated;
  return interpolate(homeText.needsAsOf, { date: (yearOf.format(at) === yearOf.format(now) ? dayMonth : dayMonthYear).format(at) });
}

export function HomeStationNeeds() {
  const { query, city, auth } = useSection();
  const $stations = useMemo(() => createHomeStationNeeds(query, computed(city.$city, (c) => c.cityID)), [query, city]);
  const stations = useStore($stations);
  const { cityID, name } = useStore(city.$city);
  const state = useHomeBlockState(stations);
  const needs = useMemo(() => (stations.data ? cityNeeds(stations.data.results) : null), [stations.data]);
  // One group, as the station finder uses it: the account's, else the one picked in this browser.
  const account = useStore(auth.$auth).user?.blood_group ?? null;
  const picked = useStore($donorGroup).group;
  const group: BloodNeedKey | null = account ?? picked;
  const at = useGrantedPosition();
  const shown = useMemo(() => {
    if (!needs) return [];
    const now = new Date();
    const rows = orderNeedStations(needs.stations, { group, now, at }).slice(0, HOME_STATIONS_SHOWN);
    const names = distinctNames(rows.map((r) => r.station.title));
    return rows.map((row, i) => ({ row, name: names[i]!, asOf: row.stale ? asOfText(row.updatedAt, now) : null }));
  }, [needs, group, at]);
  if (state === 'hidden') return null;
  const title = cityID > 0 && name ? interpolate(homeText.needsCity, { city: name }) : homeText.needs;
  return (
    <section className="st-home" aria-labelledby="st-home-needs-title" aria-busy={state === 'loading'}>
      <h2 id="st-home-needs-title">{title}</h2>
      {!needs ? (
        <SkeletonList rows={2} label={homeText.needsLoading} />
      ) : needs.types.length === 0 ? (
        <p className="st-muted">{homeText.needsEmpty}</p>
      ) : (
        <>
          {/* The donor's group takes the summary's line: the block keeps its reserved height. */}
          {group ? (
            <MineLine group={group} n={needs.stations.filter((st) => st.blood_needs[group] === 'need').length} />
          ) : (
            <p className="st-home__summary">{interpolate(homeText.needsSummary, { n: formatNumber(needs.stations.length), m: formatNumber(needs.total) })}</p>
          )}
          <NeededTypes types={group && needs.types.includes(group) ? [group, ...needs.types.filter((k) => k !== group)] : needs.types} label={homeText.needsTypes} />
          <ul className="st-home__stations" aria-label={homeText.needsStationsLabel}>
            {/* Keyed by place: a later reorder (a position arriving) changes text, never moves boxes. */}
            {shown.map(({ row, name, asOf }, i) => (
              <StationRow key={i} row={row} name={name} asOf={asOf} group={group} />
            ))}
          </ul>
        </>
      )}
      {/* With the data only: a link that moved down when the data came would be a layout shift. */}
      {needs && <p className="st-home__more"><Link href={STATIONS_PATH}>{homeText.allStations}</Link></p>}
    </section>
  );
}

function MineLine({ group, n }: { group: BloodNeedKey; n: number }) {
  const text = n > 0 ? interpolate(plural(n, homeText.needsMine), { group: NEED_TEXT[group], n: formatNumber(n) }) : interpolate(homeText.needsMineNone, { group: NEED_TEXT[group] });
  return <p className={n > 0 ? 'st-home__mine st-home__mine--need' : 'st-home__mine'} data-testid="home-needs-mine">{text}</p>;
}

function StationRow({ row, name, asOf, group }: { row: NeedStation; name: string; asOf: string | null; group: BloodNeedKey | null }) {
  const st = row.station;
  const types = NEED_ORDER.filter((k) => st.blood_needs[k] === 'need');
  const ordered = group && types.includes(group) ? [group, ...types.filter((k) => k !== group)] : types;
  return (
    <li className="st-home__station">
      {/* One line: the name's distinguishing part, and the date when the data is stale. */}
      <p className="st-home__station-head">
        <Link href={stationHref(st.slug)} className="st-home__station-link" title={name === st.title ? undefined : st.title}>{name}</Link>
        {asOf && <span className="st-home__asof">{asOf}</span>}
      </p>
      <p className="st-home__station-needs">
        <NeedIcon need className="st-home__drop" />
        {interpolate(homeText.needsOf, { types: '' })}
        {ordered.map((k, i) => (
          <span key={k}>
            {i > 0 && ', '}
            {row.mine && k === group ? <strong className="st-home__mine-here">{NEED_TEXT[k]} {homeText.needsMineHere}</strong> : NEED_TEXT[k]}
          </span>
        ))}
      </p>
    </li>
  );
}
