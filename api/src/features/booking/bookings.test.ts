// Booking you can trust (spec §4 Joining, §7 joined_users; bookings.ts): the slot change in
// one request (the old place kept when the new slot is full, two requests racing for the last
// place → exactly one wins), the confirmations with the .ics in the outbox for book, change and
// cancel, the day-before reminder sent once however often the delivery runs, «Мои записи».
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, isNull, like, ne } from 'drizzle-orm';
import { listOf } from '@donor/shared/contract/common';
import { BOOKING_MSG, Booking, Event, JOIN_MSG, JoinedUser } from '@donor/shared/contract/stations';
import { interpolate } from '@donor/shared/i18n';
import { eventTimeSlots, events, joinedUsers } from './schema.ts';
import { outbox, users } from '../../schema.ts';
import { OutboxWorker } from '../outbox/worker.ts';
import type { OutgoingMessage } from '../outbox/adapter.ts';
import { reminderAt, slotShort } from './booking-texts.ts';
import { makeDonorTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
let demo: string;
let fresh: string;
const realNow = new Date();
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
beforeAll(async () => {
  ({ t, demo, fresh } = await makeDonorTestApi());
});
afterAll(() => t.handle.close());
afterEach(() => {
  t.clock.now = new Date(realNow);
});

const Events = listOf(Event);
const body = async (res: Response) => (await res.json()) as Record<string, unknown>;
const join = (token: string, event_id: number, timeslot_id: number) => t.call('POST', '/api/joined_users/', { token, body: { event_id, timeslot_id } });
const move = (token: string, id: number, b: unknown) => t.call('PATCH', `/api/joined_users/${id}/`, { token, body: b });
const eventOf = async (id: number, token?: string) => Event.parse(await (await t.call('GET', `/api/events/${id}/`, token ? { token } : {})).json());

/** A new event at station 1 with `n` slots (capacity 1 each) on days 4, 5, … from now, 10:00 Moscow. */
async function freshEvent(n = 2): Promise<{ e: Event; slots: Event['time_slots'] }> {
  const day = (k: number) => new Date(Date.now() + k * 86_400_000).toISOString().slice(0, 10);
  const [ev] = await t.handle.db.insert(events).values({
    category: 'donor_day', title: `Тестовая акция ${++made}`, cityId: 1, bloodStationId: 1,
    startDate: new Date(`${day(3)}T00:00:00+03:00`), endDate: new Date(`${day(4 + n)}T00:00:00+03:00`),
  }).returning();
  await t.handle.db.insert(eventTimeSlots).values(
    Array.from({ length: n }, (_, k) => ({ eventId: ev!.id, date: day(4 + k), startTime: '10:00', startsAt: new Date(`${day(4 + k)}T10:00:00+03:00`), capacity: 1 })),
  );
  const e = await eventOf(ev!.id, demo);
  return { e, slots: e.time_slots };
}
let made = 0;

/** A slot of capacity 1 taken by some other donor. */
async function fill(slotId: number): Promise<void> {
  const [slot] = await t.handle.db.select().from(eventTimeSlots).where(eq(eventTimeSlots.id, slotId));
  const [someone] = await t.handle.db.select({ id: users.id }).from(users).where(and(ne(users.email, 'demo@example.com'), ne(users.email, 'new@example.com'))).limit(1);
  await t.handle.db.insert(joinedUsers).values({ eventId: slot!.eventId, timeslotId: slotId, userId: someone!.id, createdAt: new Date() });
}

const mailTo = (target: string) => t.handle.db.select().from(outbox).where(eq(outbox.target, target)).orderBy(desc(outbox.id));
const remindersOf = (joinedId: number) =>
  t.handle.db.select().from(outbox).where(and(eq(outbox.ref, `booking:${joinedId}`), eq(outbox.status, 'pending')));

describe('change of slot in one request', () => {
  it('moves the booking, replaces the reminder and confirms the change with an .ics', async () => {
    const { e, slots } = await freshEvent();
    const booked = JoinedUser.parse(await (await join(demo, e.id, slots[0]!.id)).json());
    const res = await move(demo, booked.id, { timeslot_id: slots[1]!.id });
    expect(res.status).toBe(200);
    expect(JoinedUser.parse(await res.json())).toEqual({ id: booked.id, event_id: e.id, timeslot_id: slots[1]!.id });
    expect((await eventOf(e.id, demo)).user_status).toEqual({ joined: true, id: booked.id, timeslot_id: slots[1]!.id });
    const [changed] = (await mailTo('demo@example.com')).filter((m) => m.ref === null);
    expect(changed!.subject).toBe(`Время записи изменено: ${slotShort(slots[1]!.date, slots[1]!.start_time)}`);
    expect(changed!.attachments?.[0]?.content).toContain('METHOD:REQUEST'); // a letter to the donor: an iTIP invitation (RFC 5546)
    const reminders = await remindersOf(booked.id);
    expect(reminders.map((r) => r.nextAttemptAt.toISOString())).toEqual([reminderAt({ date: slots[1]!.date, utcOffsetMin: 180 }).toISOString()]);
  });

  it('keeps the old booking when the new slot is full, naming the old time', async () => {
    const { e, slots } = await freshEvent();
    const booked = JoinedUser.parse(await (await join(demo, e.id, slots[0]!.id)).json());
    await fill(slots[1]!.id);
    const res = await move(demo, booked.id, { timeslot_id: slots[1]!.id });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ timeslot_id: [interpolate(BOOKING_MSG.fullKeepOld, { old: slotShort(slots[0]!.date, slots[0]!.start_time) })] });
    expect((await eventOf(e.id, demo)).user_status).toEqual({ joined: true, id: booked.id, timeslot_id: slots[0]!.id });
    expect(await remindersOf(booked.id)).toHaveLength(1);
  });

  it('two requests for the last place (a move and a join): exactly one wins', async () => {
    const { e, slots } = await freshEvent();
    const booked = JoinedUser.parse(await (await join(demo, e.id, slots[0]!.id)).json());
    const [a, b] = await Promise.all([move(demo, booked.id, { timeslot_id: slots[1]!.id }), join(fresh, e.id, slots[1]!.id)]);
    expect([a.status, b.status].filter((s) => s === 400)).toHaveLength(1);
    expect([a.status, b.status].filter((s) => s === 200 || s === 201)).toHaveLength(1);
    const [taken] = await t.handle.db.select({ n: count() }).from(joinedUsers).where(eq(joinedUsers.timeslotId, slots[1]!.id));
    const [slot] = await t.handle.db.select().from(eventTimeSlots).where(eq(eventTimeSlots.id, slots[1]!.id));
    expect(taken!.n).toBe(slot!.capacity);
    // The loser keeps what it had: the demo donor either moved, or still holds the old slot.
    const demoNow = (await eventOf(e.id, demo)).user_status!;
    expect(demoNow.timeslot_id).toBe(a.status === 200 ? slots[1]!.id : slots[0]!.id);
  });

  it('two moves for the last place: exactly one wins, the other keeps its slot', async () => {
    const { e, slots } = await freshEvent(3);
    const a0 = JoinedUser.parse(await (await join(demo, e.id, slots[0]!.id)).json());
    const b0 = JoinedUser.parse(await (await join(fresh, e.id, slots[1]!.id)).json());
    const results = await Promise.all([move(demo, a0.id, { timeslot_id: slots[2]!.id }), move(fresh, b0.id, { timeslot_id: slots[2]!.id })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = results.find((r) => r.status === 400)!;
    expect(Object.keys(await body(loser))).toEqual(['timeslot_id']);
    const mine = await t.handle.db.select().from(joinedUsers).where(eq(joinedUsers.eventId, e.id));
    expect(mine.filter((j) => j.timeslotId === slots[2]!.id && (j.id === a0.id || j.id === b0.id))).toHaveLength(1);
    expect(mine.filter((j) => j.id === a0.id || j.id === b0.id)).toHaveLength(2);
  });

  it('bad bodies and foreign bookings: 400 with Russian field errors, 404, 401', async () => {
    const { e, slots } = await freshEvent();
    const booked = JoinedUser.parse(await (await join(demo, e.id, slots[0]!.id)).json());
    for (const bad of [{}, { timeslot_id: 'завтра' }, { timeslot_id: -1 }, [], 'x']) {
      const res = await move(demo, booked.id, bad);
      expect(res.status).toBe(400);
      const b = await body(res);
      const first = Object.values(b)[0] as string[];
      expect(first[0]).toMatch(/[а-яё]/i);
    }
    expect(await body(await move(demo, booked.id, { timeslot_id: slots[0]!.id }))).toEqual({ timeslot_id: [BOOKING_MSG.sameSlot] });
    const other = (await freshEvent()).slots[0]!;
    expect(await body(await move(demo, booked.id, { timeslot_id: other.id }))).toEqual({ timeslot_id: [JOIN_MSG.slotNotInEvent] });
    expect((await move(fresh, booked.id, { timeslot_id: slots[1]!.id })).status).toBe(404);
    expect((await t.call('PATCH', `/api/joined_users/${booked.id}/`, { body: { timeslot_id: slots[1]!.id } })).status).toBe(401);
    expect((await move(demo, 99999999, { timeslot_id: slots[1]!.id })).status).toBe(404);
  });
});

describe('messages', () => {
  it('book, change and cancel each queue a confirmation with the address, time, what to bring and the .ics', async () => {
    const { e, slots } = await freshEvent();
    const before = (await mailTo('demo@example.com'))[0]?.id ?? 0;
    const booked = JoinedUser.parse(await (await join(demo, e.id, slots[0]!.id)).json());
    expect((await move(demo, booked.id, { timeslot_id: slots[1]!.id })).status).toBe(200);
    expect((await t.call('DELETE', `/api/joined_users/${booked.id}/`, { token: demo })).status).toBe(204);
    const mails = (await mailTo('demo@example.com')).filter((m) => m.id > before && m.ref === null).reverse();
    expect(mails.map((m) => m.subject.split(':')[0])).toEqual(['Вы записаны на донацию', 'Время записи изменено', 'Запись отменена']);
    const station = e.blood_station!;
    for (const m of mails) {
      expect(m.channel).toBe('email');
      expect(m.body).toContain(station.address || e.address);
      expect(m.attachments![0]!.filename).toBe(`donor-booking-${booked.id}.ics`);
      expect(m.attachments![0]!.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(m.attachments![0]!.content).toContain(`UID:booking-${booked.id}@donor-ryadom`);
    }
    expect(mails[0]!.body).toContain('Что взять с собой: паспорт');
    expect(mails[0]!.body).toContain(`/events/${e.id}/`);
    // The booking and the change carry the check-in QR picture as well; the cancellation does not.
    expect(mails.map((m) => m.attachments!.map((a) => a.filename))).toEqual([
      [`donor-booking-${booked.id}.ics`, `donor-booking-${booked.id}-qr.svg`],
      [`donor-booking-${booked.id}.ics`, `donor-booking-${booked.id}-qr.svg`],
      [`donor-booking-${booked.id}.ics`],
    ]);
    expect(mails[0]!.attachments![1]).toMatchObject({ content_type: 'image/svg+xml', content: expect.stringMatching(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/) });
    expect(mails[2]!.attachments![0]!.content).toContain('METHOD:CANCEL');
    expect(mails[2]!.attachments![0]!.content).toContain('STATUS:CANCELLED');
    // The cancellation took the reminder back.
    expect(await remindersOf(booked.id)).toHaveLength(0);
    // The dev outbox shows that an .ics is attached.
    const page = await (await t.app.request('/api/dev/outbox/?target=demo%40example.com')).text();
    expect(page).toContain(`📎 donor-booking-${booked.id}.ics`);
  });

  it('a donor with e-mail switched off gets SMS, when a phone is on file; none when both are off', async () => {
    const { e, slots } = await freshEvent();
    // Give the new donor a phone and switch e-mail off (spec §7 notifications/toggle).
    const [who] = await t.handle.db.update(users).set({ phone: '+79990001122' }).where(eq(users.email, 'new@example.com')).returning();
    expect((await t.call('POST', '/api/notifications/toggle/', { token: fresh, body: { channel: 'email' } })).status).toBe(200);
    const booked = JoinedUser.parse(await (await join(fresh, e.id, slots[0]!.id)).json());
    const [sms] = (await mailTo('+79990001122')).filter((m) => m.ref === null);
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toMatch(/^Донор Рядом: вы записаны на донацию/);
    expect(sms!.attachments).toBeNull();
    expect((await t.call('POST', '/api/notifications/toggle/', { token: fresh, body: { channel: 'sms' } })).status).toBe(200);
    const confirmations = () => t.handle.db.select({ n: count() }).from(outbox).where(and(like(outbox.target, '+7999000%'), isNull(outbox.ref)));
    const before = await confirmations();
    expect((await t.call('DELETE', `/api/joined_users/${booked.id}/`, { token: fresh })).status).toBe(204);
    const after = await confirmations();
    expect(after[0]!.n).toBe(before[0]!.n);
    // Back to the defaults for the other tests.
    await t.call('POST', '/api/notifications/toggle/', { token: fresh, body: { channel: 'sms' } });
    await t.call('POST', '/api/notifications/toggle/', { token: fresh, body: { channel: 'email' } });
    expect(who!.id).toBeGreaterThan(0);
  });

  it('the day-before reminder is sent once, even when the delivery runs twice (two workers, then again)', async () => {
    const { e, slots } = await freshEvent();
    const booked = JoinedUser.parse(await (await join(demo, e.id, slots[0]!.id)).json());
    const at = reminderAt({ date: slots[0]!.date, utcOffsetMin: 180 });
    const sent: OutgoingMessage[] = [];
    const adapter = { async send(m: OutgoingMessage) { sent.push(m); } };
    const worker = (now: Date) => new OutboxWorker({ db: t.handle.db, adapters: { email: adapter, sms: adapter }, now: () => now, log: quiet });
    // Before its time: not sent.
    await worker(new Date(at.getTime() - 60_000)).runOnce();
    expect(sent.filter((m) => m.subject.startsWith('Завтра донация') && m.body.includes(e.title))).toHaveLength(0);
    const due = new Date(at.getTime() + 60_000);
    await Promise.all([worker(due).runOnce(), worker(due).runOnce()]);
    await worker(due).runOnce();
    const reminders = sent.filter((m) => m.subject === `Завтра донация: ${slotShort(slots[0]!.date, slots[0]!.start_time)}` && m.body.includes(e.title));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.target).toBe('demo@example.com');
    const [row] = await t.handle.db.select().from(outbox).where(eq(outbox.ref, `booking:${booked.id}`));
    expect(row!.status).toBe('sent');
  });
});

describe('«Мои записи»', () => {
  it('GET /api/profile/bookings/ lists the donor’s upcoming bookings, soonest first; 401 without a token', async () => {
    expect((await t.call('GET', '/api/profile/bookings/')).status).toBe(401);
    const { e, slots } = await freshEvent();
    const booked = JoinedUser.parse(await (await join(fresh, e.id, slots[0]!.id)).json());
    const list = listOf(Booking).parse(await (await t.call('GET', '/api/profile/bookings/', { token: fresh })).json());
    const mine = list.results.find((b) => b.id === booked.id);
    expect(mine).toEqual({
      id: booked.id,
      event: { id: e.id, title: e.title, address: e.address || e.blood_station!.address },
      blood_station: e.blood_station,
      slot: { id: slots[0]!.id, date: slots[0]!.date, start_time: slots[0]!.start_time, starts_at: slots[0]!.starts_at },
    });
    const times = list.results.map((b) => Date.parse(b.slot.starts_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((x) => x > Date.now())).toBe(true);
  });

  it('logged no server errors', () => {
    expect(t.logged).toEqual([]);
  });
});
