// The station page's "should I go, and how" blocks (spec §2 station page): «Записаться», the
// mini-map card with «Построить маршрут», a call button, the week's hours with closed days and
// «Откроется …» when closed now, and «Что взять с собой».
//
// The mini-map is a static card, not a second map: the list's map library is a separate lazy
// chunk of ~200 KB, too heavy for a page whose job is an address and a route (section budget).
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import type { StationDetail } from '@donor/shared/contract/stations';
import { Link } from '@donor/shared/ui/link';
import { s } from '../stations.strings.ts';
import { d } from './decide.strings.ts';
import { bookingTarget, routeLinks } from './booking-target.ts';
import { MOSCOW_OFFSET_MIN, opensNextText, stationClock, weekRows } from './opening-hours.ts';
import type { StationResource } from './station.resource.ts';
import './station-decide.css';

const telOf = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

const VisitOffer = lazy(() => import('./visit-offer.tsx'));
const Pending = () => <p className="st-book st-book--pending" aria-hidden="true" />;

/** «Записаться»: the next event with a free slot, else the station's own booking page, else a visit. */
export function BookButton({ resource, station }: { resource: StationResource; station: StationDetail }) {
  const events = useStore(resource.$events);
  // The block keeps one size while the events load, when there is somewhere to book and when there
  // is not (station-decide.css): it sits near the top, and a block that appears later pushed the
  // station's contacts down (Lighthouse CLS on a station page).
  if (events.data === undefined && !events.error) return <Pending />;
  const target = bookingTarget(events.data?.results, station.booking_url, new Date());
  // No event to book: a visit on any open day, if the station takes them (a lazy chunk).
  if (!target) return <Suspense fallback={<Pending />}><VisitOffer stationId={station.id} none={d.station.noBooking} /></Suspense>;
  return (
    <p className="st-book" id="st-book">
      {target.kind === 'event'
        ? <Link className="ui-button" href={target.href} aria-describedby="st-book-what">{d.station.book}</Link>
        : <a className="ui-button" href={target.href} target="_blank" rel="noopener noreferrer">{d.station.bookOwn}<span className="ui-visually-hidden"> {d.station.newTab}</span></a>}
      {target.kind === 'event' && <span id="st-book-what" className="st-book__what">{target.title}</span>}
    </p>
  );
}

/** A drawn handset, not the «📞» emoji: a phone or desktop without an emoji font showed a box. */
const PhoneIcon = () => (
  <svg className="st-call__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
  </svg>
);

export function CallButton({ station }: { station: StationDetail }) {
  if (!station.phone) return null;
  return <a className="ui-button ui-button--secondary st-call" href={telOf(station.phone)}><PhoneIcon />{d.station.call}<span className="ui-visually-hidden"> {station.phone}</span></a>;
}

/** A static map card: the address, a pin, and routes in the donor's map app of choice. */
export function MapCard({ station }: { station: StationDetail }) {
  const r = routeLinks(station.lat, station.lng);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <section className="st-mapcard" aria-labelledby="st-map-h">
      <h2 id="st-map-h" className="st-mapcard__title">{d.station.map}</h2>
      <a className="st-mapcard__pic" href={`https://yandex.ru/maps/?pt=${station.lng},${station.lat}&z=16&l=map`} {...external}>
        <svg viewBox="0 0 120 60" width="120" height="60" aria-hidden="true" focusable="false">
          <path d="M0 20h120M0 42h120M30 0v60M78 0v60" stroke="currentColor" strokeOpacity=".25" strokeWidth="6" />
          <path d="M60 8c-7 0-12 5-12 12 0 9 12 22 12 22s12-13 12-22c0-7-5-12-12-12z" fill="var(--ui-red, #c00)" />
          <circle cx="60" cy="20" r="4" fill="#fff" />
        </svg>
        <span>{station.address}</span>
        <span className="st-mapcard__open">{d.station.mapOpen}<span className="ui-visually-hidden"> {d.station.newTab}</span></span>
      </a>
      <h3 className="st-mapcard__routes-h">{d.station.route}</h3>
      <ul className="st-mapcard__routes">
        <li><a className="ui-button ui-button--secondary ui-button--small" href={r.yandex} {...external}>{d.station.routeYandex}<span className="ui-visually-hidden"> {d.station.newTab}</span></a></li>
        <li><a className="ui-button ui-button--secondary ui-button--small" href={r.twoGis} {...external}>{d.station.routeTwoGis}<span className="ui-visually-hidden"> {d.station.newTab}</span></a></li>
        <li><a className="ui-button ui-button--secondary ui-button--small" href={r.geo}>{d.station.routeGeo}</a></li>
      </ul>
    </section>
  );
}

/** Open-now badge, «Откроется …» when closed, and all seven days («Вс — выходной»). */
export function WeekHours({ station }: { station: StationDetail }) {
  const offset = station.utc_offset_min ?? MOSCOW_OFFSET_MIN;
  const now = new Date();
  const opens = !station.open_now && !station.closed ? opensNextText(station.hours, now, offset) : null;
  const today = stationClock(now, offset).weekday;
  return (
    <>
      <span className={station.open_now ? 'st-badge st-badge--open' : 'st-badge'}>{station.open_now ? `● ${s.list.openNow}` : `○ ${s.list.closedNow}`}</span>
      {opens && <span className="st-opens"> {opens}</span>}
      {station.hours.length === 0 ? <p>{station.working_hours}</p> : (
        <ul className="st-week">
          {weekRows(station.hours).map((row) => (
            <li key={row.weekday} className={`${row.closed ? 'st-week--closed' : ''}${row.weekday === today ? ' st-week--today' : ''}`}>
              <abbr title={d.station.weekdaysFull[row.weekday - 1]}>{s.weekdays[row.weekday - 1]}</abbr> — {row.text}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function BringBlock() {
  return (
    <section className="st-block st-bring" aria-labelledby="st-bring-h">
      <h2 id="st-bring-h">{d.station.bring}</h2>
      <ul>{d.station.bringItems.map((t) => <li key={t}>{t}</li>)}</ul>
    </section>
  );
}
