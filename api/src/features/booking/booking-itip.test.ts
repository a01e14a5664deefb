// Calendar files are iTIP messages (RFC 5546) that Gmail and Outlook act on — checked by two
// independent parsers, ical.js (Mozilla's) and node-ical, over the .ics really queued for a
// booking, its change and its cancellation (docs/booking.md «Подтверждения и напоминания»).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { Event, JoinedUser } from '@donor/shared/contract/stations';
import { ICS_ORGANIZER, buildIcs } from '@donor/shared/ics';
import { eventTimeSlots, events } from './schema.ts';
import { outbox } from '../../schema.ts';
import { makeDonorTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
let demo: string;
beforeAll(async () => {
  ({ t, demo } = await makeDonorTestApi());
});
afterAll(() => t.handle.close());

interface Parsed {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  organizer: string;
  attendees: string[];
  start: string;
}

/** Mozilla's ical.js: the calendar's METHOD and the one VEVENT. */
function byIcalJs(ics: string): Parsed {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const vevents = cal.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const ev = new ICAL.Event(vevents[0]!);
  return {
    method: String(cal.getFirstPropertyValue('method')),
    uid: ev.uid,
    sequence: ev.sequence,
    status: String(vevents[0]!.getFirstPropertyValue('status')),
    organizer: ev.organizer,
    attendees: ev.attendees.map((a) => String(a.getFirstValue())),
    start: ev.startDate.toJSDate().toISOString(),
  };
}

type NodeIcalPerson = { val: string } | string;
const mailto = (p: NodeIcalPerson | NodeIcalPerson[] | undefined): string[] =>
  (p === undefined ? [] : Array.isArray(p) ? p : [p]).map((x) => (typeof x === 'string' ? x : x.val));

/** node-ical, an independent parser (no code shared with ical.js). */
function byNodeIcal(ics: string): Parsed {
  const data = nodeIcal.sync.parseICS(ics);
  const vevents = Object.values(data).filter((c) => c?.type === 'VEVENT') as unknown as Array<Record<string, unknown>>;
  expect(vevents).toHaveLength(1);
  const ev = vevents[0]!;
  return {
    method: String((data.vcalendar as unknown as { method: string }).method),
    uid: String(ev.uid),
    sequence: Number(ev.sequence),
    status: String(ev.status),
    organizer: mailto(ev.organizer as NodeIcalPerson)[0]!,
    attendees: mailto(ev.attendee as NodeIcalPerson | NodeIcalPerson[] | undefined),
    start: (ev.start as Date).toISOString(),
  };
}

/** Both parsers read the same facts from the file. */
function parsed(ics: string): Parsed {
  const a = byIcalJs(ics);
  expect(byNodeIcal(ics)).toEqual(a);
  return a;
}

describe('iTIP calendar files (two independent parsers)', () => {
  it('booking → REQUEST, change → REQUEST with a higher SEQUENCE, cancellation → CANCEL + CANCELLED, one UID', async () => {
    const day = (k: number) => new Date(Date.now() + k * 86_400_000).toISOString().slice(0, 10);
    const [ev] = await t.handle.db.insert(events).values({
      category: 'donor_day', title: 'Акция iTIP', cityId: 1, bloodStationId: 1,
      startDate: new Date(`${day(3)}T00:00:00+03:00`), endDate: new Date(`${day(7)}T00:00:00+03:00`),
    }).returning();
    await t.handle.db.insert(eventTimeSlots).values([4, 5].map((k) => ({ eventId: ev!.id, date: day(k), startTime: '10:00', startsAt: new Date(`${day(k)}T10:00:00+03:00`), capacity: 5 })));
    const e = Event.parse(await (await t.call('GET', `/api/events/${ev!.id}/`, { token: demo })).json());
    const [first, second] = e.time_slots;
    const before = (await t.handle.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;

    const booked = JoinedUser.parse(await (await t.call('POST', '/api/joined_users/', { token: demo, body: { event_id: e.id, timeslot_id: first!.id } })).json());
    t.clock.advance(5_000);
    expect((await t.call('PATCH', `/api/joined_users/${booked.id}/`, { token: demo, body: { timeslot_id: second!.id } })).status).toBe(200);
    t.clock.advance(5_000);
    expect((await t.call('DELETE', `/api/joined_users/${booked.id}/`, { token: demo })).status).toBe(204);

    const mails = (await t.handle.db.select().from(outbox).where(and(eq(outbox.target, 'demo@example.com'), isNull(outbox.ref))).orderBy(outbox.id)).filter((m) => m.id > before);
    expect(mails).toHaveLength(3);
    const files = mails.map((m) => m.attachments!.find((a) => a.filename.endsWith('.ics'))!);
    const [b, c, x] = files.map((f) => parsed(f.content));

    expect([b!.method, c!.method, x!.method]).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(files.map((f) => f.content_type)).toEqual(['REQUEST', 'REQUEST', 'CANCEL'].map((m) => `text/calendar; charset=utf-8; method=${m}`));
    expect(new Set([b!.uid, c!.uid, x!.uid])).toEqual(new Set([`booking-${booked.id}@donor-ryadom`]));
    expect(b!.sequence).toBeLessThan(c!.sequence);
    expect(c!.sequence).toBeLessThan(x!.sequence);
    expect([b!.status, c!.status, x!.status]).toEqual(['CONFIRMED', 'CONFIRMED', 'CANCELLED']);
    for (const p of [b!, c!, x!]) {
      expect(p.organizer).toBe(`mailto:${ICS_ORGANIZER.email}`);
      expect(p.attendees).toEqual(['mailto:demo@example.com']);
    }
    expect(b!.start).toBe(new Date(first!.starts_at).toISOString());
    expect(c!.start).toBe(new Date(second!.starts_at).toISOString());
    // A cancelled visit carries no reminder alarm.
    expect(files[2]!.content).not.toContain('BEGIN:VALARM');
  });

  it('a file downloaded in the browser is a PUBLISH with an ORGANIZER and no ATTENDEE', () => {
    const ics = buildIcs({
      uid: 'event-1-slot-2@donor-ryadom', title: 'День донора; ГКБ, Москва', description: 'Возьмите паспорт', location: 'ул. Поликарпова, д. 14',
      url: 'https://example.org/events/1/', start: new Date('2026-12-02T06:00:00Z'), durationMin: 60, now: new Date('2026-11-21T10:00:00Z'),
    });
    expect(parsed(ics)).toEqual({
      method: 'PUBLISH', uid: 'event-1-slot-2@donor-ryadom', sequence: 0, status: 'CONFIRMED',
      organizer: `mailto:${ICS_ORGANIZER.email}`, attendees: [], start: '2026-12-02T06:00:00.000Z',
    });
  });
});
