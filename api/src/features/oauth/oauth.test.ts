// Social login with the sandbox provider, end to end through real requests (spec §7 POST
// /api/oauth/, GET/DELETE /api/socials/; spec §4 social session), with the attacks of
// docs/SECURITY.md «Вход через соцсети»: foreign redirect_uri, replayed or unknown state, a
// state from another browser, another donor's social account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthStartResponse, SocialAccount, SocialList } from '@donor/shared/contract/account';
import { User } from '@donor/shared/contract/common';
import * as MSG from '@donor/shared/messages';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { signUp } from '../account/account-fixtures.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const ORIGIN = 'http://127.0.0.1';
const BACK = `${ORIGIN}/profile/settings/personal`;

/** The cookie a response set, as a request `cookie` header value. */
const cookieFrom = (res: Response, name: string): string => {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie`);
  return line.split(';')[0]!;
};

interface Started { state: string; authorizeUrl: string; cookie: string }

async function start(token?: string, redirectUri = BACK): Promise<Started> {
  const res = await t.call('POST', `${ORIGIN}/api/oauth/start/`, { token, body: { provider: 'sandbox', redirect_uri: redirectUri } });
  expect(res.status).toBe(200);
  const body = OAuthStartResponse.parse(await res.json());
  return { state: body.state, authorizeUrl: body.authorize_url, cookie: cookieFrom(res, 'oauth_browser') };
}

/** The sandbox consent page, then «Разрешить» as `uid`: the code it sends back. */
async function consent(s: Started, uid: string, name = 'Соц Донор'): Promise<string> {
  const page = await t.app.request(`${ORIGIN}${s.authorizeUrl}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Разрешить и вернуться на сайт');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  const redirect = new URL(s.authorizeUrl, ORIGIN).searchParams.get('redirect_uri')!;
  const res = await t.app.request(`${ORIGIN}/api/oauth/sandbox/authorize/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: s.state, redirect_uri: redirect, uid, name }).toString(),
  });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(redirect);
  expect(back.searchParams.get('state')).toBe(s.state);
  return back.searchParams.get('code')!;
}

const exchange = (s: Started, code: string, opts: { token?: string; cookie?: string; redirectUri?: string; state?: string } = {}) =>
  t.call('POST', `${ORIGIN}/api/oauth/`, {
    token: opts.token,
    headers: { cookie: opts.cookie ?? s.cookie },
    // spec §7: the redirect_uri arrives encoded and is decoded first.
    body: { provider: 'sandbox', code, state: opts.state ?? s.state, redirect_uri: encodeURIComponent(opts.redirectUri ?? BACK) },
  });

describe('social login (sandbox)', () => {
  it('link with a token (201), list it, then log in with it (token header, as login does)', async () => {
    const me = await signUp(t, 'social@example.com', { firstName: 'Соц' });
    const s = await start(me.token);
    const linked = await exchange(s, await consent(s, 'sb-100', 'Соц в песочнице'), { token: me.token });
    expect(linked.status).toBe(201);
    const account = SocialAccount.parse(await linked.json());
    expect(account).toMatchObject({ provider: 'sandbox', provider_title: 'Песочница', display_name: 'Соц в песочнице' });
    const list = SocialList.parse(await (await t.call('GET', '/api/socials/', { token: me.token })).json());
    expect(list.map((a) => a.id)).toEqual([account.id]);

    const s2 = await start();
    const login = await exchange(s2, await consent(s2, 'sb-100'));
    expect(login.status).toBe(200);
    expect(User.parse(await login.json()).id).toBe(me.id);
    const token = login.headers.get('token')!;
    expect((await t.call('GET', '/api/auth/me/', { token })).status).toBe(200);
  });

  it('an unknown social account without a token → 400 «не привязан» (no sign-up without consents)', async () => {
    const s = await start();
    const res = await exchange(s, await consent(s, 'sb-unknown'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: [MSG.socialNotLinked] });
  });

  it('a replayed, unknown or foreign-browser state → 400; a foreign redirect_uri → 400', async () => {
    const me = await signUp(t, 'replay@example.com');
    const s = await start(me.token);
    const code = await consent(s, 'sb-200');
    const other = await start();
    // The state is bound to the browser that began it.
    const foreignBrowser = await exchange(s, code, { token: me.token, cookie: other.cookie });
    expect(foreignBrowser.status).toBe(400);
    expect(await foreignBrowser.json()).toEqual({ state: [MSG.oauthState] });
    // That try spent the state: the right browser cannot reuse it either (replay).
    expect((await exchange(s, code, { token: me.token })).status).toBe(400);
    const unknown = await exchange(s, code, { token: me.token, state: 'x'.repeat(43) });
    expect(await unknown.json()).toEqual({ state: [MSG.oauthState] });
    expect((await exchange(s, code, { token: me.token, cookie: '' })).status).toBe(400);

    for (const evil of ['https://evil.example/cb', 'https://127.0.0.1.evil.example/cb', 'https://ours@evil.example/', 'javascript:alert(1)', '%E0%A4%A']) {
      const atStart = await t.call('POST', `${ORIGIN}/api/oauth/start/`, { body: { provider: 'sandbox', redirect_uri: evil } });
      expect(atStart.status).toBe(400);
      expect(await atStart.json()).toEqual({ redirect_uri: [MSG.oauthRedirect] });
      const s3 = await start(me.token);
      const atExchange = await exchange(s3, 'some-code', { token: me.token, redirectUri: evil });
      expect(atExchange.status).toBe(400);
      expect(Object.keys((await atExchange.json()) as object)).toEqual(['redirect_uri']);
    }
    // The sandbox itself never sends a code to a foreign site.
    const page = await t.app.request(`${ORIGIN}/api/oauth/sandbox/authorize?state=${'s'.repeat(43)}&redirect_uri=${encodeURIComponent('https://evil.example/')}`);
    expect(page.status).toBe(400);
  });

  it('a login state cannot link, a linking state cannot log in or link to someone else', async () => {
    const me = await signUp(t, 'binding@example.com');
    const mallory = await signUp(t, 'mallory@example.com');
    const s = await start();
    const res = await exchange(s, await consent(s, 'sb-300'), { token: me.token });
    expect(await res.json()).toEqual({ state: [MSG.oauthState] });
    const s2 = await start(mallory.token);
    const res2 = await exchange(s2, await consent(s2, 'sb-300'), { token: me.token });
    expect(res2.status).toBe(400);
    const s3 = await start(me.token);
    expect((await exchange(s3, await consent(s3, 'sb-300'))).status).toBe(400);
  });

  it("another donor's social account cannot be linked (400); unlinking another's → 404, mine → 204", async () => {
    const owner = await signUp(t, 'owner-social@example.com');
    const thief = await signUp(t, 'thief-social@example.com');
    const s = await start(owner.token);
    const linked = SocialAccount.parse(await (await exchange(s, await consent(s, 'sb-400'), { token: owner.token })).json());
    const s2 = await start(thief.token);
    const steal = await exchange(s2, await consent(s2, 'sb-400'), { token: thief.token });
    expect(steal.status).toBe(400);
    expect(await steal.json()).toEqual({ non_field_errors: [MSG.socialTaken] });
    expect((await t.call('DELETE', `/api/socials/${linked.id}/`, { token: thief.token })).status).toBe(404);
    expect(SocialList.parse(await (await t.call('GET', '/api/socials/', { token: thief.token })).json())).toEqual([]);
    expect((await t.call('DELETE', `/api/socials/${linked.id}/`, { token: owner.token })).status).toBe(204);
    expect(SocialList.parse(await (await t.call('GET', '/api/socials/', { token: owner.token })).json())).toEqual([]);
    expect((await t.call('DELETE', '/api/socials/abc/', { token: owner.token })).status).toBe(404);
  });

  it('unknown provider → 400; a used sandbox code is refused', async () => {
    const res = await t.call('POST', `${ORIGIN}/api/oauth/start/`, { body: { provider: 'vk', redirect_uri: BACK } });
    expect(await res.json()).toEqual({ provider: [MSG.oauthProvider] });
    const me = await signUp(t, 'codes@example.com');
    const s = await start(me.token);
    const code = await consent(s, 'sb-500');
    expect((await exchange(s, code, { token: me.token })).status).toBe(201);
    const s2 = await start(me.token);
    const again = await exchange(s2, code, { token: me.token });
    expect(again.status).toBe(400);
    expect(Object.keys((await again.json()) as object)).toEqual(['code']);
  });
});

describe('browser flow ending in the spec §4 session cookie', () => {
  it('POST login → sandbox → callback sets session={"token"} and returns to next on our origin', async () => {
    const me = await signUp(t, 'cookie-flow@example.com');
    const s = await start(me.token);
    await exchange(s, await consent(s, 'sb-600'), { token: me.token });

    const go = await t.app.request(`${ORIGIN}/api/oauth/sandbox/login/?next=${encodeURIComponent('/profile/')}`, { method: 'POST' });
    expect(go.status).toBe(303);
    const authorizeUrl = go.headers.get('location')!;
    const state = new URL(authorizeUrl, ORIGIN).searchParams.get('state')!;
    const cookie = cookieFrom(go, 'oauth_browser');
    const code = await consent({ state, authorizeUrl, cookie }, 'sb-600');
    const cb = await t.app.request(`${ORIGIN}/api/oauth/callback/sandbox?code=${code}&state=${state}`, { headers: { cookie } });
    expect(cb.status).toBe(302);
    expect(cb.headers.get('location')).toBe('/profile/');
    const session = JSON.parse(decodeURIComponent(cookieFrom(cb, 'session').slice('session='.length))) as { token: string };
    expect((await t.call('GET', '/api/auth/me/', { token: session.token })).status).toBe(200);
    // Replaying the callback: an error session, back to /login/.
    const replay = await t.app.request(`${ORIGIN}/api/oauth/callback/sandbox?code=${code}&state=${state}`, { headers: { cookie } });
    expect(replay.headers.get('location')).toBe('/login/');
    expect(decodeURIComponent(cookieFrom(replay, 'session'))).toContain(MSG.oauthState);
  });

  it('next is a path on our site only; an unlinked account ends with the error session', async () => {
    const go = await t.app.request(`${ORIGIN}/api/oauth/sandbox/login/?next=${encodeURIComponent('//evil.example/x')}`, { method: 'POST' });
    const authorizeUrl = go.headers.get('location')!;
    const state = new URL(authorizeUrl, ORIGIN).searchParams.get('state')!;
    const cookie = cookieFrom(go, 'oauth_browser');
    const code = await consent({ state, authorizeUrl, cookie }, 'sb-nobody');
    const cb = await t.app.request(`${ORIGIN}/api/oauth/callback/sandbox?code=${code}&state=${state}`, { headers: { cookie } });
    expect(cb.headers.get('location')).toBe('/login/');
    expect(JSON.parse(decodeURIComponent(cookieFrom(cb, 'session').slice('session='.length)))).toEqual({ error: MSG.socialNotLinked });
  });
});

describe('safeNextPath', () => {
  it('keeps paths on our site, refuses everything that could leave it', async () => {
    const { safeNextPath } = await import('./redirect-uri.ts');
    expect(safeNextPath('/profile/?tab=1', '/')).toBe('/profile/?tab=1');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'profile', '/a\nb', undefined]) {
      expect(safeNextPath(bad, '/')).toBe('/');
    }
  });
});
