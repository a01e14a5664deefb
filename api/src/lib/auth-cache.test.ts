// The session cache of GET requests (lib/auth-cache.ts): a token that was logged out or
// revoked gets 401 on the very next request, and /me never shows a profile older than the last
// write made through this process. Each test warms the cache first, or it would prove nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { User } from '@donor/shared/contract/common';
import { createApiApp } from '../app.ts';
import { authTokens, users } from '../schema.ts';
import { makeTestApi, type TestApi } from '../test-support.ts';
import { sha256 } from './crypto.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t.handle.close();
});

const me = (token: string) => t.call('GET', '/api/auth/me/', { token });
const meName = async (token: string) => User.parse(await (await me(token)).json()).first_name;
/** Signs a fresh user up through the API (phone flow) and returns a token and the user id. */
async function freshUser(phone: string, password = 'cache-pass-1'): Promise<{ token: string; id: number }> {
  const reg = await t.call('POST', '/api/auth/registration/', { body: { accept_terms: true, accept_personal_data: true, phone, password, first_name: 'Кэш' } });
  const { user_id } = (await reg.json()) as { user_id: number };
  const code = await t.lastCode(phone);
  const ok = await t.call('POST', '/api/auth/confirm_phone_reg/', { body: { user_id, phone, code } });
  expect(ok.status).toBe(200);
  return { token: ok.headers.get('token')!, id: user_id };
}
const renameInDb = (id: number, firstName: string) => t.handle.db.update(users).set({ firstName }).where(eq(users.id, id));

describe('session cache', () => {
  it('is in use: a change made behind the API is not seen until a write goes through', async () => {
    const u = await freshUser('+79160000101');
    expect(await meName(u.token)).toBe('Кэш');
    await renameInDb(u.id, 'Другое'); // as another process would
    expect(await meName(u.token)).toBe('Кэш'); // served from memory (bounded by the TTL)
    // Any write empties the cache, even one that is refused.
    expect((await t.call('POST', '/api/auth/login/', { body: { username: 'nobody@example.com', password: 'x' } })).status).toBe(400);
    expect(await meName(u.token)).toBe('Другое');
  });

  it('logout: the same token gets 401 on the very next request', async () => {
    const u = await freshUser('+79160000102');
    const other = await t.login('+79160000102', 'cache-pass-1');
    expect((await me(u.token)).status).toBe(200);
    expect((await me(other)).status).toBe(200);
    expect((await t.call('POST', '/api/auth/logout/', { token: u.token })).status).toBe(200);
    expect((await me(u.token)).status).toBe(401);
    expect((await t.call('GET', '/api/profile/', { token: u.token })).status).toBe(401);
    expect((await me(other)).status).toBe(200); // only that session ended
  });

  it('logout racing with a GET /me that is still loading: 401 afterwards', async () => {
    const u = await freshUser('+79160000103');
    const [get, out] = await Promise.all([me(u.token), t.call('POST', '/api/auth/logout/', { token: u.token })]);
    expect([200, 401]).toContain(get.status);
    expect(out.status).toBe(200);
    expect((await me(u.token)).status).toBe(401);
  });

  it('change_password: every old session gets 401 at once, the new token works', async () => {
    const u = await freshUser('+79160000104');
    const second = await t.login('+79160000104', 'cache-pass-1');
    expect((await me(u.token)).status).toBe(200);
    expect((await me(second)).status).toBe(200);
    const res = await t.call('POST', '/api/auth/change_password/', { token: u.token, body: { old_password: 'cache-pass-1', new_password: 'cache-pass-2' } });
    expect(res.status).toBe(200);
    expect((await me(u.token)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await me(res.headers.get('token')!)).status).toBe(200);
  });

  it('recover → set_password: the sessions from before get 401 at once', async () => {
    const u = await freshUser('+79160000105');
    expect((await me(u.token)).status).toBe(200);
    expect((await t.call('POST', '/api/auth/recover/', { body: { username: '+79160000105' } })).status).toBe(200);
    const check = await t.call('POST', '/api/auth/check_sms_code/', { body: { code: await t.lastCode('+79160000105'), username: '+79160000105' } });
    const { token } = (await check.json()) as { token: string };
    expect((await t.call('POST', '/api/auth/set_password/', { body: { token, password: 'cache-pass-3' } })).status).toBe(200);
    expect((await me(u.token)).status).toBe(401);
  });

  it('PATCH /me: the next GET /me shows the change', async () => {
    const u = await freshUser('+79160000106');
    expect(await meName(u.token)).toBe('Кэш');
    const patch = await t.call('PATCH', '/api/auth/me/', { token: u.token, body: { first_name: 'Новое', city_id: 1 } });
    expect(patch.status).toBe(200);
    const after = User.parse(await (await me(u.token)).json());
    expect(after).toMatchObject({ first_name: 'Новое', city: { id: 1, title: 'Москва' } });
  });

  it('a token revoked elsewhere: writes refuse it at once, reads within the TTL only', async () => {
    const u = await freshUser('+79160000107');
    const short = createApiApp({ db: t.handle.db, env: 'test', trustProxy: 1, authCacheTtlMs: 150 });
    const get = () => short.request('/api/auth/me/', { headers: { authorization: `Token ${u.token}` } });
    expect((await get()).status).toBe(200);
    await t.handle.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, sha256(u.token)));
    expect((await get()).status).toBe(200); // the documented staleness bound
    const write = await short.request('/api/auth/me/', {
      method: 'PATCH',
      headers: { authorization: `Token ${u.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(401); // writes always ask the database (and then empty the cache)
    expect((await get()).status).toBe(401);
  });

  it('the TTL bounds staleness with no write at all', async () => {
    const u = await freshUser('+79160000108');
    const short = createApiApp({ db: t.handle.db, env: 'test', trustProxy: 1, authCacheTtlMs: 100 });
    const get = () => short.request('/api/auth/me/', { headers: { authorization: `Token ${u.token}` } });
    expect((await get()).status).toBe(200);
    await t.handle.db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    await new Promise((r) => setTimeout(r, 150));
    expect((await get()).status).toBe(401);
  });
});
