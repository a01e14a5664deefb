// Donation review (donation-review.ts; docs/staff.md «Проверка донаций»): moderators only; the
// queue oldest first with its filters; one donation with the certificate (which moderators, and
// only they besides the donor, may open), history and likely duplicates; accept and reject with
// their field errors, the first verdict wins (409 after, also in a race), the audit record, the
// ranking counting an accepted donation at once, the donor's message on their channel, and the
// donor's side: the refusal in the cabinet, fix and resend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { Donation, DonationList } from '@donor/shared/contract/cabinet';
import { AuditList } from '@donor/shared/contract/staff';
import { StaffDonationDetail, StaffDonationFacets, StaffDonationList, type StaffDonationItem } from '@donor/shared/contract/staff-donations';
import { UsersTop } from '@donor/shared/contract/top';
import * as MSG from '@donor/shared/messages';
import * as SDM from '@donor/shared/staff-donations-messages';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { loginAs, makeTestApi, type TestApi } from '../../test-support.ts';
import { outbox, users } from '../../schema.ts';
import { STAFF_ACCOUNTS } from './seed.ts';

let t: TestApi;
let moderator = '';
let moderator2 = '';
let nurse = '';
let donor = '';
beforeAll(async () => {
  t = await makeTestApi();
  // A second moderator for "two moderators on one item".
  await t.handle.db.update(users).set({ isStaff: true }).where(eq(users.email, DEMO_ACCOUNTS.fresh.email));
  moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
  moderator2 = await loginAs(t, 'fresh');
  nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
  donor = await loginAs(t, 'donor');
});
afterAll(async () => {
  await t?.handle.close();
});

const json = async (res: Response) => (await res.json()) as unknown;
const queue = async (query = '', token = moderator) => {
  const res = await t.call('GET', `/api/staff/donations/${query}`, { token });
  expect(res.status, query).toBe(200);
  return StaffDonationList.parse(await res.json());
};
const detail = async (id: number) => StaffDonationDetail.parse(await json(await t.call('GET', `/api/staff/donations/${id}/`, { token: moderator })));
const verdict = (id: number, body: unknown, token = moderator) => t.call('POST', `/api/staff/donations/${id}/verdict/`, { token, body });
const itemOf = async (name: string): Promise<StaffDonationItem> => {
  const found = (await queue('?page_size=100')).results.find((r) => r.donor.name === name);
  expect(found, name).toBeDefined();
  return found!;
};
const audits = async (id: number) =>
  AuditList.parse(await json(await t.call('GET', `/api/staff/audit/?object_type=donation&object_id=${id}`, { token: moderator }))).results;
const messagesTo = (target: string) => t.handle.db.select().from(outbox).where(eq(outbox.target, target)).orderBy(desc(outbox.id));

describe('who may review', () => {
  it('anonymous 401; a donor and a nurse (station staff) 403, on every endpoint', async () => {
    const { results: [first] } = await queue();
    const calls = [
      ['GET', '/api/staff/donations/'], ['GET', '/api/staff/donations/facets/'], ['GET', `/api/staff/donations/${first!.id}/`],
      ['POST', `/api/staff/donations/${first!.id}/verdict/`],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { verdict: 'accept' } : undefined;
      expect((await t.call(method, path, { body })).status, path).toBe(401);
      for (const token of [donor, nurse]) expect((await t.call(method, path, { token, body })).status, path).toBe(403);
    }
    expect((await detail(first!.id)).status).toBe('pre_accepted'); // nothing changed
  });
});

describe('the queue', () => {
  it('pending donations of the seed, the longest waiting first, with the demo donor among them', async () => {
    const all = await queue('?page_size=100');
    expect(all.count).toBeGreaterThanOrEqual(6);
    const sent = all.results.map((r) => r.submitted_at);
    expect(sent).toEqual([...sent].sort());
    expect(all.results.map((r) => r.donor.name)).toEqual(expect.arrayContaining(['Анна Иванова', 'Ольга Петрова', 'Игорь Соколов', 'Алсу Галиева', 'Дмитрий Кузнецов']));
    expect(all.results.find((r) => r.donor.name === 'Алсу Галиева')).toMatchObject({ resubmitted: true, has_certificate: true, city: { title: 'Казань' } });
    expect(all.results.find((r) => r.donor.name === 'Дмитрий Кузнецов')?.possible_duplicates).toBe(1);
    const paged = await queue('?page_size=2');
    expect(paged.results).toHaveLength(2);
    expect(paged.next).toContain('page=2');
  });

  it('filters: city, station, with or without certificate; facets agree', async () => {
    const facets = StaffDonationFacets.parse(await json(await t.call('GET', '/api/staff/donations/facets/', { token: moderator })));
    const all = await queue('?page_size=100');
    expect(facets.total).toBe(all.count);
    expect(facets.with_certificate).toBe(all.results.filter((r) => r.has_certificate).length);
    expect(facets.cities.map((c) => c.title)).toEqual(expect.arrayContaining(['Москва', 'Санкт-Петербург', 'Казань']));

    const kazan = await queue('?city_id=50');
    expect(kazan.count).toBe(facets.cities.find((c) => c.id === 50)!.count);
    expect(kazan.results.every((r) => r.city?.id === 50)).toBe(true);
    const station = facets.stations.find((s) => s.title === all.results.find((r) => r.donor.name === 'Ольга Петрова')!.blood_station!.title)!;
    const atStation = await queue(`?blood_station_id=${station.id}`);
    expect(atStation.count).toBe(station.count);
    expect(atStation.results.every((r) => r.blood_station?.id === station.id)).toBe(true);
    const withCert = await queue('?certificate=yes&page_size=100');
    const without = await queue('?certificate=no&page_size=100');
    expect(withCert.results.every((r) => r.has_certificate)).toBe(true);
    expect(without.results.every((r) => !r.has_certificate)).toBe(true);
    expect(withCert.count + without.count).toBe(all.count);
  });

  it('bad filters → 400 with the field', async () => {
    expect(await json(await t.call('GET', '/api/staff/donations/?certificate=maybe', { token: moderator }))).toEqual({ certificate: [SDM.certificateFilter] });
    expect(await json(await t.call('GET', '/api/staff/donations/?city_id=moscow', { token: moderator }))).toEqual({ city_id: [MSG.id] });
  });
});

describe('one donation', () => {
  it('the donor with contacts, the certificate, the history, and likely duplicates', async () => {
    const anna = await itemOf('Анна Иванова');
    const d = await detail(anna.id);
    expect(d).toMatchObject({ status: 'pre_accepted', donor: { name: 'Анна Иванова', email: DEMO_ACCOUNTS.donor.email, phone: DEMO_ACCOUNTS.donor.phone } });
    expect(d.certificate).toMatchObject({ url: `/api/picture/${d.certificate!.id}/` });
    expect(d.history.length).toBe(d.history_count);
    expect(d.history.every((h) => h.id !== d.id && h.status === 'accepted')).toBe(true);
    expect(d.duplicates).toEqual([]);

    const dmitry = await detail((await itemOf('Дмитрий Кузнецов')).id);
    expect(dmitry.duplicates).toEqual([expect.objectContaining({ donate_at: dmitry.donate_at, match: 'same_day_same_station', source: 'station', status: 'accepted' })]);
    expect((await t.call('GET', '/api/staff/donations/999999/', { token: moderator })).status).toBe(404);
  });

  it('the certificate opens for its donor and for moderators, for no one else', async () => {
    const d = await detail((await itemOf('Анна Иванова')).id);
    const url = d.certificate!.url;
    const as = async (token?: string) => (await t.call('GET', url, token ? { token } : {})).status;
    expect(await as(moderator)).toBe(200);
    expect(await as(donor)).toBe(200);
    expect(await as(nurse)).toBe(404);
    expect(await as()).toBe(404);
    // Cookie too (an <img> cannot send the header).
    expect((await t.call('GET', url, { headers: { cookie: `token=${moderator}` } })).status).toBe(200);
  });
});

describe('verdicts', () => {
  it('bad bodies → 400 with the field: no verdict, reject without a reason, «other» without words', async () => {
    const { id } = await itemOf('Игорь Соколов');
    expect(await json(await verdict(id, {}))).toEqual({ verdict: [SDM.verdictChoice] });
    expect(await json(await verdict(id, { verdict: 'reject' }))).toEqual({ reason: [SDM.reasonRequired] });
    expect(await json(await verdict(id, { verdict: 'reject', reason: '' }))).toEqual({ reason: [SDM.reasonRequired] });
    expect(await json(await verdict(id, { verdict: 'reject', reason: 'ugly' }))).toEqual({ reason: [MSG.choice] });
    expect(await json(await verdict(id, { verdict: 'reject', reason: 'other', comment: '  ' }))).toEqual({ comment: [SDM.commentRequired] });
    expect(await json(await verdict(id, { verdict: 'maybe' }))).toEqual({ verdict: [SDM.verdictChoice] });
    expect(await json(await verdict(id, { verdict: 'accept', expected_status: 'done' }))).toEqual({ expected_status: [MSG.choice] });
    expect(await json(await verdict(id, { verdict: 'reject', reason: 'other', comment: 'я'.repeat(1001) }))).toEqual({ comment: [MSG.tooLong(1000)] });
    expect((await detail(id)).status).toBe('pre_accepted');
    expect((await verdict(999999, { verdict: 'accept' })).status).toBe(404);
  });

  it('reject: the reason and words kept, audited, the donor told by SMS when they have only a phone; a second verdict → 409', async () => {
    const { id } = await itemOf('Игорь Соколов');
    const res = await verdict(id, { verdict: 'reject', reason: 'no_certificate', comment: 'Приложите фото справки', expected_status: 'pre_accepted' });
    expect(res.status).toBe(200);
    const d = StaffDonationDetail.parse(await res.json());
    expect(d).toMatchObject({ status: 'rejected', review: { by: { name: 'Ольга Смирнова' }, reason: 'no_certificate', comment: 'Приложите фото справки' } });
    expect((await queue('?page_size=100')).results.some((r) => r.id === id)).toBe(false);

    const [audit, ...more] = await audits(id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ action: 'donation.reject', actor_role: 'moderator', object_id: String(id), before: { status: 'pre_accepted' }, after: { status: 'rejected', reject_reason: 'no_certificate' } });

    const [sms] = await messagesTo('+79990000103');
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.body).toContain('не подтверждена — нет справки о донации');

    // The same moderator's exact repeat: the same answer, nothing new.
    const again = await verdict(id, { verdict: 'reject', reason: 'no_certificate', comment: 'Приложите фото справки' });
    expect(again.status).toBe(200);
    expect(await audits(id)).toHaveLength(1);
    expect(await messagesTo('+79990000103')).toHaveLength(1);
    // Anything else is too late.
    for (const [token, body] of [[moderator2, { verdict: 'reject', reason: 'no_certificate', comment: 'Приложите фото справки' }], [moderator, { verdict: 'accept' }]] as const) {
      const late = await verdict(id, body, token);
      expect(late.status).toBe(409);
      expect(await late.json()).toEqual({ detail: 'Уже рассмотрено' });
    }
    expect(await audits(id)).toHaveLength(1);
  });

  it('two moderators at once: one 200, one 409 «Уже рассмотрено», one audit record', async () => {
    const { id } = await itemOf('Мария Соколова');
    const [a, b] = await Promise.all([verdict(id, { verdict: 'accept' }, moderator), verdict(id, { verdict: 'reject', reason: 'duplicate' }, moderator2)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await loser.json()).toEqual({ detail: 'Уже рассмотрено' });
    expect(await audits(id)).toHaveLength(1);
  });

  it('accept: counted in the ranking at once, audited, the donor told by e-mail', async () => {
    const olga = await itemOf('Ольга Петрова');
    const stationTop = async () => {
      const res = await t.call('GET', `/api/users_top/?blood_station_id=${olga.blood_station!.id}&page_size=100`);
      return UsersTop.parse(await res.json()).items.results.find((r) => r.name.startsWith('Ольга П'))?.counts.total ?? 0;
    };
    const before = await stationTop();
    expect(before).toBe(2);
    const res = await verdict(olga.id, { verdict: 'accept', expected_status: 'pre_accepted', submitted_at: olga.submitted_at });
    expect(res.status).toBe(200);
    expect(StaffDonationDetail.parse(await res.json())).toMatchObject({ status: 'accepted', review: { reason: null, comment: null } });
    expect(await stationTop()).toBe(before + 1);
    expect((await audits(olga.id))[0]).toMatchObject({ action: 'donation.accept', before: { status: 'pre_accepted' }, after: { status: 'accepted' } });
    const [mail] = await messagesTo('olga.petrova@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: expect.stringMatching(/^Донация .+ подтверждена$/) });
  });

  it('a stale view → 409: the status or the version the moderator saw is not the donation\'s any more', async () => {
    const alsu = await itemOf('Алсу Галиева');
    expect(await json(await verdict(alsu.id, { verdict: 'accept', expected_status: 'rejected' }))).toEqual({ detail: 'Уже рассмотрено' });
    expect(await json(await verdict(alsu.id, { verdict: 'accept', submitted_at: '2020-01-01T00:00:00.000Z' }))).toEqual({ detail: SDM.changedByDonor });
    expect((await detail(alsu.id)).status).toBe('pre_accepted');
  });
});

describe('the donor\'s side', () => {
  it('a refusal shows in the cabinet with its reason; editing sends it again (nothing deleted), the donor never sets the status', async () => {
    const anna = await itemOf('Анна Иванова');
    // Her e-mail switched off: the verdict comes by SMS.
    expect((await t.call('POST', '/api/notifications/toggle/', { token: donor, body: { channel: 'email' } })).status).toBe(200);
    const rejected = await verdict(anna.id, { verdict: 'reject', reason: 'date_mismatch', comment: 'В справке другая дата' });
    expect(rejected.status).toBe(200);
    const [sms] = await messagesTo(DEMO_ACCOUNTS.donor.phone);
    expect(sms!.body).toContain('дата не совпадает со справкой');
    expect(sms!.body).toContain(`/profile/donations/${anna.id}/edit`);

    const mine = Donation.parse(await json(await t.call('GET', `/api/donations/${anna.id}/`, { token: donor })));
    expect(mine).toMatchObject({ status: 'rejected', rejection: { reason: 'date_mismatch', comment: 'В справке другая дата' } });
    const list = DonationList.parse(await json(await t.call('GET', '/api/donations/?status=rejected', { token: donor })));
    expect(list.results.map((d) => d.id)).toEqual([anna.id]);
    // The public part says nothing of the refusal.
    expect(Object.keys(await json(await t.call('GET', `/api/donations/${anna.id}/`)) as object)).not.toContain('rejection');

    // Trying to set the status does nothing but send it again.
    const day = new Date(Date.parse(`${mine.donate_at}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const fixed = await t.call('PATCH', `/api/donations/${anna.id}/`, { token: donor, body: { donate_at: day, status: 'accepted' } });
    expect(fixed.status).toBe(200);
    expect(Donation.parse(await fixed.json())).toMatchObject({ status: 'pre_accepted', donate_at: day, rejection: null });
    const back = await itemOf('Анна Иванова');
    expect(back).toMatchObject({ id: anna.id, resubmitted: true });
    expect(back.submitted_at > anna.submitted_at).toBe(true);
    expect((await detail(anna.id)).review).toMatchObject({ reason: 'date_mismatch' }); // the earlier refusal, for the moderator
    // The moderator's old view is stale now.
    expect((await verdict(anna.id, { verdict: 'accept', submitted_at: anna.submitted_at })).status).toBe(409);
    expect((await verdict(anna.id, { verdict: 'accept', submitted_at: back.submitted_at })).status).toBe(200);
    const accepted = Donation.parse(await json(await t.call('GET', `/api/donations/${anna.id}/`, { token: donor })));
    expect(accepted).toMatchObject({ status: 'accepted', rejection: null });
    // Accepted: its date stays as verified.
    expect(await json(await t.call('PATCH', `/api/donations/${anna.id}/`, { token: donor, body: { donate_at: mine.donate_at } }))).toEqual({ donate_at: [MSG.donationConfirmed] });
  });

  it('a new donation is sent for review at once; a rejected one resends even unchanged', async () => {
    const fresh = await loginAs(t, 'fresh');
    const created = Donation.parse(await json(await t.call('POST', '/api/donations/', { token: fresh, body: { donate_at: '2026-01-05', blood_class: 'blood', blood_station_id: 1 } })));
    const item = (await queue('?page_size=100')).results.find((r) => r.id === created.id)!;
    expect(item).toMatchObject({ resubmitted: false, has_certificate: false });
    // new@example.com is the second moderator here: nobody confirms their own donation.
    const own = await verdict(created.id, { verdict: 'accept' }, moderator2);
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ detail: SDM.ownDonation });
    expect((await verdict(created.id, { verdict: 'reject', reason: 'no_certificate' }, moderator)).status).toBe(200);
    const resent = await t.call('PATCH', `/api/donations/${created.id}/`, { token: fresh, body: {} });
    expect(Donation.parse(await resent.json()).status).toBe('pre_accepted');
    expect((await queue('?page_size=100')).results.some((r) => r.id === created.id)).toBe(true);
  });
});
