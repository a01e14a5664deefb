// Help-me moderation and reports (docs/helpme.md «Модерация»; helpme-moderation.ts): who sees a
// request before and after a moderator publishes it (the page, the photo, every list, joining),
// the queue, verdicts with their reasons and the stale 409, the author's resubmission and the
// messages the author gets, reports (idempotent, rate-limited, hiding at the threshold), and a
// report racing an approval.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecipientNeed, RecipientNeedList } from '@donor/shared/contract/helpme';
import { HelpmeQueue, HelpmeQueueItem } from '@donor/shared/contract/staff-helpme';
import * as HM from '@donor/shared/staff-helpme-messages';
import * as SM from '@donor/shared/staff-messages';
import * as MSG from '@donor/shared/messages';
import { outbox, pictures, rateEvents, recipientReports, staffAudit, stationStaff, users } from '../../schema.ts';
import { needs } from '../helpme/schema.ts';
import { helpmeForm, jpegWithGps, makeHelpmeTest, type HelpmeTest } from '../helpme/helpme-fixtures.ts';
import { REPORTS_TO_HIDE, REPORT_RATE } from './helpme-moderation.ts';

type Account = { id: number; token: string };
let t: HelpmeTest;
let author: Account;
let donor: Account;
let moderator: Account;
let moderator2: Account;
let nurse: Account;
beforeAll(async () => {
  t = await makeHelpmeTest();
  author = await t.account();
  donor = await t.account();
  moderator = await t.account({ staff: true });
  moderator2 = await t.account({ staff: true });
  nurse = await t.account();
  await t.handle.db.insert(stationStaff).values({ userId: nurse.id, bloodStationId: t.moscowStation, grantedAt: t.clock.now });
});
afterAll(async () => {
  await t?.handle.close();
});

const photo = async () => new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' });

/** A new request of `author` (pending), with a photo unless told otherwise. */
async function submit(over: Record<string, string | Blob | null> = {}): Promise<RecipientNeed> {
  await t.handle.db.delete(rateEvents);
  const res = await t.postForm(helpmeForm(t, { _image: await photo(), ...over }), author.token);
  expect(res.status, await res.clone().text()).toBe(201);
  return RecipientNeed.parse(await res.json());
}
const verdict = (id: number, body: unknown, token = moderator.token) => t.call('POST', `/api/staff/helpme/${id}/verdict/`, { token, body });
async function approve(id: number, expected: HM.ModerationState = 'pending'): Promise<HelpmeQueueItem> {
  const res = await verdict(id, { verdict: 'approve', expected });
  expect(res.status, await res.clone().text()).toBe(200);
  return HelpmeQueueItem.parse(await res.json());
}
const queue = async (state: string, token = moderator.token) => {
  const res = await t.call('GET', `/api/staff/helpme/?state=${state}&page_size=100`, { token });
  expect(res.status).toBe(200);
  return HelpmeQueue.parse(await res.json()).results;
};
const detail = (id: number, token?: string) => t.call('GET', `/api/address_needs/${id}/`, { token });
const photoOf = (url: string, token?: string) => t.upApp.request(url, { headers: token ? { authorization: `Token ${token}` } : {} });
const listIds = async (query: string) => RecipientNeedList.parse(await (await t.call('GET', `/api/address_needs/?${query}&page_size=100`)).json()).results.map((n) => n.id);
const report = (id: number, body: unknown, opts: { token?: string; ip?: string } = {}) => t.call('POST', `/api/address_needs/${id}/report/`, { body, ...opts });
const stateOf = async (id: number) => (await t.handle.db.select().from(needs).where(eq(needs.id, id)))[0]!;
const openReports = async (id: number) => (await t.handle.db.select().from(recipientReports).where(and(eq(recipientReports.addressNeedId, id), isNull(recipientReports.resolvedAt)))).length;
const mailTo = async (userId: number) => {
  const [u] = await t.handle.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return t.handle.db.select().from(outbox).where(eq(outbox.target, u!.email!)).orderBy(asc(outbox.id));
};

describe('who sees a request before and after it is published', () => {
  it('pending: the author and moderators only — the page, the photo; no list, no joining; approved: everyone', async () => {
    const need = await submit();
    expect(need.moderation).toMatchObject({ state: 'pending', can_edit: false, reason: null });
    expect(need.moderation!.submitted_at).toBe(t.clock.now.toISOString());
    const viewers: Array<[string, string | undefined, boolean]> = [
      ['anonymous', undefined, false], ['author', author.token, true], ['another donor', donor.token, false], ['moderator', moderator.token, true],
    ];
    const lists = ['main_page=true&city_id=1', `blood_station=${t.moscowStation}`, 'city_id=0'];
    for (const [who, token, sees] of viewers) {
      expect((await detail(need.id, token)).status, `${who}: page`).toBe(sees ? 200 : 404);
      expect((await photoOf(need.image!, token)).status, `${who}: photo`).toBe(sees ? 200 : 404);
    }
    for (const q of lists) expect(await listIds(q), q).not.toContain(need.id);
    const join = await t.call('POST', '/api/address_needs_joined_users/', { token: donor.token, body: { address_need_id: need.id, timeslot_id: need.time_slots[0]!.id } });
    expect(await join.json()).toEqual({ address_need_id: [MSG.helpmeNeedMissing] });
    // Closing someone else's hidden request: it does not exist for them.
    expect((await t.call('PATCH', `/api/address_needs/${need.id}/`, { token: donor.token, body: { status: 'found' } })).status).toBe(404);

    await approve(need.id);
    for (const [who, token] of viewers) {
      expect((await detail(need.id, token)).status, `${who}: page`).toBe(200);
      expect((await photoOf(need.image!, token)).status, `${who}: photo`).toBe(200);
    }
    for (const q of lists) expect(await listIds(q), q).toContain(need.id);
    // A published request's photo is cached for minutes, not a year: hiding it must take effect.
    expect((await photoOf(need.image!)).headers.get('cache-control')).toBe('public, max-age=300');
    // Others never see the review; the author does.
    expect(RecipientNeed.parse(await (await detail(need.id)).json()).moderation).toBeNull();
    expect(RecipientNeed.parse(await (await detail(need.id, donor.token)).json()).moderation).toBeNull();
    expect(RecipientNeed.parse(await (await detail(need.id, author.token)).json()).moderation).toMatchObject({ state: 'published' });
  });
});

describe('the queue', () => {
  it('anonymous 401, a donor or station staff 403, a bad state 400', async () => {
    expect((await t.call('GET', '/api/staff/helpme/')).status).toBe(401);
    for (const token of [donor.token, nurse.token]) {
      expect((await t.call('GET', '/api/staff/helpme/', { token })).status).toBe(403);
      expect((await verdict(1, { verdict: 'approve', expected: 'pending' }, token)).status).toBe(403);
    }
    const bad = await t.call('GET', '/api/staff/helpme/?state=lost', { token: moderator.token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ state: [MSG.choice] });
  });

  it('pending requests oldest first, unmasked, with the author and the photo the moderator can open', async () => {
    const first = await submit({ last_name: 'Первая' });
    t.clock.advance(60_000);
    const second = await submit({ last_name: 'Вторая', _image: null });
    const items = await queue('pending');
    expect(items.every((i) => i.moderation === 'pending')).toBe(true);
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const item = items.find((i) => i.id === first.id)!;
    const [me] = await t.handle.db.select({ email: users.email }).from(users).where(eq(users.id, author.id));
    expect(item).toMatchObject({ last_name: 'Первая', birth_date: '1984-03-09', search_reason: 'Плановая операция, нужна кровь.', reports: [], open_reports: 0,
      author: { id: author.id, name: 'Тест Тестов', login: me!.email }, blood_station: { id: t.moscowStation }, city: { id: 1, title: 'Москва' } });
    expect((await photoOf(item.image!, moderator.token)).status).toBe(200);
    expect((await queue('hidden')).map((i) => i.id)).not.toContain(first.id);
  });

  it('the development seed leaves two Moscow requests of the demo donors waiting, one with a private photo', async () => {
    const seeded = (await queue('pending')).filter((i) => i.author?.login === 'demo@example.com' || i.author?.login === 'new@example.com');
    expect(seeded).toHaveLength(2);
    expect(seeded.every((i) => i.city?.id === 1 && i.status === 'search_in_progress')).toBe(true);
    const withPhoto = seeded.find((i) => i.image)!;
    // The seed stored it where the app keeps pictures by default (t.call's app, not upApp's folder).
    expect((await t.call('GET', withPhoto.image!)).status).toBe(404);
    expect((await t.call('GET', withPhoto.image!, { token: moderator.token })).status).toBe(200);
    expect((await detail(withPhoto.id)).status).toBe(404);
  });
});

describe('verdicts', () => {
  it('a reason is required for fix, reject and hide (and a comment for «другая причина»); unknown values are 400', async () => {
    const need = await submit();
    for (const v of ['fix', 'reject', 'hide'] as const) {
      const res = await verdict(need.id, { verdict: v, expected: 'pending' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ reason: [HM.reasonRequired] });
    }
    expect(await (await verdict(need.id, { verdict: 'fix', expected: 'pending', reason: 'other', comment: '  ' })).json()).toEqual({ comment: [HM.commentRequired] });
    expect(await (await verdict(need.id, { verdict: 'fix', expected: 'pending', reason: 'lazy' })).json()).toEqual({ reason: [MSG.choice] });
    expect(await (await verdict(need.id, { verdict: 'burn', expected: 'pending' })).json()).toEqual({ verdict: [MSG.choice] });
    expect((await verdict(99_999_999, { verdict: 'approve', expected: 'pending' })).status).toBe(404);
    expect((await stateOf(need.id)).moderation).toBe('pending');
  });

  it('a stale item is 409 «Уже рассмотрено»; two moderators at once: one verdict, one audit record', async () => {
    const need = await submit();
    const [a, b] = await Promise.all([
      verdict(need.id, { verdict: 'approve', expected: 'pending' }),
      verdict(need.id, { verdict: 'reject', expected: 'pending', reason: 'money' }, moderator2.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await loser.json()).toEqual({ detail: SM.alreadyReviewed });
    const audit = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.objectType, 'address_need'), eq(staffAudit.objectId, String(need.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorRole: 'moderator', before: { moderation: 'pending' } });
    expect(['helpme.approve', 'helpme.reject']).toContain(audit[0]!.action);
    // The same verdict again, as loaded before: stale too.
    expect((await verdict(need.id, { verdict: 'approve', expected: 'pending' })).status).toBe(409);
  });

  it('a verdict that does not apply to the state is 409; approving a published request with no reports too', async () => {
    const need = await submit();
    const res = await verdict(need.id, { verdict: 'hide', expected: 'pending', reason: 'offensive' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ detail: HM.verdictNotAllowed });
    await approve(need.id);
    expect((await verdict(need.id, { verdict: 'approve', expected: 'published' })).status).toBe(409);
  });

  it('«Нужно исправить» returns it to the author with the reason; the author edits and resends it: pending again', async () => {
    const need = await submit();
    const fixed = await verdict(need.id, { verdict: 'fix', expected: 'pending', reason: 'photo', comment: 'На фото посторонние люди' });
    expect(fixed.status).toBe(200);
    expect(HelpmeQueueItem.parse(await fixed.json())).toMatchObject({ moderation: 'needs_fix', reason: 'photo', moderated_by: { id: moderator.id } });
    const [audit] = await t.handle.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'helpme.fix'), eq(staffAudit.objectId, String(need.id))));
    expect(audit).toMatchObject({ actorId: moderator.id, after: { moderation: 'needs_fix', reason: 'photo', comment: 'На фото посторонние люди' } });

    const own = RecipientNeed.parse(await (await detail(need.id, author.token)).json());
    expect(own.moderation).toMatchObject({ state: 'needs_fix', reason: 'photo', reason_text: HM.VERDICT_REASON_TEXT.photo, comment: 'На фото посторонние люди', can_edit: true });
    expect(own).toMatchObject({ last_name: 'Смирнова', birth_date: '1984-03-09' }); // the data is kept
    expect((await detail(need.id)).status).toBe(404);
    const mail = (await mailTo(author.id)).at(-1)!;
    expect(mail).toMatchObject({ channel: 'email', subject: 'Запрос нужно исправить' });
    expect(mail.body).toContain(HM.VERDICT_REASON_TEXT.photo);
    expect(mail.body).toContain('На фото посторонние люди');
    expect(mail.body).toContain(`/helpme/?edit=${need.id}`);

    // Only the author resends; a bad field is the form's 400; the photo is dropped on request.
    const resend = (form: FormData, token = author.token) => t.upApp.request(`/api/address_needs/${need.id}/resubmit/`, { method: 'POST', headers: { authorization: `Token ${token}`, 'x-forwarded-for': '10.77.0.1' }, body: form });
    expect((await resend(helpmeForm(t), donor.token)).status).toBe(404);
    expect(await (await resend(helpmeForm(t, { first_name: '' }))).json()).toEqual({ first_name: [MSG.helpmeFirstName] });
    const before = t.clock.now;
    t.clock.advance(3_600_000);
    const form = helpmeForm(t, { search_reason: 'Операция 12 декабря, фото убрали.', required_donors_count: '4', remove_image: 'true' });
    const res = await resend(form);
    expect(res.status, await res.clone().text()).toBe(200);
    const again = RecipientNeed.parse(await res.json());
    expect(again).toMatchObject({ id: need.id, search_reason: 'Операция 12 декабря, фото убрали.', required_donors_count: 4, image: null });
    expect(again.moderation).toMatchObject({ state: 'pending', can_edit: false });
    expect(again.moderation!.submitted_at).toBe(t.clock.now.toISOString());
    expect(new Date(again.moderation!.submitted_at!).getTime()).toBeGreaterThan(before.getTime());
    // The old photo is gone with its file; the request waits in the queue again, still private.
    expect((await photoOf(need.image!, author.token)).status).toBe(404);
    expect((await queue('pending')).map((i) => i.id)).toContain(need.id);
    expect((await detail(need.id)).status).toBe(404);
    // A request under review is not changed under the moderator.
    const busy = await resend(helpmeForm(t));
    expect(busy.status).toBe(409);
    expect(await busy.json()).toEqual({ detail: HM.notEditable });
  });

  it('«Отклонить» keeps the data for the author, who can still fix and resend it; the author is told with the reason', async () => {
    const need = await submit();
    expect((await verdict(need.id, { verdict: 'reject', expected: 'pending', reason: 'money' })).status).toBe(200);
    const own = RecipientNeed.parse(await (await detail(need.id, author.token)).json());
    expect(own.moderation).toMatchObject({ state: 'rejected', reason_text: HM.VERDICT_REASON_TEXT.money, can_edit: true });
    const mail = (await mailTo(author.id)).at(-1)!;
    expect(mail.subject).toBe('Запрос отклонён');
    expect(mail.body).toContain(HM.VERDICT_REASON_TEXT.money);
    expect((await queue('rejected')).map((i) => i.id)).toContain(need.id);
  });

  it('approval is told too; a moderator hides a published request: out of public view, photo included', async () => {
    const need = await submit();
    await approve(need.id);
    expect((await mailTo(author.id)).at(-1)).toMatchObject({ subject: 'Запрос опубликован' });
    const res = await verdict(need.id, { verdict: 'hide', expected: 'published', reason: 'false_info', comment: 'Проверяем сведения' });
    expect(res.status).toBe(200);
    expect((await detail(need.id)).status).toBe(404);
    expect((await photoOf(need.image!)).status).toBe(404);
    expect(await listIds('city_id=0')).not.toContain(need.id);
    expect((await queue('hidden')).map((i) => i.id)).toContain(need.id);
    expect((await mailTo(author.id)).at(-1)).toMatchObject({ subject: 'Запрос скрыт' });
    const [pic] = await t.handle.db.select({ public: pictures.public }).from(pictures).where(eq(pictures.id, Number(/\d+/.exec(need.image!)![0])));
    expect(pic!.public).toBe(false);
  });
});

describe('reports', () => {
  it('only a published request can be reported; the reason is from the list', async () => {
    const need = await submit();
    expect((await report(need.id, { reason: 'fraud' })).status).toBe(404);
    await approve(need.id);
    expect(await (await report(need.id, {})).json()).toEqual({ reason: [HM.reasonRequired] });
    expect(await (await report(need.id, { reason: 'boring' })).json()).toEqual({ reason: [MSG.choice] });
    expect(await (await report(need.id, { reason: 'other', comment: 'x'.repeat(501) })).json()).toEqual({ comment: [MSG.tooLong(500)] });
    expect((await report(99_999_999, { reason: 'fraud' })).status).toBe(404);
  });

  it(`one report per visitor (a repeat changes nothing); ${REPORTS_TO_HIDE} reporters hide it; approval publishes it again and dismisses them`, async () => {
    const need = await submit();
    await approve(need.id);
    const first = await report(need.id, { reason: 'fraud', comment: 'Просят перевести деньги' }, { ip: '10.55.0.1' });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ detail: HM.reportThanks });
    const repeat = await report(need.id, { reason: 'offensive' }, { ip: '10.55.0.1' });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ detail: HM.reportThanks });
    expect(await openReports(need.id)).toBe(1);
    // The address is not stored in the clear.
    const [row] = await t.handle.db.select().from(recipientReports).where(eq(recipientReports.addressNeedId, need.id));
    expect(row!.reporterKey).not.toContain('10.55.0.1');
    expect((await report(need.id, { reason: 'false_info' }, { token: donor.token, ip: '10.55.0.2' })).status).toBe(201);
    expect((await report(need.id, { reason: 'false_info' }, { token: donor.token, ip: '10.55.0.3' })).status).toBe(200); // same account
    expect((await stateOf(need.id)).moderation).toBe('published');
    expect((await queue('reported')).find((i) => i.id === need.id)).toMatchObject({ moderation: 'published', open_reports: 2 });

    expect((await report(need.id, { reason: 'personal_data' }, { ip: '10.55.0.4' })).status).toBe(201);
    expect((await stateOf(need.id)).moderation).toBe('hidden');
    expect((await detail(need.id)).status).toBe(404);
    expect((await photoOf(need.image!)).status).toBe(404);
    expect(await listIds('city_id=0')).not.toContain(need.id);
    expect((await report(need.id, { reason: 'fraud' }, { ip: '10.55.0.1' })).status).toBe(200); // a repeat, even now
    const item = (await queue('hidden')).find((i) => i.id === need.id)!;
    expect(item).toMatchObject({ reason: HM.HIDDEN_BY_REPORTS, reason_text: HM.hiddenByReportsText, open_reports: 3 });
    expect(item.reports.map((r) => r.reason).sort()).toEqual(['false_info', 'fraud', 'personal_data']);
    expect(item.reports.find((r) => r.reason === 'fraud')).toMatchObject({ comment: 'Просят перевести деньги', by_user: false });
    expect((await mailTo(author.id)).at(-1)).toMatchObject({ subject: 'Запрос временно скрыт' });

    const back = await approve(need.id, 'hidden');
    expect(back).toMatchObject({ moderation: 'published', open_reports: 0 });
    expect((await detail(need.id)).status).toBe(200);
    expect((await photoOf(need.image!)).status).toBe(200);
    // The same people cannot hide it again; a new one only opens a new report.
    for (const ip of ['10.55.0.1', '10.55.0.4']) expect((await report(need.id, { reason: 'fraud' }, { ip })).status).toBe(200);
    expect((await report(need.id, { reason: 'fraud' }, { ip: '10.55.0.9' })).status).toBe(201);
    expect((await stateOf(need.id)).moderation).toBe('published');
    expect(await openReports(need.id)).toBe(1);
  });

  it(`at most ${REPORT_RATE.max} reports an hour from one address`, async () => {
    const need = await submit();
    await approve(need.id);
    for (let i = 0; i < REPORT_RATE.max; i++) expect((await report(need.id, { reason: 'other' }, { ip: '10.66.0.1' })).status).toBeLessThan(300);
    const res = await report(need.id, { reason: 'other' }, { ip: '10.66.0.1' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('a report arriving while a moderator approves: the end is consistent whichever goes first', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const need = await submit();
      await approve(need.id);
      for (let k = 0; k < REPORTS_TO_HIDE - 1; k++) expect((await report(need.id, { reason: 'fraud' }, { ip: `10.88.${round}.${k + 1}` })).status).toBe(201);
      // The moderator saw it published with two reports and dismisses them; a third reporter clicks at the same moment.
      const calls = [
        () => verdict(need.id, { verdict: 'approve', expected: 'published' }),
        () => report(need.id, { reason: 'offensive' }, { ip: `10.88.${round}.99` }),
      ];
      // Started together, or one a moment after the other, so both orders are seen.
      const late = <T,>(f: () => Promise<T>) => new Promise<T>((resolve, reject) => { setTimeout(() => { f().then(resolve, reject); }, 40); });
      const [approved, reported] = round % 2 === 0
        ? await Promise.all([calls[0]!(), round === 0 ? calls[1]!() : late(calls[1]!)])
        : await Promise.all([calls[1]!(), round === 1 ? calls[0]!() : late(calls[0]!)]).then(([r, a]) => [a, r] as const);
      expect(reported.status).toBe(201);
      const row = await stateOf(need.id);
      const open = await openReports(need.id);
      const [pic] = await t.handle.db.select({ public: pictures.public }).from(pictures).where(eq(pictures.id, row.pictureId!));
      if (approved.status === 200) {
        // Approval first: the two reports are dismissed, the late one stays open and alone.
        expect({ state: row.moderation, open }).toEqual({ state: 'published', open: 1 });
        outcomes.add('approve first');
      } else {
        // The report first: it reached the threshold and hid the request; the approval was stale.
        expect(approved.status).toBe(409);
        expect({ state: row.moderation, open }).toEqual({ state: 'hidden', open: REPORTS_TO_HIDE });
        outcomes.add('report first');
      }
      expect(pic!.public).toBe(row.moderation === 'published');
      expect((await detail(need.id)).status).toBe(row.moderation === 'published' ? 200 : 404);
    }
    // Usually both orders happen over the rounds; either one must end as above.
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });
});
