// Partner bonuses over HTTP on PGlite (docs/recognition.md «Бонусы»): the catalogue, why a donor
// cannot take a bonus, once per donor, the code only to its taker, the race for the last code,
// link_checked and feedback.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bonus, BonusList } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import { bonusCodes, bonuses } from '../../schema.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { newDonor } from './test-donors.ts';

let t: TestApi;
let demo = '';
let fresh = '';
const byTitle = new Map<string, Bonus>();
beforeAll(async () => {
  t = await makeTestApi();
  demo = await t.login('demo@example.com', 'demo-donor-2026');
  fresh = await t.login('new@example.com', 'new-donor-2026');
  const res = await t.call('GET', '/api/bonuses/?page_size=100');
  for (const b of ((await res.json()) as BonusList).results) byTitle.set(b.title, b);
});
afterAll(async () => t?.handle.close());

const bonus = (title: string) => byTitle.get(title)!;
const take = (token: string, bonusId: unknown) => t.call('POST', '/api/bonuses/get_bonus/', { token, body: { bonus_id: bonusId } });

describe('catalogue', () => {
  it('lists the seeded offers publicly, without anyone\'s code', async () => {
    expect(byTitle.size).toBe(12);
    const recent = bonus('Капучино в подарок');
    expect(recent.condition).toEqual({ kind: 'donation_within_days', days: 60 });
    expect(recent.condition_text).toBe('Для доноров, сдавших кровь за последние 60 дней');
    expect(recent.can_take).toBe(false);
    expect(recent.cannot_take_reason).toBe(RMSG.bonusLogin);
    expect(bonus('Чай с чак-чаком').codes_left).toBe(1);
    expect([...byTitle.values()].every((b) => b.taken === null)).toBe(true);
  });

  it('narrows to a city and city-less offers', async () => {
    const res = await t.call('GET', '/api/bonuses/?city_id=50&page_size=100');
    const list = (await res.json()) as BonusList;
    expect(list.results.length).toBe(6);
    expect(list.results.every((b) => b.city === null || b.city.id === 50)).toBe(true);
  });

  it('answers 404 for a missing bonus and 400 for a bad city', async () => {
    expect((await t.call('GET', '/api/bonuses/999999/')).status).toBe(404);
    expect((await t.call('GET', '/api/bonuses/?city_id=abc')).status).toBe(400);
  });
});

describe('taking a bonus', () => {
  it('tells a donor without a recent donation why not, and gives nothing', async () => {
    const id = bonus('Капучино в подарок').id;
    const seen = (await (await t.call('GET', `/api/bonuses/${id}/`, { token: fresh })).json()) as Bonus;
    expect(seen.can_take).toBe(false);
    expect(seen.cannot_take_reason).toBe('Бонус доступен донорам, сдавшим кровь за последние 60 дней');
    const res = await take(fresh, id);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: ['Бонус доступен донорам, сдавшим кровь за последние 60 дней'] });
    const old = await newDonor(t, [61]);
    expect((await take(old.token, id)).status).toBe(400);
    const counted = await newDonor(t, [1]);
    expect(await (await take((await newDonor(t, [10, 400])).token, bonus('Скидка 30% на билет').id)).json()).toEqual({ non_field_errors: [RMSG.bonusNeedsDonations(3)] });
    expect((await take(counted.token, id)).status).toBe(200);
  });

  it('gives the demo donor a code once, shown only to them', async () => {
    const id = bonus('Капучино в подарок').id;
    const before = bonus('Капучино в подарок').codes_left;
    const res = await take(demo, id);
    expect(res.status).toBe(200);
    const got = (await res.json()) as { bonus_id: number; code: string };
    expect(got.bonus_id).toBe(id);
    expect(got.code).toMatch(/^[A-Z0-9]{8}\d+$/);
    const again = await take(demo, id);
    expect(await again.json()).toEqual({ non_field_errors: [RMSG.bonusTaken] });
    const mine = (await (await t.call('GET', `/api/bonuses/${id}/`, { token: demo })).json()) as Bonus;
    expect(mine.taken?.code).toBe(got.code);
    expect(mine.cannot_take_reason).toBe(RMSG.bonusTaken);
    expect(mine.codes_left).toBe(before - 2); // the demo donor's and the 1-day donor's of the test above
    const theirs = (await (await t.call('GET', `/api/bonuses/${id}/`, { token: fresh })).json()) as Bonus;
    expect(theirs.taken).toBeNull();
    expect(JSON.stringify(await (await t.call('GET', '/api/bonuses/?page_size=100')).json())).not.toContain(got.code);
    const profile = (await (await t.call('GET', '/api/profile/bonuses/', { token: demo })).json()) as BonusList;
    expect(profile.results.map((b) => [b.id, b.taken?.code])).toEqual([[id, got.code]]);
  });

  it('gives the last code to exactly one of two racing donors', async () => {
    const id = bonus('Чай с чак-чаком').id;
    const [a, b] = await Promise.all([newDonor(t), newDonor(t)]);
    const answers = await Promise.all([take(a!.token, id), take(b!.token, id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = answers.find((r) => r.status === 400)!;
    expect(await loser.json()).toEqual({ non_field_errors: [RMSG.bonusNoCodes] });
    const taken = await t.handle.db.select().from(bonusCodes).where(eq(bonusCodes.bonusId, id));
    expect(taken.length).toBe(1);
    expect([a!.id, b!.id]).toContain(taken[0]!.takenBy);
    const after = (await (await t.call('GET', `/api/bonuses/${id}/`)).json()) as Bonus;
    expect(after.codes_left).toBe(0);
  });

  it('lets one donor take one code even on a double click', async () => {
    const id = bonus('Скидка 10% на всё').id;
    const d = await newDonor(t);
    const answers = await Promise.all([take(d.token, id), take(d.token, id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const rows = await t.handle.db.select().from(bonusCodes).where(eq(bonusCodes.takenBy, d.id));
    expect(rows.length).toBe(1);
  });

  it('refuses an expired bonus, a guest, and bad bodies with Russian field errors', async () => {
    const id = bonus('Скидка 15% на препараты железа').id;
    await t.handle.db.update(bonuses).set({ validUntil: '2020-01-01' }).where(eq(bonuses.id, id));
    expect(await (await take(demo, id)).json()).toEqual({ non_field_errors: [RMSG.bonusExpired] });
    expect((await t.call('POST', '/api/bonuses/get_bonus/', { body: { bonus_id: id } })).status).toBe(401);
    expect(await (await take(demo, 'abc')).json()).toEqual({ bonus_id: ['Введите корректный идентификатор'] });
    expect(await (await take(demo, null)).json()).toEqual({ bonus_id: ['Поле не может быть пустым'] });
    expect(await (await take(demo, 999999)).json()).toEqual({ bonus_id: [RMSG.bonusNotFound] });
  });
});

describe('link checked and feedback', () => {
  it('records that the donor opened the partner link', async () => {
    const id = bonus('Скидка 20% в интернет-магазине').id;
    const res = await t.call('POST', '/api/bonuses/link_checked/', { token: demo, body: { bonus_id: id } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { bonus_id: number }).bonus_id).toBe(id);
    expect((await t.call('POST', '/api/bonuses/link_checked/', { token: demo, body: { bonus_id: 999999 } })).status).toBe(400);
  });

  it('takes feedback once from a donor who took the bonus, then PATCH', async () => {
    const id = bonus('Капучино в подарок').id;
    const url = `/api/bonuses/${id}/feedback/`;
    expect(await (await t.call('GET', url, { token: demo })).json()).toBeNull();
    expect(await (await t.call('POST', url, { token: fresh, body: { rating: 5 } })).json()).toEqual({ non_field_errors: [RMSG.bonusNotTaken] });
    expect(await (await t.call('POST', url, { token: demo, body: { rating: 6 } })).json()).toEqual({ rating: ['Оценка — целое число от 1 до 5'] });
    const created = await t.call('POST', url, { token: demo, body: { rating: 4, text: 'Вкусно' } });
    expect(created.status).toBe(201);
    expect((await t.call('POST', url, { token: demo, body: { rating: 4 } })).status).toBe(400);
    const patched = await t.call('PATCH', url, { token: demo, body: { rating: 5 } });
    expect(await patched.json()).toMatchObject({ bonus_id: id, rating: 5, text: 'Вкусно' });
    expect(await (await t.call('GET', url, { token: demo })).json()).toMatchObject({ rating: 5 });
    expect((await t.call('PATCH', url, { token: fresh, body: { rating: 1 } })).status).toBe(404);
    expect((await t.call('GET', '/api/bonuses/999999/feedback/', { token: demo })).status).toBe(404);
  });
});
