// Donor advice over HTTP on PGlite (docs/recognition.md «Советы»; spec §4 Advice form): the flags
// for a guest, a donor without a donation and a donor with one; once per donor; validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdviceList } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { newDonor } from './test-donors.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => t?.handle.close());

const list = async (token?: string) => (await (await t.call('GET', '/api/advices/', { token })).json()) as AdviceList;
const send = (token: string, body: unknown) => t.call('POST', '/api/advices/', { token, body });

describe('advice', () => {
  it('shows the seeded advice newest first to a guest, who cannot add', async () => {
    const guest = await list();
    expect(guest.results.length).toBeGreaterThanOrEqual(3);
    const times = guest.results.map((a) => a.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(guest.results.every((a) => /^\S+ \S\.$|^\S+$/.test(a.author_name))).toBe(true);
    expect(guest).toMatchObject({ can_add: false, can_submit_form: false });
  });

  it('a donor without a donation can open the form but not submit', async () => {
    const d = await newDonor(t);
    expect(await list(d.token)).toMatchObject({ can_add: true, can_submit_form: false });
    const res = await send(d.token, { text: 'Пейте больше воды' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [RMSG.adviceNeedsDonation] });
  });

  it('a donor with a donation sends advice once; it comes first, signed «Имя Ф.»', async () => {
    const d = await newDonor(t, [5], 'Олег', 'Петров');
    expect(await list(d.token)).toMatchObject({ can_add: true, can_submit_form: true });
    expect(await (await send(d.token, { text: '   ' })).json()).toEqual({ text: ['Поле не может быть пустым'] });
    expect(await (await send(d.token, { text: 'а'.repeat(1001) })).json()).toEqual({ text: ['Не более 1000 символов'] });
    expect(await (await send(d.token, { text: 5 })).json()).toEqual({ text: ['Проверьте правильность типа введенного поля'] });
    t.clock.advance(60_000);
    const res = await send(d.token, { text: '  Перед донацией хорошо позавтракайте.  ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ text: 'Перед донацией хорошо позавтракайте.', author_name: 'Олег П.' });
    expect(await (await send(d.token, { text: 'Ещё один совет' })).json()).toEqual({ non_field_errors: [RMSG.adviceSent] });
    const after = await list(d.token);
    expect(after).toMatchObject({ can_add: false, can_submit_form: false });
    expect(after.results[0]).toMatchObject({ text: 'Перед донацией хорошо позавтракайте.', author_name: 'Олег П.' });
    expect((await t.call('POST', '/api/advices/', { body: { text: 'x' } })).status).toBe(401);
  });
});
