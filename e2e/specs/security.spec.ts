// Security, the browser half (api/src/features/auth/security.test.ts is the API half). Already covered
// elsewhere and not repeated here: `next` cookie Path=/ + SameSite=Strict on the host's 302
// (guards.spec.ts nextCookie), //evil.com via ?next= (guards.spec.ts), token cookie SameSite
// Strict + path / (login.spec.ts), cookie_consent ≈ 182 days (cookie-banner.spec.ts); the API 429
// limits are vitest (api/src/features/auth/auth.test.ts, api/src/features/auth/security.test.ts).
import type { Page } from '@playwright/test';
import { test, expect, USERS, cookieHeader } from '../fixtures/index.ts';
import { CityModal } from '../pages/city.ts';
import { Header } from '../pages/header.ts';
import { LoginPage } from '../pages/login.ts';

const EVIL = ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', '/%2F%2Fevil.example', '\\\\evil.example', ' //evil.example'];

async function expectOnProfile(page: Page, baseURL: string) {
  await page.waitForURL((url) => url.pathname === '/profile/', { timeout: 15_000 });
  expect(new URL(page.url()).origin).toBe(new URL(baseURL).origin);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

test.describe('next never redirects off-origin', () => {
  for (const evil of EVIL) {
    test(`?next=${evil} → logging in lands on /profile/`, async ({ page, baseURL }) => {
      const login = new LoginPage(page);
      await login.goto(`/login/?next=${encodeURIComponent(evil)}`);
      await login.logIn(USERS.demo.username, USERS.demo.password);
      await expectOnProfile(page, baseURL!);
    });

    test(`next cookie ${evil} → logging in lands on /profile/`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'next', value: encodeURIComponent(evil), url: baseURL!, sameSite: 'Strict' }]);
      const login = new LoginPage(page);
      await login.goto('/login/');
      await login.logIn(USERS.demo.username, USERS.demo.password);
      await expectOnProfile(page, baseURL!);
    });
  }

  test('the host never answers a Location off the origin, whatever next holds', async ({ request, demoToken }) => {
    for (const evil of EVIL) {
      for (const path of [`/login/?next=${encodeURIComponent(evil)}`, `/login?next=${evil}`, '/login/', '/profile/']) {
        const res = await request.get(path, { maxRedirects: 0, headers: cookieHeader({ next: evil, token: demoToken }) });
        const location = res.headers()['location'];
        if (location !== undefined) {
          expect(location, `${path} with next=${evil}`).toMatch(/^\/(?![/\\])/);
        }
        expect(res.status(), path).toBeLessThan(500);
      }
    }
  });
});

test.describe('stored XSS renders as text', () => {
  const PAYLOADS = ['<img src=x onerror="window.__xss=1">', '"><script>window.__xss=1</script>'] as const;

  test('first_name/last_name (PATCH /api/auth/me/) in the header avatar menu on /profile/ and /', async ({ page, request, loginAs, donor }) => {
    const token = await loginAs(page, donor);
    const res = await request.patch('/api/auth/me/', { headers: { authorization: `Token ${token}` }, data: { first_name: PAYLOADS[0], last_name: PAYLOADS[1] } });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto('/profile/');
    const header = new Header(page);
    await expect(header.avatarButton).toBeVisible();
    // The header shows the name in the avatar button's label (shell/src/layout/user-menu.tsx).
    expect(await header.avatarButton.getAttribute('aria-label')).toContain(`${PAYLOADS[0]} ${PAYLOADS[1]}`);
    await header.openUserMenu();
    await page.goto('/');
    await expect(header.avatarButton).toBeVisible();
    await header.openUserMenu();
    expect(await page.locator('img[src="x"], script:text("__xss")').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('a donor name (payments API) in the donation form donor list', async ({ page, request }) => {
    const email = `xss-${Date.now()}@example.com`;
    const start = await request.post('/api/sandbox/process-payment/', {
      data: {
        payment_type: 'monthly', amount: 500, payment_method: 'card', email,
        metadata: { email, firstName: PAYLOADS[0], lastName: PAYLOADS[1], payment_display_status: 'visible', donater_status: 'not_anonym', comment: PAYLOADS[1] },
      },
    });
    expect(start.status(), await start.text()).toBe(201);
    const { order_id } = (await start.json()) as { order_id: string };
    const done = await request.post(`/api/sandbox/checkout/${order_id}/succeed/`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: '', maxRedirects: 0 });
    expect(done.status()).toBeLessThan(400);
    await page.goto('/donate/');
    const list = page.locator('section.dw').first().locator('.dw__list');
    await expect(list.getByText(PAYLOADS[0].slice(0, 10), { exact: false }).first()).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});

test.describe('cookie attributes', () => {
  test('token after a form login: path /, SameSite Strict, Secure on loopback', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('/login/');
    await login.logIn(USERS.demo.username, USERS.demo.password);
    await page.waitForURL((url) => url.pathname === '/profile/');
    const token = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(token).toMatchObject({ path: '/', sameSite: 'Strict', secure: true });
  });

  test('next set by a client-side guard: SameSite Strict, path /', async ({ page }) => {
    await page.goto('/');
    await expect(new Header(page).loginLink).toBeVisible();
    await page.evaluate(() => history.pushState(null, '', '/profile/bonus?x=1'));
    await expect(page).toHaveURL(/\/login\/?$/);
    const next = (await page.context().cookies()).find((c) => c.name === 'next');
    expect(next).toMatchObject({ path: '/', sameSite: 'Strict' });
  });

  test('City and City_id: 7 days, SameSite Strict, path /', async ({ page }) => {
    const header = new Header(page);
    const modal = new CityModal(page);
    await page.goto('/how/');
    await header.citySelector.click();
    await expect(modal.picker).toBeFocused();
    await modal.picker.pressSequentially('Каз');
    await expect(modal.option('Казань')).toBeVisible();
    const loaded = page.waitForEvent('load');
    await modal.option('Казань').click();
    await loaded;
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'City_id')?.value).toBe('50');
    const cookies = await page.context().cookies();
    for (const name of ['City', 'City_id']) {
      const c = cookies.find((x) => x.name === name);
      expect(c, name).toBeTruthy();
      const days = (c!.expires - Date.now() / 1000) / 86_400;
      expect(days, `${name} lifetime in days`).toBeGreaterThan(6.9);
      expect(days, `${name} lifetime in days`).toBeLessThan(7.01);
      expect(c, name).toMatchObject({ path: '/', sameSite: 'Strict' });
    }
  });
});
