// One station of the /bloodstations/ list (spec §2 "Blood stations screen", station list item):
// title linking to /bloodstations/{slug}, address, open-now, events, distance, the need per blood
// type and «Записаться». Pure (no stores, no section context), so the live list
// (station-list.tsx) and the server's first screen with data (src/app/first-screen-paints.tsx)
// render the one same item.
import { Link } from '@donor/shared/ui/link';
import { interpolate, plural } from '@donor/shared/i18n';
import type { StationListItem } from '@donor/shared/contract/stations';
import type { BloodNeedKey } from '@donor/shared/contract/common';
import { s } from '../stations.strings.ts';
import { stationHref } from '../links.ts';
import { eventsHref } from '../events/events-list.resource.ts';
import { NeedSummary } from '../ui/needs.tsx';
import { d } from '../station/decide.strings.ts';

export const countText = (n: number) => interpolate(plural(n, s.list.found), { n });

export function StationItem({ station, mine = null }: { station: StationListItem; mine?: BloodNeedKey | null }) {
  return (
    <li className="st-item">
      <article aria-labelledby={`st-${station.id}`}>
        <h2 className="st-item__title" id={`st-${station.id}`}>
          <Link href={stationHref(station.slug)}>{station.title}</Link>
        </h2>
        <p className="st-item__address">{station.address}</p>
        <p className="st-item__badges">
          <span className={station.open_now ? 'st-badge st-badge--open' : 'st-badge'}>
            {station.open_now ? `● ${s.list.openNow}` : `○ ${s.list.closedNow}`}
          </span>
          {station.has_events && <Link className="st-badge st-badge--events" href={eventsHref({ station: station.id })}>★ {s.list.hasEvents}</Link>}
          {typeof station.distance_km === 'number' && (
            <span className="st-badge">{interpolate(s.list.distance, { km: station.distance_km.toLocaleString('ru-RU') })}</span>
          )}
        </p>
        <NeedSummary needs={station.blood_needs} updatedAt={station.needs_updated_at} mine={mine} />
        {/* «Записаться» (spec §2 station list item): the station's events when it has some, else its own booking page. */}
        {station.has_events ? <p className="st-item__book"><Link className="ui-button ui-button--small" href={eventsHref({ station: station.id })}>{d.station.book}<span className="ui-visually-hidden">: {station.title}</span></Link></p>
          : station.booking_url ? <p className="st-item__book"><a className="ui-button ui-button--secondary ui-button--small" href={station.booking_url} target="_blank" rel="noopener noreferrer">{d.station.bookOwn} <span className="ui-visually-hidden">{d.station.newTab}</span></a></p>
          : null}
      </article>
    </li>
  );
}
