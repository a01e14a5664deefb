// An event in a list (station page, organization page): category, title linking to the event
// page, dates and its timing state.
import { Link } from '@donor/shared/ui/link';
import { formatDate } from '@donor/shared/i18n';
import type { Event } from '@donor/shared/contract/stations';
import { CATEGORY_TEXT, s } from '../stations.strings.ts';
import { eventHref } from '../links.ts';
import { eventTiming, type Timing } from './event-timing.ts';

export const TIMING_TEXT: Record<Timing, string> = { upcoming: s.event.upcoming, running: s.event.running, ended: s.event.ended };

/** '21 ноября 2026' or '21 ноября 2026 — 23 ноября 2026'. */
export function eventDates(e: Pick<Event, 'start_date' | 'end_date'>): string {
  const a = formatDate(new Date(e.start_date));
  const b = formatDate(new Date(e.end_date));
  return a === b ? a : `${a} — ${b}`;
}

/** `level`: the card titles sit one level below the list's heading (WCAG 1.3.1, axe heading-order). */
export function EventCard({ event, now = new Date(), level = 3 }: { event: Event; now?: Date; level?: 2 | 3 }) {
  const timing = eventTiming(event, now);
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <li className="st-event-card">
      <p className="st-event-card__meta">
        <span>{CATEGORY_TEXT[event.category]}</span>
        <span className={`st-badge st-badge--${timing}`}>{TIMING_TEXT[timing]}</span>
        {event.user_status?.joined && <span className="st-badge st-badge--open">✓ {s.event.joinedBadge}</span>}
      </p>
      <Title className="st-event-card__title"><Link href={eventHref(event.id)}>{event.title}</Link></Title>
      <p className="st-event-card__dates">{eventDates(event)}</p>
    </li>
  );
}

export function EventList({ events, empty, level }: { events: Event[]; empty: string; level?: 2 | 3 }) {
  if (events.length === 0) return <p className="st-muted">{empty}</p>;
  const now = new Date();
  return <ul className="st-event-list">{events.map((e) => <EventCard key={e.id} event={e} now={now} level={level} />)}</ul>;
}
