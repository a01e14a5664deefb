// The sandbox OAuth provider: what VK ID or Yandex ID do, played locally so that social login
// works end to end without accounts at a real provider. Its consent page
// (GET /api/oauth/sandbox/authorize?state&redirect_uri) is plain server-rendered HTML in Russian
// under a strict CSP (no inline script): the visitor names the sandbox account and presses
// «Разрешить», and the browser returns to redirect_uri?code=…&state=…. The codes live in
// oauth_sandbox_codes (what a real provider keeps on its side): 5 minutes, single use, bound to
// the redirect_uri they were issued for. Anyone can claim any sandbox account, so the sandbox
// is off in production unless OAUTH_SANDBOX=1 (setup.ts).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { SandboxConsentBody } from '@donor/shared/contract/account';
import { sandboxConsent, showSandboxConsent } from '@donor/shared/endpoints/account';
import { oauthSandboxCodes } from '../../schema.ts';
import type { Db } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { newSecret, sha256 } from '../../lib/crypto.ts';
import { honoPath, route } from '../../lib/route.ts';
import { escapeHtml, page, pageHeaders } from '../payments/html.ts';
import { OAuthExchangeError, type OAuthProvider } from './provider.ts';
import { checkRedirectUri } from './redirect-uri.ts';

const CODE_TTL_MS = 5 * 60_000;
export const SANDBOX_AUTHORIZE_PATH = honoPath(showSandboxConsent.path);

export const SANDBOX_PAGE = {
  title: 'Песочница: вход через соцсеть',
  heading: 'Вход через песочницу',
  lead: 'Это тестовый поставщик входа. Сайт «Донор Рядом» просит имя и номер вашего аккаунта в песочнице.',
  uid: 'Номер аккаунта в песочнице',
  name: 'Имя',
  email: 'E-mail (необязательно)',
  allow: 'Разрешить и вернуться на сайт',
  deny: 'Отказаться',
  badRequest: 'Ссылка для входа неверна. Вернитесь на сайт и начните вход заново.',
} as const;

export function createSandboxProvider(deps: { db: Db; now: () => Date }): OAuthProvider {
  return {
    id: 'sandbox',
    title: 'Песочница',
    authorizeUrl: (state, redirectUri) => `${SANDBOX_AUTHORIZE_PATH}?${new URLSearchParams({ state, redirect_uri: redirectUri })}`,
    async exchange(code, redirectUri) {
      const [row] = await deps.db
        .update(oauthSandboxCodes)
        .set({ usedAt: deps.now() })
        .where(and(eq(oauthSandboxCodes.codeHash, sha256(code)), isNull(oauthSandboxCodes.usedAt), gt(oauthSandboxCodes.expiresAt, deps.now())))
        .returning();
      if (!row || row.redirectUri !== redirectUri) throw new OAuthExchangeError('sandbox: unknown, used or expired code');
      return { uid: row.uid, displayName: row.displayName, ...(row.email ? { email: row.email } : {}) };
    },
  };
}

function consentPage(state: string, redirectUri: string): string {
  const deny = `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}${new URLSearchParams({ error: 'access_denied', state })}`;
  return page(SANDBOX_PAGE.title, `<h1>${SANDBOX_PAGE.heading}</h1><p>${SANDBOX_PAGE.lead}</p>
<form method="post" action="${SANDBOX_AUTHORIZE_PATH}/">
<input type="hidden" name="state" value="${escapeHtml(state)}"><input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<p><label for="sb-uid">${SANDBOX_PAGE.uid}</label><br><input id="sb-uid" name="uid" required maxlength="64" value="sandbox-1" autocomplete="off"></p>
<p><label for="sb-name">${SANDBOX_PAGE.name}</label><br><input id="sb-name" name="name" required maxlength="100" value="Тестовый донор" autocomplete="name"></p>
<p><label for="sb-email">${SANDBOX_PAGE.email}</label><br><input id="sb-email" name="email" type="email" maxlength="254" autocomplete="email"></p>
<button class="ok" type="submit">${SANDBOX_PAGE.allow}</button> <a class="link cancel" href="${escapeHtml(deny)}">${SANDBOX_PAGE.deny}</a>
</form>`);
}

const badRequest = (c: Ctx) => c.html(page(SANDBOX_PAGE.title, `<h1>${SANDBOX_PAGE.heading}</h1><p>${SANDBOX_PAGE.badRequest}</p>`), 400, pageHeaders(false));

export function registerSandboxOAuthPages(app: Hono<ApiEnv>): void {
  route(app, showSandboxConsent, (c, io) => {
    const state = c.req.query('state') ?? '';
    const redirect = checkRedirectUri(c, c.req.query('redirect_uri') ?? '', false);
    // A real provider only returns to redirect URIs registered for the client: so does this one.
    if (!/^[A-Za-z0-9_-]{16,128}$/.test(state) || !redirect) return io.send(badRequest(c));
    return io.send(c.html(consentPage(state, redirect), 200, pageHeaders(false)));
  });

  route(app, sandboxConsent, SandboxConsentBody, async (c, io) => {
    const deps = c.get('deps');
    const form = await io.body();
    const redirect = checkRedirectUri(c, form.redirect_uri, false);
    if (!/^[A-Za-z0-9_-]{16,128}$/.test(form.state) || !redirect) return io.send(badRequest(c));
    const code = newSecret();
    await deps.db.insert(oauthSandboxCodes).values({
      codeHash: sha256(code), uid: form.uid, displayName: form.name, email: form.email, redirectUri: redirect,
      expiresAt: new Date(deps.now().getTime() + CODE_TTL_MS),
    });
    const back = new URL(redirect);
    back.searchParams.set('code', code);
    back.searchParams.set('state', form.state);
    return io.send(c.redirect(back.href, 303));
  });
}
