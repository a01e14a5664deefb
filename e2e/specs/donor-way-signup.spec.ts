// A first-time donor signs up on a phone (390×844, touch): the city comes prefilled from the
// region chosen in the header, the blood group is offered and becomes the account's — the same
// value settings edit and the station finder highlights (docs/ARCHITECTURE.md §6 «Registration
// carries more») — and the add-to-home-screen sheet stays away from the cabinet they have just
// reached (§6 «Home-screen prompt waits»).
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { LoginPage } from '../pages/login.ts';
import { CodeScreen, SignUpPage, codeFromOutbox, registerByApi, uniqueEmail, uniquePhone } from '../pages/sign-up.ts';

test.use(PHONE);

const PASSWORD = 'e2e-donor-way-2026';
const prompt = (page: Page) => page.getByRole('heading', { name: /на главный экран/ });
/** The prompt's code has run and decided (it records the first cabinet visit). */
const cabinetSince = (page: Page) => page.evaluate(() => window.localStorage.getItem('donor:cabinet-since'));

test('by phone: the region fills the city, the blood group reaches settings and the station finder, no install sheet over the cabinet', async ({ page, request, baseURL }) => {
  const { hostname } = new URL(baseURL!);
  await page.context().addCookies([
    { name: 'City_id', value: '50', domain: hostname, path: '/' },
    { name: 'City', value: 'Other', domain: hostname, path: '/' },
  ]);
  const phone = uniquePhone();
  const s = new SignUpPage(page);
  await s.goto('/sign_up', 'Регистрация по телефону');
  await expect(s.city).toHaveValue('Казань');
  const group = s.main.getByRole('combobox', { name: 'Группа крови' });
  await expect(group).toHaveValue('');
  await group.selectOption('a_minus');
  await s.phone.fill(phone);
  await s.password.fill(PASSWORD);
  await s.firstName.fill('Гульнара');
  await s.acceptBoth();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/auth/registration/'));
  await s.submit.click();
  expect((await sent).postDataJSON()).toMatchObject({ city_id: 50, blood_group: 'a_minus' });
  await expect(s.heading('Подтвердите регистрацию')).toBeVisible();
  const { code } = await codeFromOutbox(request, phone);
  await new CodeScreen(s.main).code.fill(code);
  await new CodeScreen(s.main).confirm.click();
  await page.waitForURL((url) => url.pathname === '/profile/');

  // The cabinet right after sign-up: no install sheet, nor on the next cabinet page minutes later.
  await expect.poll(() => cabinetSince(page), { timeout: 15_000 }).not.toBeNull();
  await expect(prompt(page)).toHaveCount(0);
  await page.goto('/profile/bonus');
  await page.waitForLoadState('networkidle');
  await expect(prompt(page)).toHaveCount(0);

  // The account has the city and the group; settings show and change the same value.
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const me = await request.get('/api/auth/me/', { headers: { authorization: `Token ${token}` } });
  expect(await me.json()).toMatchObject({ city: { id: 50, title: 'Казань' }, blood_group: 'a_minus' });
  await page.goto('/profile/settings/personal');
  const block = page.getByRole('region', { name: 'Группа крови' });
  const setting = block.getByRole('combobox', { name: 'Группа крови' });
  await expect(setting).toHaveValue('a_minus', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Личные данные' }).getByRole('combobox', { name: 'Город' })).toHaveValue('Казань');
  await setting.selectOption('o_plus');
  await block.getByRole('button', { name: 'Сохранить' }).click();
  await expect(block.getByText('Сохранено')).toBeVisible();

  // The station finder shows the account's value, not a copy of the earlier one.
  await page.goto('/bloodstations/moscow-1/');
  await expect(page.locator('select[name="donor-group"]')).toHaveValue('o_plus', { timeout: 15_000 });
});

test('a returning donor: no install sheet on the page that follows login; it comes on the next one', async ({ page, request }) => {
  const email = uniqueEmail('a2hs');
  await registerByApi(request, email, PASSWORD, 'Вернулась');
  // This browser has known the cabinet for an hour: only the "after login" rule is left to hold.
  await page.addInitScript(() => window.localStorage.setItem('donor:cabinet-since', String(Date.now() - 60 * 60_000)));
  const login = new LoginPage(page);
  await login.goto('/login');
  await login.logIn(email, PASSWORD);
  await page.waitForURL((url) => url.pathname.startsWith('/profile'));
  await page.waitForLoadState('networkidle');
  await expect(prompt(page)).toHaveCount(0);

  await page.goto('/profile/bonus');
  await expect(prompt(page)).toBeVisible({ timeout: 15_000 });
});

test('/sign_up_email is noindex like /sign_up', async ({ request }) => {
  const res = await request.get('/sign_up_email', { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
});
