// A help-me sign-up's messages and days (docs/helpme.md «Дни», «Письма о записи»): the days carry
// the station's hours and days off, a day off cannot be chosen; signing up queues the donor's
// confirmation with an .ics, the day-before reminder and a note to the request's author; the
// same sign-up again sends nothing; leaving drops the reminder and sends the
// cancellation (same UID, METHOD:CANCEL); the donor's channel settings are respected.
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NeedJoinedUser, RecipientNeed } from '@donor/shared/contract/helpme';
import * as MSG from '@donor/shared/messages';
import { bloodStationClosedDays, bloodStationHours, outbox, rateEvents, users } from '../../schema.ts';
import { toggleChannel } from '../../lib/notification-prefs.ts';
import { approveNeed, helpmeForm, makeHelpmeTest, type HelpmeTest } from '../helpme/helpme-fixtures.ts';
import { isoWeekday } from '../helpme/need-days.ts';

let t: HelpmeTest;
let author: { id: number; token: string };
let need: RecipientNeed;
const authorMail = () => t.handle.db.select().from(users).where(eq(users.id, author.id)).then((r) => r[0]!.email!);
const mailTo = async (id: number) => {
  const [u] = await t.handle.db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, id));
  return t.handle.db.select().from(outbox).where(eq(outbox.target, u!.email ?? u!.phone!)).orderBy(desc(outbox.id));
};
const join = (body: unknown, token: string) => t.call('POST', '/api/address_needs_joined_users/', { body, token });

beforeAll(async () => {
  t = await makeHelpmeTest();
  author = await t.account();
  await t.handle.db.delete(rateEvents);
  const res = await t.postForm(helpmeForm(t), author.token);
  const created = RecipientNeed.parse(await res.json());
  await approveNeed(t, created.id);
  // The station works 8:00–14:00 every weekday but that of the need's 4th day; its 5th day is closed.
  const [, , , off, closed] = created.time_slots;
  await t.handle.db.delete(bloodStationHours).where(eq(bloodStationHours.bloodStationId, t.moscowStation));
  await t.handle.db.insert(bloodStationHours).values([1, 2, 3, 4, 5, 6, 7].filter((d) => d !== isoWeekday(off!.date))
    .map((weekday) => ({ bloodStationId: t.moscowStation, weekday, opens: '08:00', closes: '14:00' })));
  await t.handle.db.insert(bloodStationClosedDays).values({ bloodStationId: t.moscowStation, day: closed!.date, note: 'Санитарный день' });
  need = RecipientNeed.parse(await (await t.call('GET', `/api/address_needs/${created.id}/`)).json());
});
afterAll(async () => {
  await t?.handle.close();
});

describe('the days of a request', () => {
  it('carry the station hours, its days off and closed days; a closed day cannot be joined', async () => {
    const [first, , , off, closed] = need.time_slots;
    expect(first).toMatchObject({ closed: false, opens: '08:00', closes: '14:00' });
    expect(off).toMatchObject({ closed: true, opens: null });
    expect(closed).toMatchObject({ closed: true, note: 'Санитарный день' });
    const donor = await t.account();
    expect(await (await join({ address_need_id: need.id, timeslot_id: closed!.id }, donor.token)).json()).toEqual({ timeslot_id: [MSG.helpmeSlotClosed] });
    expect(await (await join({ address_need_id: need.id, timeslot_id: off!.id }, donor.token)).json()).toEqual({ timeslot_id: [MSG.helpmeSlotClosed] });
    expect(await mailTo(donor.id)).toHaveLength(0);
  });
});

describe('messages of a sign-up', () => {
  it('confirmation with .ics, reminder, the author told; a repeat sends nothing; leaving cancels', async () => {
    const donor = await t.account();
    const slot = need.time_slots[2]!;
    const before = (await t.handle.db.select().from(outbox).where(eq(outbox.target, await authorMail()))).length;
    const res = await join({ address_need_id: need.id, timeslot_id: slot.id }, donor.token);
    expect(res.status).toBe(201);
    const joined = NeedJoinedUser.parse(await res.json());

    const [reminder, confirmation] = await mailTo(donor.id);
    expect(confirmation).toMatchObject({ channel: 'email', status: 'pending', ref: null });
    expect(confirmation!.subject).toContain('Вы записались на донацию для пациента');
    expect(confirmation!.body).toContain('Анна С.');
    expect(confirmation!.body).toContain('станция работает 8:00–14:00');
    expect(confirmation!.body).toContain('Что взять с собой');
    expect(confirmation!.body).toContain(`/recipient/${need.id}/`);
    const ics = confirmation!.attachments![0]!;
    expect(ics.content).toContain(`UID:need-booking-${joined.id}@donor-ryadom`);
    expect(ics.content).toContain('METHOD:PUBLISH');
    expect(ics.content).toContain(`DTSTART:${slot.date.replace(/-/g, '')}T050000Z`); // 08:00 Moscow
    expect(ics.content).toContain(`DTEND:${slot.date.replace(/-/g, '')}T110000Z`);
    expect(reminder).toMatchObject({ ref: `need-booking:${joined.id}`, status: 'pending' });
    const [y, m, d] = slot.date.split('-').map(Number) as [number, number, number];
    expect(reminder!.nextAttemptAt.toISOString()).toBe(new Date(Date.UTC(y, m - 1, d - 1, 7, 0)).toISOString()); // 10:00 Moscow the day before
    expect(reminder!.body).toContain('Напоминаем: завтра');

    const toAuthor = await t.handle.db.select().from(outbox).where(eq(outbox.target, await authorMail())).orderBy(desc(outbox.id));
    expect(toAuthor).toHaveLength(before + 1);
    expect(toAuthor[0]!.body).toContain('записался донор');
    expect(toAuthor[0]!.body).toContain('Записались 1 из 10');
    expect(toAuthor[0]!.body).not.toContain('Тест'); // the donor is not named

    // The same sign-up again (a double tap): «already joined», nothing sent twice, to anyone.
    const again = await join({ address_need_id: need.id, timeslot_id: slot.id }, donor.token);
    expect(await again.json()).toEqual({ address_need_id: [MSG.helpmeJoinTwice] });
    expect(await mailTo(donor.id)).toHaveLength(2);
    expect(await t.handle.db.select().from(outbox).where(eq(outbox.target, await authorMail()))).toHaveLength(before + 1);

    expect((await t.call('DELETE', `/api/address_needs_joined_users/${joined.id}/`, { token: donor.token })).status).toBe(204);
    const after = await mailTo(donor.id);
    expect(after.filter((r) => r.ref === `need-booking:${joined.id}`)).toHaveLength(0);
    expect(after[0]!.subject).toContain('Запись отменена');
    expect(after[0]!.attachments![0]!.content).toContain('METHOD:CANCEL');
    expect(after[0]!.attachments![0]!.content).toContain(`UID:need-booking-${joined.id}@donor-ryadom`);
    const told = await t.handle.db.select().from(outbox).where(eq(outbox.target, await authorMail())).orderBy(desc(outbox.id));
    expect(told[0]!.body).toContain('Донор отменил запись');
    expect(told[0]!.body).toContain('Записались 0 из 10');
  });

  it('follows the donor\'s channels: SMS when e-mail is off, nothing when both are', async () => {
    const bySms = await t.account();
    await t.handle.db.update(users).set({ phone: '+79990001122' }).where(eq(users.id, bySms.id));
    await toggleChannel(t.handle.db, bySms.id, 'email', t.clock.now);
    await join({ address_need_id: need.id, timeslot_id: need.time_slots[2]!.id }, bySms.token);
    const sms = await t.handle.db.select().from(outbox).where(eq(outbox.target, '+79990001122')).orderBy(desc(outbox.id));
    expect(sms.map((r) => r.channel)).toEqual(['sms', 'sms']); // the reminder and the confirmation
    expect(sms[1]!.body).toContain('вы записались сдать кровь для пациента Анна С.');
    expect(sms[1]!.attachments).toBeNull();

    const silent = await t.account();
    await toggleChannel(t.handle.db, silent.id, 'email', t.clock.now);
    await join({ address_need_id: need.id, timeslot_id: need.time_slots[2]!.id }, silent.token);
    expect(await mailTo(silent.id)).toHaveLength(0);
    const toAuthor = await t.handle.db.select().from(outbox).where(and(eq(outbox.target, await authorMail()), like(outbox.body, '%Записались 2 из 10%')));
    expect(toAuthor).toHaveLength(1); // the author is still told
  });
});
