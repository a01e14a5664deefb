// Where «Записаться» leads from a station (spec §2 station page, §4 Joining): the next event of
// the station that still has a free slot ahead, else the station's own booking page, else nothing.
import type { Event } from '@donor/shared/contract/stations';
import { eventHref } from '../links.ts';

export type BookingTarget = { kind: 'event'; href: string; title: string } | { kind: 'own'; href: string } | null;

/** The first event (the API lists them soonest first) with a slot that is free and not started. */
export function nextBookableEvent(events: readonly Event[], now: Date): Event | null {
  return events.find((e) => e.time_slots.some((t) => t.free > 0 && Date.parse(t.starts_at) > now.getTime())) ?? null;
}

export function bookingTarget(events: readonly Event[] | undefined, bookingUrl: string | null | undefined, now: Date): BookingTarget {
  const event = events ? nextBookableEvent(events, now) : null;
  if (event) return { kind: 'event', href: eventHref(event.id), title: event.title };
  return bookingUrl ? { kind: 'own', href: bookingUrl } : null;
}

/** «Построить маршрут» (spec §2 station page): Яндекс Карты, 2ГИС and the phone's own map app. */
export function routeLinks(lat: number, lng: number): { yandex: string; twoGis: string; geo: string } {
  return {
    yandex: `https://yandex.ru/maps/?rtext=~${lat},${lng}&rtt=auto`,
    twoGis: `https://2gis.ru/routeSearch/rsType/car/to/${lng},${lat}`,
    geo: `geo:${lat},${lng}`,
  };
}
