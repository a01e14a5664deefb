import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User, Profile } from '@donor/shared/contract/common';
import { freshIp, makeTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t.handle.close();
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('login, me, logout', () => {
  it('logs in by e-mail: token header, user body, /auth/me/ works', async () => {
    const res = await t.call('POST', '/api/auth/login/', { body: { username: 'demo@example.com', password: 'demo-donor-2026' } });
    expect(res.status).toBe(200);
    const token = res.headers.get('token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = User.parse(await res.json());
    expect(user).toMatchObject({ first_name: 'Анна', last_name: 'Иванова', city: { id: 1, title: 'Москва' }, donation_agg: { count: 15 } });
    const me = await t.call('GET', '/api/auth/me', { token: token! });
    expect(me.status).toBe(200);
    expect(User.parse(await me.json()).email).toBe('demo@example.com');
  });

  it('logs in by phone and shows managed organizations of a manager', async () => {
    const byPhone = await t.call('POST', '/api/auth/login/', { body: { username: '+7 999 000-00-01', password: 'demo-donor-2026' } });
    expect(byPhone.status).toBe(200);
    const token = await t.login('Manager@Example.com', 'demo-manager-2026');
    const profile = Profile.parse(await (await t.call('GET', '/api/profile/', { token })).json());
    expect(profile.city).toEqual({ id: 50, title: 'Казань' });
    expect(profile.managed_organizations).toHaveLength(3);
    const fresh = User.parse(await (await t.call('GET', '/api/auth/me/', { token: await t.login('new@example.com', 'new-donor-2026') })).json());
    expect(fresh).toMatchObject({ city: null, donation_agg: { count: 0 }, managed_organizations: [] });
  });

  it('rejects a wrong password with 400 non_field_errors', async () => {
    const res = await t.call('POST', '/api/auth/login/', { body: { username: 'demo@example.com', password: 'wrong-password' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: ['Неверный логин или пароль'] });
    const unknown = await t.call('POST', '/api/auth/login/', { body: { username: 'nobody@example.com', password: 'x' } });
    expect(unknown.status).toBe(400);
  });

  it('logout revokes the token (then 401), profile needs a token', async () => {
    const token = await t.login('demo@example.com', 'demo-donor-2026');
    expect((await t.call('POST', '/api/auth/logout/', { token })).status).toBe(200);
    const me = await t.call('GET', '/api/auth/me/', { token });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ detail: 'Недопустимый токен.' });
    expect((await t.call('GET', '/api/profile/')).status).toBe(401);
    // A stale token does not break public lists.
    expect((await t.call('GET', '/api/cities/?page_size=1', { token })).status).toBe(200);
  });

  it('PATCH /auth/me/ updates profile fields and validates them', async () => {
    const token = await t.login('new@example.com', 'new-donor-2026');
    const ok = await t.call('PATCH', '/api/auth/me/', { token, body: { last_name: 'Петров', city_id: 50, birth_date: '1999-12-31' } });
    expect(ok.status).toBe(200);
    expect(User.parse(await ok.json())).toMatchObject({ last_name: 'Петров', city: { id: 50 }, birth_date: '1999-12-31' });
    const bad = await t.call('PATCH', '/api/auth/me/', { token, body: { first_name: '  ', city_id: 999999, birth_date: '2999-01-01' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(await json(bad)).sort()).toEqual(['birth_date', 'first_name']);
    const noCity = await t.call('PATCH', '/api/auth/me/', { token, body: { city_id: 999999 } });
    expect(await noCity.json()).toEqual({ city_id: ['Город не найден'] });
    await t.call('PATCH', '/api/auth/me/', { token, body: { last_name: '', city_id: null, birth_date: null } });
  });

  it('backs off failed logins per account and address → 429 with Retry-After, other addresses unaffected', async () => {
    const ip = freshIp();
    const body = { username: 'manager@example.com', password: 'not-the-password' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.call('POST', '/api/auth/login/', { body, ip })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const res = await t.call('POST', '/api/auth/login/', { body: { ...body, password: 'demo-manager-2026' }, ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toEqual({ detail: 'Слишком много неудачных попыток входа. Повторите через 2 секунды или восстановите пароль' });
    // The owner elsewhere is not slowed down by those failures.
    expect((await t.call('POST', '/api/auth/login/', { body: { ...body, password: 'demo-manager-2026' } })).status).toBe(200);
    t.clock.advance(2_000);
    expect((await t.call('POST', '/api/auth/login/', { body: { ...body, password: 'demo-manager-2026' }, ip })).status).toBe(200);
  });
});

describe('registration', () => {
  it('by phone: 201 {user_id}, code in the outbox, confirm logs in', async () => {
    const res = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, phone: '+79161234567', password: 'secret-pass-1', first_name: 'Иван', tag: 'web' } });
    expect(res.status).toBe(201);
    const { user_id } = (await res.json()) as { user_id: number };
    // Not confirmed yet: cannot log in.
    expect((await t.call('POST', '/api/auth/login/', { body: { username: '+79161234567', password: 'secret-pass-1' } })).status).toBe(400);
    const code = await t.lastCode('+79161234567');
    const wrong = await t.call('POST', '/api/auth/confirm_phone_reg/', { body: { user_id, phone: '+79161234567', code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: ['Неверный код'] });
    const ok = await t.call('POST', '/api/auth/confirm_phone_reg/', { body: { user_id, phone: '+79161234567', code } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('token')).toBeTruthy();
    expect(User.parse(await ok.json())).toMatchObject({ id: user_id, phone: '+79161234567', first_name: 'Иван', email: null });
    // Reused code: the account is confirmed, the code spent.
    const again = await t.call('POST', '/api/auth/confirm_phone_reg/', { body: { user_id, phone: '+79161234567', code } });
    expect(again.status).toBe(400);
    // Phone now taken: answered like a new registration, the owner gets a notice and no code.
    const dup = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, phone: '+79161234567', password: 'other-pass-77', first_name: 'Иван' } });
    expect(dup.status).toBe(201);
    const notice = await t.call('GET', '/api/dev/outbox.json?target=%2B79161234567');
    expect(((await notice.json()) as { body: string }[])[0]?.body).toContain('Аккаунт с этим номером уже есть');
    await t.login('+79161234567', 'secret-pass-1');
  });

  it('by e-mail with a referral code: confirm logs in with the e-mail profile', async () => {
    const body = { accept_terms: true, accept_personal_data: true, email: 'Olga@Example.org', password: 'secret-pass-2', first_name: 'Ольга', last_name: 'Смирнова', city_id: 50, birth_date: '1995-05-05', tag: '' };
    const res = await t.call('POST', '/api/auth/registration/?referral_code=anna2026', { body });
    expect(res.status).toBe(201);
    const { user_id } = (await res.json()) as { user_id: number };
    const code = await t.lastCode('olga@example.org');
    const ok = await t.call('POST', '/api/auth/confirm_email_reg/', { body: { user_id, email: 'olga@example.org', code } });
    expect(ok.status).toBe(200);
    expect(User.parse(await ok.json())).toMatchObject({ email: 'olga@example.org', city: { id: 50, title: 'Казань' }, birth_date: '1995-05-05' });
    expect((await t.call('GET', '/api/auth/me/', { token: ok.headers.get('token')! })).status).toBe(200);
  });

  it('reports field errors for a bad registration', async () => {
    const res = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, email: 'not-an-email', password: 'short', first_name: '' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      email: ['Введите корректный e-mail'], password: ['Пароль не короче 8 символов'], first_name: ['Поле не может быть пустым'],
    });
    const phone = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, phone: '+1234', password: 'long-enough', first_name: 'A' } });
    expect(await phone.json()).toEqual({ phone: ['Телефон в формате +7XXXXXXXXXX'] });
  });

  it('an expired code is rejected; resend issues a new one', async () => {
    const res = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, phone: '+79160000002', password: 'secret-pass-3', first_name: 'Олег' } });
    const { user_id } = (await res.json()) as { user_id: number };
    const code = await t.lastCode('+79160000002');
    t.clock.advance(10 * 60_000 + 1000);
    const late = await t.call('POST', '/api/auth/confirm_phone_reg/', { body: { user_id, phone: '+79160000002', code } });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ code: ['Код недействителен или устарел. Запросите новый код'] });
    expect((await t.call('POST', '/api/auth/resend_code/', { body: { user_id } })).status).toBe(200);
    const fresh = await t.lastCode('+79160000002');
    expect((await t.call('POST', '/api/auth/confirm_phone_reg/', { body: { user_id, phone: '+79160000002', code: fresh } })).status).toBe(200);
  });

  it('five wrong attempts make a code invalid', async () => {
    const res = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, email: 'five@example.com', password: 'secret-pass-4', first_name: 'Пять' } });
    const { user_id } = (await res.json()) as { user_id: number };
    const code = await t.lastCode('five@example.com');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await t.call('POST', '/api/auth/confirm_email_reg/', { body: { user_id, email: 'five@example.com', code: wrong } });
    const res2 = await t.call('POST', '/api/auth/confirm_email_reg/', { body: { user_id, email: 'five@example.com', code } });
    expect(res2.status).toBe(400);
  });

  it('rate-limits code sending per target → 429', async () => {
    const res = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, phone: '+79160000003', password: 'secret-pass-5', first_name: 'Лимит' } });
    const { user_id } = (await res.json()) as { user_id: number };
    expect((await t.call('POST', '/api/auth/resend_code/', { body: { user_id } })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/resend_code/', { body: { user_id } })).status).toBe(200);
    const limited = await t.call('POST', '/api/auth/resend_code/', { body: { user_id } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await limited.json()).toEqual({ detail: 'Слишком много запросов. Попробуйте позже.' });
    expect((await t.call('POST', '/api/auth/resend_email_code/', { body: { user_id } })).status).toBe(400);
  });

  it('parallel sends cannot slip past the per-target limit', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async () => (await t.call('POST', '/api/auth/recover/', { body: { username: 'manager@example.com' } })).status),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('rate-limits code sending per IP → 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const body = { accept_terms: true, accept_personal_data: true, email: `bulk${i}@example.com`, password: 'secret-pass-6', first_name: 'Массовый' };
      statuses.push((await t.call('POST', '/api/auth/registration/', { body, ip })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('passwords', () => {
  it('recover → check_sms_code → set_password logs in and ends other sessions', async () => {
    const old = await t.login('+79161234567', 'secret-pass-1');
    expect((await t.call('POST', '/api/auth/recover/', { body: { username: '+79161234567' } })).status).toBe(200);
    const code = await t.lastCode('+79161234567');
    const check = await t.call('POST', '/api/auth/check_sms_code/', { body: { code, username: '+7 916 123-45-67' } });
    expect(check.status).toBe(200);
    const { token } = (await check.json()) as { token: string };
    expect((await t.call('POST', '/api/auth/check_sms_code/', { body: { code, username: '+79161234567' } })).status).toBe(400);
    const set = await t.call('POST', '/api/auth/set_password/', { body: { token, password: 'brand-new-pass' } });
    expect(set.status).toBe(200);
    expect(set.headers.get('token')).toBeTruthy();
    expect((await t.call('GET', '/api/auth/me/', { token: old })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/set_password/', { body: { token, password: 'another-pass' } })).status).toBe(400);
    await t.login('+79161234567', 'brand-new-pass');
    const unknown = await t.call('POST', '/api/auth/recover/', { body: { username: 'ghost@example.com' } });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ detail: 'Если такой аккаунт есть, мы отправили на него код' });
  });

  it('check_sms_code needs the username and checks only that user', async () => {
    await t.call('POST', '/api/auth/recover/', { body: { username: 'olga@example.org' } });
    const code = await t.lastCode('olga@example.org');
    const bare = await t.call('POST', '/api/auth/check_sms_code/', { body: { code } });
    expect(await bare.json()).toEqual({ username: ['Поле не может быть пустым'] });
    const other = await t.call('POST', '/api/auth/check_sms_code/', { body: { code, username: 'demo@example.com' } });
    expect(other.status).toBe(400);
    const res = await t.call('POST', '/api/auth/check_sms_code/', { body: { code, username: 'Olga@Example.org' } });
    expect(res.status).toBe(200);
  });

  it('common passwords are refused wherever a password is chosen', async () => {
    const reg = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, email: 'weak@example.com', password: 'Password1', first_name: 'Слабый' } });
    expect(await reg.json()).toEqual({ password: ['Этот пароль слишком распространён: его легко подобрать. Придумайте другой'] });
    const token = await t.login('new@example.com', 'new-donor-2026');
    const change = await t.call('POST', '/api/auth/change_password/', { token, body: { old_password: 'new-donor-2026', new_password: 'qwertyuiop' } });
    expect(Object.keys(await json(change))).toEqual(['new_password']);
    const set = await t.call('POST', '/api/auth/set_password/', { body: { token: 'whatever-token-value', password: 'aaaaaaaa' } });
    expect(Object.keys(await json(set))).toEqual(['password']);
  });

  it('change_password needs the old one, issues a fresh token, revokes the others', async () => {
    const a = await t.login('olga@example.org', 'secret-pass-2');
    const b = await t.login('olga@example.org', 'secret-pass-2');
    const bad = await t.call('POST', '/api/auth/change_password/', { token: a, body: { old_password: 'nope', new_password: 'changed-pass-1' } });
    expect(await bad.json()).toEqual({ old_password: ['Неверный пароль'] });
    const ok = await t.call('POST', '/api/auth/change_password/', { token: a, body: { old_password: 'secret-pass-2', new_password: 'changed-pass-1' } });
    expect(ok.status).toBe(200);
    const fresh = ok.headers.get('token')!;
    expect((await t.call('GET', '/api/auth/me/', { token: a })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me/', { token: b })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me/', { token: fresh })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/change_password/', { body: { old_password: 'x', new_password: 'yyyyyyyy' } })).status).toBe(401);
  });
});
