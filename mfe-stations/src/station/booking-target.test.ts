import { describe, expect, it } from 'vitest';
import type { Event } from '@donor/shared/contract/stations';
import { bookingTarget, routeLinks } from './booking-target.ts';

const slot = (id: number, starts_at: string, free: number) => ({ id, date: starts_at.slice(0, 10), start_time: starts_at.slice(11, 16), starts_at, capacity: 5, free });
const event = (id: number, slots: ReturnType<typeof slot>[]) => ({ id, title: `Акция ${id}`, time_slots: slots }) as unknown as Event;
const now = new Date('2026-11-24T10:00:00Z');

describe('«Записаться» from a station', () => {
  it('goes to the next event with a free slot ahead, skipping full and started ones', () => {
    const events = [event(1, [slot(1, '2026-11-24T09:00:00Z', 3)]), event(2, [slot(2, '2026-11-26T09:00:00Z', 0)]), event(3, [slot(3, '2026-11-27T09:00:00Z', 1)])];
    expect(bookingTarget(events, 'https://x.example/zapis', now)).toEqual({ kind: 'event', href: '/events/3/', title: 'Акция 3' });
  });

  it('falls back to the station\'s own booking page, else nothing', () => {
    expect(bookingTarget([event(2, [slot(2, '2026-11-26T09:00:00Z', 0)])], 'https://x.example/zapis', now)).toEqual({ kind: 'own', href: 'https://x.example/zapis' });
    expect(bookingTarget([], null, now)).toBeNull();
    expect(bookingTarget(undefined, undefined, now)).toBeNull();
  });

  it('builds the route links with the right coordinate order per service', () => {
    expect(routeLinks(55.7761, 37.5213)).toEqual({
      yandex: 'https://yandex.ru/maps/?rtext=~55.7761,37.5213&rtt=auto',
      twoGis: 'https://2gis.ru/routeSearch/rsType/car/to/37.5213,55.7761',
      geo: 'geo:55.7761,37.5213',
    });
  });
});
