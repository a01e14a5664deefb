// F21 (audit 2026-11): the public planned-donor list and station tops showed a stable user id,
// there was no way to hide one's name, and names took bidi overrides and invisible-only values.
// docs/SECURITY.md "Публичные списки доноров", "Имена".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '@donor/shared/contract/common';
import { makeTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

type Row = Record<string, unknown> & { name: string };
const rows = async (path: string) => ((await (await t.call('GET', path)).json()) as { results: Row[] }).results;

describe('F21: public planned-donor list and name spoofing', () => {
  it('planned donors and station tops carry no user id', async () => {
    const lists = [
      await rows('/api/blood_stations/vladivostok-1/planned/?page_size=50'),
      await rows('/api/blood_stations/1/planned/?page_size=50'),
      await rows('/api/blood_stations/1/top/?page_size=50'),
      await rows('/api/blood_stations/1/top_halfyear/?page_size=50'),
    ];
    expect(lists.flat().length).toBeGreaterThan(0);
    for (const list of lists) {
      for (const [i, row] of list.entries()) {
        expect(row).not.toHaveProperty('user_id');
        expect(row).not.toHaveProperty('id');
        expect(row.position).toBe(i + 1);
      }
    }
  });

  it('a donor can hide their name from the public lists, and show it again', async () => {
    const token = await t.login('demo@example.com', 'demo-donor-2026');
    expect((await rows('/api/blood_stations/1/top/?page_size=50')).map((r) => r.name)).toContain('Анна И.');
    const hidden = await t.call('PATCH', '/api/auth/me/', { token, body: { hide_name: true } });
    expect(User.parse(await hidden.json()).hide_name).toBe(true);
    const names = (await rows('/api/blood_stations/1/top/?page_size=50')).map((r) => r.name);
    expect(names).not.toContain('Анна И.');
    expect(names).toContain('Донор');
    expect(User.parse(await (await t.call('GET', '/api/auth/me/', { token })).json()).hide_name).toBe(true);
    await t.call('PATCH', '/api/auth/me/', { token, body: { hide_name: false } });
    expect((await rows('/api/blood_stations/1/top/?page_size=50')).map((r) => r.name)).toContain('Анна И.');
  });

  it('names with bidi controls or only invisible characters → 400, on PATCH /me and on registration', async () => {
    const token = await t.login('new@example.com', 'new-donor-2026');
    const cases: [Record<string, string>, string, string][] = [
      [{ first_name: '\u202eпётр' }, 'first_name', 'Поле содержит недопустимые символы'],
      [{ first_name: 'Пётр\u2066' }, 'first_name', 'Поле содержит недопустимые символы'],
      [{ last_name: '\u200fНовиков' }, 'last_name', 'Поле содержит недопустимые символы'],
      [{ first_name: '\u200b' }, 'first_name', 'Поле не может быть пустым'],
      [{ first_name: '\u200b\u2060\ufeff \u200d' }, 'first_name', 'Поле не может быть пустым'],
      [{ last_name: '\u200c' }, 'last_name', 'Поле не может быть пустым'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.call('PATCH', '/api/auth/me/', { token, body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ [field]: [message] });
    }
    const reg = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, email: 'bidi@probe.example', password: 'Probe-pass-2026', first_name: '\u202eроман' } });
    expect(await reg.json()).toEqual({ first_name: ['Поле содержит недопустимые символы'] });
    const me = User.parse(await (await t.call('GET', '/api/auth/me/', { token })).json());
    expect(me.first_name).toBe('Пётр');
  });
});
