// spec §7 change_email/confirm_email, change_phone/confirm_phone, with the attacks of
// docs/SECURITY.md «Смена e-mail и телефона»: guessing the code, an address owned by someone
// else (no takeover, no enumeration), codes bound to the account and the address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '@donor/shared/contract/common';
import { CODE_MSG } from '../../lib/codes.ts';
import { freshIp, makeTestApi, type TestApi } from '../../test-support.ts';
import { outboxOf, signUp } from './account-fixtures.ts';
import { CONTACT_MSG } from './contact-texts.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const codeIn = (body: string | undefined) => /(\d{6})/.exec(body ?? '')?.[1];

describe('change e-mail', () => {
  it('code to the NEW address; confirm updates the e-mail, the old address is told; login with the new one', async () => {
    const me = await signUp(t, 'old-address@example.com');
    const req = await t.call('POST', '/api/auth/change_email/', { token: me.token, body: { email: ' New-Address@Example.com ' } });
    expect(req.status).toBe(200);
    expect(await req.json()).toEqual({ detail: CONTACT_MSG.codeSent });
    const code = codeIn((await outboxOf(t, 'new-address@example.com'))[0]?.body);
    expect(code).toMatch(/^\d{6}$/);
    const ok = await t.call('POST', '/api/auth/confirm_email/', { token: me.token, body: { email: 'new-address@example.com', code } });
    expect(ok.status).toBe(200);
    expect(User.parse(await ok.json()).email).toBe('new-address@example.com');
    const notice = (await outboxOf(t, 'old-address@example.com'))[0]!;
    expect(notice.subject).toBe('Адрес e-mail аккаунта изменён');
    expect(notice.body).toContain('n•••@example.com');
    await t.login('new-address@example.com', me.password);
    expect((await t.call('POST', '/api/auth/login/', { body: { username: 'old-address@example.com', password: me.password } })).status).toBe(400);
    // Single use.
    const again = await t.call('POST', '/api/auth/confirm_email/', { token: me.token, body: { email: 'new-address@example.com', code } });
    expect(again.status).toBe(400);
  });

  it('guessing the code: 5 tries, then the code is dead even when right', async () => {
    const me = await signUp(t, 'guess-me@example.com');
    await t.call('POST', '/api/auth/change_email/', { token: me.token, body: { email: 'guess-target@example.com' } });
    const code = codeIn((await outboxOf(t, 'guess-target@example.com'))[0]?.body)!;
    const wrong = code === '000000' ? '000001' : '000000';
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/auth/confirm_email/', { token: me.token, body: { email: 'guess-target@example.com', code: wrong } });
      expect(res.status).toBe(400);
      answers.push(await res.json());
    }
    expect(answers[0]).toEqual({ code: [CODE_MSG.wrong] });
    expect(answers[4]).toEqual({ code: [CODE_MSG.invalid] });
    const right = await t.call('POST', '/api/auth/confirm_email/', { token: me.token, body: { email: 'guess-target@example.com', code } });
    expect(right.status).toBe(400);
    expect(await right.json()).toEqual({ code: [CODE_MSG.invalid] });
    expect(User.parse(await (await t.call('GET', '/api/auth/me/', { token: me.token })).json()).email).toBe('guess-me@example.com');
  });

  it('the code is bound to its account and its address', async () => {
    const me = await signUp(t, 'bound@example.com');
    const other = await signUp(t, 'bound-other@example.com');
    await t.call('POST', '/api/auth/change_email/', { token: me.token, body: { email: 'bound-target@example.com' } });
    const code = codeIn((await outboxOf(t, 'bound-target@example.com'))[0]?.body);
    // Another account cannot use it, and it does not confirm another address.
    const foreign = await t.call('POST', '/api/auth/confirm_email/', { token: other.token, body: { email: 'bound-target@example.com', code } });
    expect(foreign.status).toBe(400);
    const elsewhere = await t.call('POST', '/api/auth/confirm_email/', { token: me.token, body: { email: 'bound-elsewhere@example.com', code } });
    expect(elsewhere.status).toBe(400);
    expect((await t.call('POST', '/api/auth/confirm_email/', { token: me.token, body: { email: 'bound-target@example.com', code } })).status).toBe(200);
  });

  it("another account's address: same answer, its owner gets a notice not a code, no guess can take it", async () => {
    const me = await signUp(t, 'squatter@example.com');
    const free = await t.call('POST', '/api/auth/change_email/', { token: me.token, body: { email: 'nobody-has-this@example.com' } });
    const taken = await t.call('POST', '/api/auth/change_email/', { token: me.token, body: { email: 'demo@example.com' } });
    expect(taken.status).toBe(free.status);
    expect(await taken.json()).toEqual(await free.json());
    const mail = (await outboxOf(t, 'demo@example.com'))[0]!;
    expect(mail.subject).toBe('Ваш адрес пытались указать в другом аккаунте');
    expect(codeIn(mail.body)).toBeUndefined();
    // Every possible guess fails the same way a wrong code does; the address never moves.
    for (const code of ['000000', '123456', '999999']) {
      const res = await t.call('POST', '/api/auth/confirm_email/', { token: me.token, body: { email: 'demo@example.com', code } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: [CODE_MSG.wrong] });
    }
    expect(User.parse(await (await t.call('GET', '/api/auth/me/', { token: me.token })).json()).email).toBe('squatter@example.com');
    await t.login('demo@example.com', 'demo-donor-2026');
  });

  it('an address taken by someone else between the code and its confirmation is not taken over', async () => {
    const me = await signUp(t, 'racer@example.com');
    await t.call('POST', '/api/auth/change_email/', { token: me.token, body: { email: 'contested@example.com' } });
    const code = codeIn((await outboxOf(t, 'contested@example.com'))[0]?.body);
    await signUp(t, 'contested@example.com');
    const res = await t.call('POST', '/api/auth/confirm_email/', { token: me.token, body: { email: 'contested@example.com', code } });
    expect(res.status).toBe(400);
    expect(User.parse(await (await t.call('GET', '/api/auth/me/', { token: me.token })).json()).email).toBe('racer@example.com');
  });

  it('sends are rate-limited before the address is looked up; auth is required; same address → 400', async () => {
    const me = await signUp(t, 'limited@example.com');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.call('POST', '/api/auth/change_email/', { token: me.token, ip, body: { email: 'manager@example.com' } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await t.call('POST', '/api/auth/change_email/', { body: { email: 'x@example.com' } })).status).toBe(401);
    const same = await t.call('POST', '/api/auth/change_email/', { token: me.token, body: { email: 'LIMITED@example.com' } });
    expect(await same.json()).toEqual({ email: [CONTACT_MSG.sameAddress] });
  });
});

describe('change phone', () => {
  it('normalised like registration; code by SMS; the old phone is told', async () => {
    const me = await signUp(t, '+79160008001');
    const req = await t.call('POST', '/api/auth/change_phone/', { token: me.token, body: { phone: '8 (916) 000-80-02' } });
    expect(req.status).toBe(200);
    const code = codeIn((await outboxOf(t, '+79160008002'))[0]?.body);
    const ok = await t.call('POST', '/api/auth/confirm_phone/', { token: me.token, body: { phone: '+7 916 000 80 02', code } });
    expect(ok.status).toBe(200);
    expect(User.parse(await ok.json()).phone).toBe('+79160008002');
    expect((await outboxOf(t, '+79160008001'))[0]!.body).toContain('Номер телефона вашего аккаунта');
    const bad = await t.call('POST', '/api/auth/change_phone/', { token: me.token, body: { phone: '12345' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()) as object)).toEqual(['phone']);
  });

  it("another account's phone: the same answer and a notice to its owner", async () => {
    const me = await signUp(t, '+79160008003');
    const res = await t.call('POST', '/api/auth/change_phone/', { token: me.token, body: { phone: '+79990000001' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: CONTACT_MSG.codeSent });
    expect((await outboxOf(t, '+79990000001'))[0]!.body).toContain('пытались указать в другом аккаунте');
  });
});
