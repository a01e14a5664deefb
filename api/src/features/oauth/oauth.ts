// spec §7 social login: POST /api/oauth/ (provider, code, state, redirect_uri; the redirect_uri
// decoded first and on our origin) links the social account when a token is sent (201) or logs
// its donor in (token header, as login does). No sign-up by social account: registration needs
// the two consents (spec §5, 152-ФЗ), so an unknown account answers 400 «Аккаунт соцсети не
// привязан…». Before it, POST /api/oauth/start/ binds a state (oauth-state.ts). The callback
// flow for the browser (POST /api/oauth/{provider}/login → provider → GET
// /api/oauth/callback/{provider}) ends in the spec §4 `session` cookie the shell adopts.
// docs/SECURITY.md «Вход через соцсети».
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { OAuthBody, OAuthStartBody } from '@donor/shared/contract/account';
import * as MSG from '@donor/shared/messages';
import { pathOf } from '@donor/shared/endpoint';
import { finishOAuth, oauthCallback, startOAuth, startOAuthLogin } from '@donor/shared/endpoints/account';
import { socialAccounts, users } from '../../schema.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { ApiError, fieldError, nonFieldError } from '../../lib/errors.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { consume, release } from '../../lib/rate-limit.ts';
import { issueToken, requireUser } from '../../lib/tokens.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { honoPath, route } from '../../lib/route.ts';
import type { UserRow } from '../../lib/users.ts';
import { respondLoggedIn } from '../auth/auth.ts';
import { ACCOUNT_LIMITS } from '../account/account-limits.ts';
import { OAuthExchangeError, type OAuthIdentity, type OAuthProvider, type OAuthProviders } from './provider.ts';
import { checkRedirectUri, safeNextPath } from './redirect-uri.ts';
import { consumeState, createState } from './oauth-state.ts';
import { serializeSocial } from './socials.ts';

export const OAUTH_MSG = { badCode: 'Соцсеть не подтвердила вход. Попробуйте ещё раз' } as const;

/** Spec §4: the shell reads this cookie once, stores the token (or shows the error) and clears it. */
const SESSION_COOKIE = 'session';

type Outcome = { kind: 'login'; user: UserRow } | { kind: 'linked'; row: typeof socialAccounts.$inferSelect };

/** The donor of the token when one is sent (a bad token is 401, never "not signed in"). */
const signedIn = (c: Ctx) => (c.req.header('authorization') ? requireUser(c, c.get('deps')) : Promise.resolve(null));

/** Where a provider sends the browser back: registered with the provider as is, without the slash. */
const callbackUri = (c: Ctx, provider: string) => publicOrigin(c) + honoPath(pathOf(oauthCallback, { provider }));

export function registerOAuthRoutes(app: Hono<ApiEnv>, providers: OAuthProviders): void {
  const providerOf = (id: string): OAuthProvider => {
    const p = Object.hasOwn(providers, id) ? providers[id] : undefined;
    if (!p) throw fieldError('provider', MSG.oauthProvider);
    return p;
  };

  /** The identity behind a code, or 400 at `code`. */
  async function identity(p: OAuthProvider, code: string, redirectUri: string): Promise<OAuthIdentity> {
    try {
      return await p.exchange(code, redirectUri);
    } catch (err) {
      if (err instanceof OAuthExchangeError) throw fieldError('code', OAUTH_MSG.badCode);
      throw err;
    }
  }

  /** With `userId`: links `who` to that donor. Without: the active donor `who` is linked to, else 400. */
  async function resolve(c: Ctx, p: OAuthProvider, who: OAuthIdentity, userId: number | null): Promise<Outcome> {
    const { db, now } = c.get('deps');
    const [linked] = await db.select().from(socialAccounts).where(and(eq(socialAccounts.provider, p.id), eq(socialAccounts.providerUid, who.uid))).limit(1);
    if (userId !== null) {
      if (linked && linked.userId !== userId) throw nonFieldError(MSG.socialTaken);
      if (linked) return { kind: 'linked', row: linked };
      const [row] = await db.insert(socialAccounts)
        .values({ userId, provider: p.id, providerUid: who.uid, displayName: who.displayName.slice(0, 150), createdAt: now() })
        .onConflictDoNothing().returning();
      if (!row) throw nonFieldError(MSG.socialTaken);
      return { kind: 'linked', row };
    }
    const [user] = linked ? await db.select().from(users).where(eq(users.id, linked.userId)).limit(1) : [];
    if (!user || !user.isActive || user.deletedAt) throw nonFieldError(MSG.socialNotLinked);
    return { kind: 'login', user };
  }

  route(app, startOAuth, OAuthStartBody, async (c, io) => {
    const deps = c.get('deps');
    const body = await io.body();
    const p = providerOf(body.provider);
    const redirectUri = checkRedirectUri(c, body.redirect_uri);
    if (!redirectUri) throw fieldError('redirect_uri', MSG.oauthRedirect);
    await consume(deps, ACCOUNT_LIMITS.oauthStartPerIp, clientIp(c));
    // With a token the round trip can only link to that donor; without, only log in.
    const authed = await signedIn(c);
    const state = await createState(c, { provider: p.id, redirectUri, userId: authed?.user.id ?? null, nextPath: null });
    c.header('Cache-Control', 'no-store');
    return io.ok({ state, authorize_url: p.authorizeUrl(state, redirectUri) });
  });

  route(app, finishOAuth, OAuthBody, async (c, io) => {
    const deps = c.get('deps');
    const body = await io.body();
    const p = providerOf(body.provider);
    const redirectUri = checkRedirectUri(c, body.redirect_uri);
    if (!redirectUri) throw fieldError('redirect_uri', MSG.oauthRedirect);
    const authed = await signedIn(c);
    const fail = await consume(deps, ACCOUNT_LIMITS.oauthFailPerIp, clientIp(c));
    const state = await consumeState(c, { state: body.state, provider: p.id, redirectUri });
    if (!state || state.userId !== (authed?.user.id ?? null)) throw fieldError('state', MSG.oauthState);
    const who = await identity(p, body.code, redirectUri);
    const outcome = await resolve(c, p, who, state.userId);
    await release(deps, [fail]);
    if (outcome.kind === 'linked') return io.ok(serializeSocial(providers, outcome.row), 201);
    return respondLoggedIn(c, io, deps.db, outcome.user);
  });

  // The browser flow of spec §4 "social-login session": login only (linking needs the token,
  // which a top-level navigation does not carry: the settings page uses start + POST /api/oauth/).
  // A form POST (`<form method="post" action="/api/oauth/sandbox/login/?next=/profile/">`), not
  // a link: it writes the state, and a GET never writes (api/src/app/fuzz-wide.test.ts).
  route(app, startOAuthLogin, async (c, io) => {
    const deps = c.get('deps');
    const p = providerOf(c.req.param('provider') ?? '');
    await consume(deps, ACCOUNT_LIMITS.oauthStartPerIp, clientIp(c));
    const redirectUri = callbackUri(c, p.id);
    const state = await createState(c, { provider: p.id, redirectUri, userId: null, nextPath: safeNextPath(c.req.query('next'), '/') });
    return io.send(c.redirect(p.authorizeUrl(state, redirectUri), 303));
  });

  route(app, oauthCallback, async (c, io) => {
    const deps = c.get('deps');
    const secure = publicOrigin(c).startsWith('https:');
    const land = (value: object, path: string) => {
      setCookie(c, SESSION_COOKIE, JSON.stringify(value), { path: '/', sameSite: 'Lax', secure, maxAge: 120 });
      c.header('Cache-Control', 'no-store');
      return io.send(c.redirect(path, 302));
    };
    try {
      const p = providerOf(c.req.param('provider') ?? '');
      const fail = await consume(deps, ACCOUNT_LIMITS.oauthFailPerIp, clientIp(c));
      const state = await consumeState(c, { state: c.req.query('state') ?? '', provider: p.id, redirectUri: callbackUri(c, p.id) });
      if (!state || state.userId !== null) throw fieldError('state', MSG.oauthState);
      const code = c.req.query('code');
      if (!code || code.length > 512) throw fieldError('code', OAUTH_MSG.badCode);
      const outcome = await resolve(c, p, await identity(p, code, state.redirectUri), null);
      if (outcome.kind !== 'login') throw nonFieldError(MSG.socialNotLinked);
      await release(deps, [fail]);
      const token = await issueToken(deps.db, deps.now(), outcome.user.id);
      return land({ token }, state.nextPath ?? '/');
    } catch (err) {
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
      const body = err.body as Record<string, unknown>;
      const first = typeof body.detail === 'string' ? body.detail : (Object.values(body)[0] as string[] | undefined)?.[0];
      return land({ error: first ?? MSG.generic }, '/login/');
    }
  });
}
