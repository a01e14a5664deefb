// F12 (audit 2026-11): recover, check_sms_code and registration told known accounts from
// unknown ones, with no limit spent. Now they answer the same either way, and the limits are
// spent before the lookup (docs/SECURITY.md "Перебор аккаунтов").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, makeTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });
const post = (path: string, body: unknown, ip = freshIp()) => t.call('POST', path, { body, ip });
const outbox = async (target: string) =>
  (await (await t.app.request(`/api/dev/outbox.json?target=${encodeURIComponent(target)}`)).json()) as { body: string }[];

describe('F12: account enumeration', () => {
  it('recover answers the same for an unknown and a known account', async () => {
    const unknown = await answer(await post('/api/auth/recover/', { username: 'nobody-probe@example.com' }));
    const known = await answer(await post('/api/auth/recover/', { username: 'manager@example.com' }));
    expect(unknown).toEqual({ status: 200, body: { detail: 'Если такой аккаунт есть, мы отправили на него код' } });
    expect(known).toEqual(unknown);
  });

  it('check_sms_code answers the same for an unknown account, a known one, and one with a live code', async () => {
    const unknown = await answer(await post('/api/auth/check_sms_code/', { username: 'nobody-probe@example.com', code: '000000' }));
    const known = await answer(await post('/api/auth/check_sms_code/', { username: 'demo@example.com', code: '000000' }));
    const code = await t.lastCode('manager@example.com');
    const live = await answer(await post('/api/auth/check_sms_code/', { username: 'manager@example.com', code: code === '000000' ? '000001' : '000000' }));
    expect(unknown.status).toBe(400);
    expect(known).toEqual(unknown);
    expect(live).toEqual(unknown);
  });

  it('registration of a taken e-mail or phone answers 201 like a new one; the owner gets a notice, not a code', async () => {
    const fresh = await post('/api/auth/registration/', { accept_terms: true, accept_personal_data: true, email: 'brand-new-probe@example.com', password: 'Probe-pass-2026', first_name: 'Проба' });
    const email = await post('/api/auth/registration/', { accept_terms: true, accept_personal_data: true, email: 'manager@example.com', password: 'Probe-pass-2026', first_name: 'Проба' });
    const phone = await post('/api/auth/registration/', { accept_terms: true, accept_personal_data: true, phone: '+79990000001', password: 'Probe-pass-2026', first_name: 'Проба' });
    for (const res of [fresh, email, phone]) {
      expect(res.status).toBe(201);
      expect(Object.keys((await res.json()) as object)).toEqual(['user_id']);
    }
    const [notice] = await outbox('manager@example.com');
    expect(notice?.body).toContain('аккаунт с ним уже есть');
    expect(notice?.body).not.toMatch(/\d{6}/);
    expect((await outbox('+79990000001'))[0]?.body).toContain('Аккаунт с этим номером уже есть');
    // The notice's registration confirms nothing and answers like any other.
    const { user_id } = (await (await post('/api/auth/registration/', { accept_terms: true, accept_personal_data: true, email: 'manager@example.com', password: 'Probe-pass-2026', first_name: 'Проба' })).json()) as { user_id: number };
    const guess = await post('/api/auth/confirm_email_reg/', { user_id, email: 'manager@example.com', code: '123456' });
    expect(await guess.json()).toEqual({ code: ['Неверный код'] });
    t.clock.advance(10 * 60_000); // past the per-target send limit
    expect((await post('/api/auth/resend_email_code/', { user_id })).status).toBe(200);
    expect((await outbox('manager@example.com'))[0]?.body).toContain('аккаунт с ним уже есть');
  });

  it('probes of unknown accounts spend the per-address limits (429), before any lookup', async () => {
    const ip = freshIp();
    const sends: number[] = [];
    for (let i = 0; i < 21; i++) sends.push((await post('/api/auth/recover/', { username: `nobody${i}@example.com` }, ip)).status);
    expect(sends.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(sends[20]).toBe(429);
    const ip2 = freshIp();
    const checks: number[] = [];
    for (let i = 0; i < 31; i++) checks.push((await post('/api/auth/check_sms_code/', { username: `nobody${i}@example.com`, code: '000000' }, ip2)).status);
    expect(checks.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(checks[30]).toBe(429);
  });
});
