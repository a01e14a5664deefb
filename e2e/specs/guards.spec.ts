// spec §2 "Access and redirect rules" over real HTTP (the host's 302s, `next` cookie, noindex)
// and in the browser (login link, client-side guards, same-origin `next`).
import type { APIResponse } from '@playwright/test';
import { test, expect, cookieHeader, USERS } from '../fixtures/index.ts';
import { Header } from '../pages/header.ts';
import { LoginPage } from '../pages/login.ts';

const NOINDEX = 'noindex, nofollow';

/** The `next` cookie a response sets, decoded; undefined when it sets none. */
function nextCookie(res: APIResponse): string | undefined {
  const line = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && /^next=/.test(h.value));
  if (!line) return undefined;
  expect(line.value, 'the next cookie is path /, SameSite Strict').toMatch(/Path=\/(;|$)/);
  expect(line.value).toMatch(/SameSite=Strict/i);
  return decodeURIComponent(line.value.slice('next='.length).split(';')[0]!);
}

function expectRedirect(res: APIResponse, location: string) {
  expect(res.status(), `${res.url()} → ${location}`).toBe(302);
  expect(res.headers()['location']).toBe(location);
}

test.describe('host guards, logged out', () => {
  const get = (request: import('@playwright/test').APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

  for (const path of ['/profile/', '/profile', '/profile/planning', '/profile/add_donation', '/profile/bonus', '/profile/settings', '/profile/settings/personal', '/profile/some/deep/page']) {
    test(`${path} → /login with next=${path}`, async ({ request }) => {
      const res = await get(request, path);
      expectRedirect(res, '/login');
      expect(nextCookie(res)).toBe(path);
    });
  }

  test('the next cookie keeps the query string', async ({ request }) => {
    const res = await get(request, '/profile/planning?from=mail&x=1');
    expectRedirect(res, '/login');
    expect(nextCookie(res)).toBe('/profile/planning?from=mail&x=1');
  });

  test('/profile/donations/5 is reachable without login', async ({ request }) => {
    const res = await get(request, '/profile/donations/5');
    expect(res.status()).toBe(200);
    expect(nextCookie(res)).toBeUndefined();
  });

  test('/profile/donations/5/edit → /login without a next cookie', async ({ request }) => {
    const res = await get(request, '/profile/donations/5/edit');
    expectRedirect(res, '/login');
    expect(nextCookie(res)).toBeUndefined();
  });

  test('/profile/achievements → /achievements/, which answers 200', async ({ request }) => {
    const res = await get(request, '/profile/achievements');
    expectRedirect(res, '/achievements/');
    expect(nextCookie(res)).toBeUndefined();
    expect((await get(request, '/achievements/')).status()).toBe(200);
  });

  test('/newprofile → /login', async ({ request }) => {
    expectRedirect(await get(request, '/newprofile'), '/login');
  });

  for (const path of ['/login', '/login/', '/pre_sign_up', '/sign_up', '/reset', '/sign_up_email', '/', '/how/']) {
    test(`${path} answers 200 to a visitor`, async ({ request }) => {
      expect((await get(request, path)).status()).toBe(200);
    });
  }
});

test.describe('host guards, logged in', () => {
  test('protected pages answer 200 and login-only paths redirect', async ({ request, demoToken }) => {
    const headers = cookieHeader({ token: demoToken });
    const get = (path: string) => request.get(path, { maxRedirects: 0, headers });
    for (const path of ['/profile/', '/profile/planning', '/profile/settings/personal', '/profile/achievements', '/profile/donations/5/edit', '/newprofile']) {
      const res = await get(path);
      expect(res.status(), path).toBe(200);
      expect(nextCookie(res), path).toBeUndefined();
    }
    expectRedirect(await get('/profile/settings'), '/profile/settings/personal');
    expectRedirect(await get('/profile/settings?tab=1'), '/profile/settings/personal?tab=1');
    expectRedirect(await get('/achievements/'), '/profile/achievements');
    for (const path of ['/login', '/login/', '/pre_sign_up', '/sign_up']) expectRedirect(await get(path), '/profile/');
    // Even the token marker does not keep a logged-in user on /login.
    expectRedirect(await get('/login?token_reset=1'), '/profile/');
  });
});

test.describe('a token the API refuses', () => {
  const headers = cookieHeader({ token: 'not-a-real-token-e2e' });

  test('a token and no marker: /login → /profile/', async ({ request }) => {
    expectRedirect(await request.get('/login', { maxRedirects: 0, headers }), '/profile/');
  });

  test('/profile → /login?token_reset=1, which answers 200 (no loop)', async ({ request }) => {
    const res = await request.get('/profile/', { maxRedirects: 0, headers });
    expectRedirect(res, '/login?token_reset=1');
    expect(nextCookie(res)).toBe('/profile/');
    const login = await request.get('/login?token_reset=1', { maxRedirects: 0, headers });
    expect(login.status()).toBe(200);
  });

  test('the browser forgets the stale token and strips the marker', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'token', value: 'not-a-real-token-e2e', url: baseURL! }]);
    await page.goto('/profile/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(new LoginPage(page).heading).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
    await expect(new Header(page).loginLink).toBeVisible();
  });
});

test.describe('robots', () => {
  for (const path of ['/profile/donations/5', '/login', '/pre_sign_up', '/sign_up', '/sign_up_email', '/reset']) {
    test(`${path} is noindex (header and meta)`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(res.headers()['x-robots-tag']).toBe(NOINDEX);
      expect(await res.text()).toContain(`<meta name="robots" content="${NOINDEX}"`);
    });
  }

  test('/profile/ (logged in) is noindex, and so is its login redirect', async ({ request, demoToken }) => {
    const res = await request.get('/profile/', { maxRedirects: 0, headers: cookieHeader({ token: demoToken }) });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-robots-tag']).toBe(NOINDEX);
    expect(await res.text()).toContain('<meta name="robots"');
    const anon = await request.get('/profile/', { maxRedirects: 0 });
    expect(anon.status()).toBe(302);
    expect(anon.headers()['x-robots-tag']).toBe(NOINDEX);
  });

  for (const path of ['/', '/how/', '/about']) {
    test(`${path} is indexable`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()['x-robots-tag']).toBeUndefined();
      expect(await res.text()).not.toContain('name="robots"');
    });
  }
});

test('an unknown path answers 404 with the 404 page', async ({ page }) => {
  const res = await page.goto('/no-such-page-e2e');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
});

test.describe('in the browser', () => {
  test('the header login link carries the encoded current path and follows navigation', async ({ page }) => {
    const header = new Header(page);
    await page.goto('/how/?a=1');
    await expect(header.loginLink).toHaveAttribute('href', `/login/?next=${encodeURIComponent('/how/?a=1')}`);
    await header.navLink('Достижения').click();
    await expect(page).toHaveURL(/\/achievements\/$/);
    await expect(header.loginLink).toHaveAttribute('href', `/login/?next=${encodeURIComponent('/achievements/')}`);
  });

  // Product bug (shell/src/client-guards.ts): navigateToUrl runs in a microtask before single-spa
  // reverts the cancelled URL, so the revert wins and the visitor stays on the old page.
  test('history push to a guarded path redirects to /login and remembers next', async ({ page }) => {
    await page.goto('/');
    await expect(new Header(page).loginLink).toBeVisible();
    await page.evaluate(() => { (window as unknown as { __e2e: number }).__e2e = 1; history.pushState(null, '', '/profile/bonus?x=1'); });
    await expect(page).toHaveURL(/\/login$/);
    await expect(new LoginPage(page).heading).toBeVisible();
    // no full page load happened: the redirect is the shell's
    expect(await page.evaluate(() => (window as unknown as { __e2e?: number }).__e2e)).toBe(1);
    const next = (await page.context().cookies()).find((c) => c.name === 'next');
    expect(next && decodeURIComponent(next.value)).toBe('/profile/bonus?x=1');
  });

  // Same product bug as above: the link click is cancelled and the redirect is lost.
  test('clicking a link to a guarded path redirects (achievements → profile variant when logged in)', async ({ page, loginAs }) => {
    await loginAs(page, 'demo');
    await page.goto('/how/');
    const header = new Header(page);
    await expect(header.avatarButton).toBeVisible();
    await page.evaluate(() => { (window as unknown as { __e2e: number }).__e2e = 1; });
    await header.navLink('Достижения').click();
    await expect(page).toHaveURL(/\/profile\/achievements$/);
    expect(await page.evaluate(() => (window as unknown as { __e2e?: number }).__e2e)).toBe(1);
  });

  test('next never leaves the origin: //evil.com lands on /profile/', async ({ page, baseURL }) => {
    const login = new LoginPage(page);
    await login.goto('/login/?next=//evil.com');
    await login.logIn(USERS.demo.username, USERS.demo.password);
    await page.waitForURL((url) => url.pathname === '/profile/');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await expect(new Header(page).avatarButton).toBeVisible();
  });
});
