// The desk's rules and requests (checkin-logic.ts, checkin.resource.ts): a scanned QR is a code
// only when it looks like one; a mark is ONE request whose answer becomes the open card and its
// roster row; «Запись не найдена» / «Это запись в другую станцию» come back at the code field.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import type { CheckinBooking, Roster } from '@donor/shared/contract/staff-checkin';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { fieldMessages } from '@donor/shared/form/field-messages';
import * as CM from '@donor/shared/staff-checkin-messages';
import { scannedCode, shiftDay, stageOf, tally, withBooking } from './checkin-logic.ts';
import { createCheckinResource, rosterKey, type CheckinResource } from './checkin.resource.ts';

const booking = (over: Partial<CheckinBooking> = {}): CheckinBooking => ({
  id: 11, code: 'ABC234', donor: { id: 7, name: 'Анна Иванова' }, event: { id: 3, title: 'День донора' },
  slot: { id: 5, date: '2026-11-24', start_time: '09:30' }, arrived_at: null, donated_at: null, donation: null, ...over,
});
const roster = (bookings: CheckinBooking[]): Roster => ({ station: { id: 4, title: 'Станция 1' }, date: '2026-11-24', today: '2026-11-24', bookings });

describe('checkin logic', () => {
  it('a scanned QR value is a code when it looks like one (case, spaces and dashes do not matter)', () => {
    expect(scannedCode('abc 234')).toBe('ABC234');
    expect(scannedCode('ABC-234')).toBe('ABC234');
    expect(scannedCode('https://example.com/')).toBeNull();
    expect(scannedCode('AB')).toBeNull();
  });

  it('stages, the tally, a row replaced in place, and calendar steps across months', () => {
    expect(stageOf(booking())).toBe('expected');
    expect(stageOf(booking({ arrived_at: 'x' }))).toBe('arrived');
    expect(stageOf(booking({ arrived_at: 'x', donated_at: 'y' }))).toBe('donated');
    const r = roster([booking(), booking({ id: 12, arrived_at: 'x' })]);
    expect(tally(r.bookings)).toEqual({ total: 2, arrived: 1, donated: 0 });
    const marked = booking({ arrived_at: 'now' });
    expect(withBooking(r, marked).bookings).toEqual([marked, r.bookings[1]]);
    expect(withBooking(r, booking({ id: 99 }))).toBe(r);
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});

let res: CheckinResource | null = null;
afterEach(() => { if (res) cleanStores(res.$roster, res.$find, res.$arrive, res.$donated, res.$undo); res = null; vi.restoreAllMocks(); });
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes: { [rosterKey(4, null)]: roster([booking(), booking({ id: 12 })]), ...routes } });
  res = createCheckinResource(props, 4);
  for (const $s of [res.$roster, res.$find, res.$arrive, res.$donated, res.$undo]) keepMount($s);
  return { res, requests: () => calls.requests.map((c) => `${c.method} ${c.url}`), calls };
}

describe('checkin resource', () => {
  it('«Пришёл(а)» and «Сдал(а)» are one request each; the answer opens and replaces the row', async () => {
    const arrived = booking({ arrived_at: '2026-11-24T06:31:00.000Z' });
    const donated = booking({ arrived_at: arrived.arrived_at, donated_at: '2026-11-24T07:10:00.000Z', donation: { id: 90, blood_class: 'plasma', donate_at: '2026-11-24' } });
    const { res, requests, calls } = setup({
      'POST /api/staff/stations/4/checkin/': arrived,
      'POST /api/staff/stations/4/bookings/11/donated/': donated,
    });
    await allTasks();
    await res.$arrive.mutate('ABC234');
    expect(res.$open.get()).toEqual(arrived);
    expect(res.$roster.get().data?.bookings[0]).toEqual(arrived);
    await res.$donated.mutate({ bookingId: 11, bloodClass: 'plasma' });
    expect(res.$roster.get().data?.bookings[0]).toEqual(donated);
    expect(calls.requests.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ code: 'ABC234' }, { blood_class: 'plasma' }]);
    expect(requests().filter((q) => q.startsWith('GET'))).toEqual(['GET /api/staff/stations/4/roster/']);
  });

  it('an unknown code and another station\'s booking are told at the code field', async () => {
    const { res } = setup({
      'GET /api/staff/stations/4/bookings/find/?code=ZZZ999': jsonResponse({ code: [CM.codeUnknown] }, 404),
      'GET /api/staff/stations/4/bookings/find/?code=XYZ789': jsonResponse({ code: [CM.codeOtherStation] }, 409),
    });
    await res.$find.mutate('ZZZ999');
    expect(fieldMessages(res.$find.get().error, { code: 'code' })).toEqual({ errors: { code: CM.codeUnknown }, formError: null });
    await res.$find.mutate('XYZ789');
    expect(fieldMessages(res.$find.get().error, { code: 'code' })).toEqual({ errors: { code: CM.codeOtherStation }, formError: null });
    expect(res.$open.get()).toBeNull();
  });

  it('another day is its own request (?date=), today again is the plain one', async () => {
    const { res, requests } = setup({ [rosterKey(4, '2026-11-25')]: { ...roster([]), date: '2026-11-25' } });
    await allTasks();
    res.$day.set('2026-11-25');
    await vi.waitFor(() => expect(res.$roster.get().data?.date).toBe('2026-11-25'));
    expect(requests()).toEqual(['GET /api/staff/stations/4/roster/', 'GET /api/staff/stations/4/roster/?date=2026-11-25']);
  });
});
