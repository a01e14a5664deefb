// /profile/settings/personal in a real browser against the real API (spec §2 account settings;
// §7 PATCH /api/auth/me/, change_email/confirm_email, change_password, notifications, socials,
// picture; §4 social-login error). Each test works on its own freshly registered donor, so the
// demo accounts other specs log in with are never changed.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, tokenCookie } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';
import { CodeScreen, codeFromOutbox, registerByApi, uniqueEmail } from '../pages/sign-up.ts';
import { SettingsPage } from '../pages/settings.ts';

const PASSWORD = 'e2e-settings-pass-2026';

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAxeViolations(page, { tags: WCAG_AA })).toEqual([]);
}

/** A new donor, logged in in the page's browser context; its e-mail and token. */
async function newDonor(page: Page, request: APIRequestContext, baseURL: string, tag: string) {
  const email = uniqueEmail(tag);
  const token = await registerByApi(request, email, PASSWORD, 'Настройка');
  await page.context().addCookies([tokenCookie(token, baseURL)]);
  return { email, token };
}

/** A PNG drawn in the page (noise, so it is not tiny): its bytes. */
async function png(page: Page, side: number): Promise<Buffer> {
  const data = await page.evaluate((n) => {
    const canvas = document.createElement('canvas');
    canvas.width = n;
    canvas.height = n;
    const ctx = canvas.getContext('2d')!;
    const img = ctx.createImageData(n, n);
    for (let i = 0; i < img.data.length; i++) img.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    ctx.putImageData(img, 0, 0);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, side);
  return Buffer.from(data, 'base64');
}

test('personal data is saved with PATCH /me; unsaved edits survive a reload; axe finds nothing serious', async ({ page, request, baseURL }) => {
  await newDonor(page, request, baseURL!, 'personal');
  const s = new SettingsPage(page);
  await s.goto();
  await expectNoSeriousViolations(page);
  const personal = s.section('Личные данные');
  const firstName = personal.getByRole('textbox', { name: 'Имя', exact: true });
  await expect(firstName).toHaveValue('Настройка');

  await firstName.fill('');
  await personal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(/Поле не может быть пустым/);

  await firstName.fill('Светлана');
  await personal.getByRole('textbox', { name: 'Фамилия' }).fill('Орлова');
  await personal.getByRole('combobox', { name: 'Город' }).fill('Каз');
  await personal.getByRole('option', { name: 'Казань', exact: true }).click();
  await personal.getByRole('radio', { name: 'Женский' }).check();
  await personal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(personal.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();

  await page.reload();
  await expect(s.heading).toBeVisible({ timeout: 15_000 });
  await expect(firstName).toHaveValue('Светлана');
  await expect(personal.getByRole('combobox', { name: 'Город' })).toHaveValue('Казань');
  await expect(personal.getByRole('radio', { name: 'Женский' })).toBeChecked();

  // an edit that was not saved is still there after a reload
  await personal.getByRole('textbox', { name: 'Ник' }).fill('svetik');
  await page.reload();
  await expect(s.heading).toBeVisible({ timeout: 15_000 });
  await expect(personal.getByRole('textbox', { name: 'Ник' })).toHaveValue('svetik');
});

test('changing the e-mail with a code from the outbox; the new address logs in', async ({ page, request, baseURL }) => {
  const { email } = await newDonor(page, request, baseURL!, 'old');
  const fresh = uniqueEmail('new');
  const s = new SettingsPage(page);
  await s.goto();
  const block = s.section('E-mail');
  await expect(block.getByText(`Сейчас: ${email}`)).toBeVisible();
  await block.getByRole('textbox', { name: 'Новый e-mail' }).fill(fresh);
  await block.getByRole('button', { name: 'Получить код' }).click();
  const screen = new CodeScreen(block);
  await expect(screen.code).toBeFocused();
  const { code } = await codeFromOutbox(request, fresh);
  await screen.code.fill(code);
  await screen.confirm.click();
  await expect(block.getByRole('status').filter({ hasText: 'E-mail изменён' })).toBeVisible();
  await expect(block.getByText(`Сейчас: ${fresh}`)).toBeVisible();
  expect((await request.post('/api/auth/login/', { data: { username: fresh, password: PASSWORD } })).status()).toBe(200);
});

test('password change stores the new token (the old one ends); notifications and hide-name persist', async ({ page, request, baseURL }) => {
  const { email, token } = await newDonor(page, request, baseURL!, 'pass');
  const s = new SettingsPage(page);
  await s.goto();

  const notify = s.section('Уведомления');
  const sms = notify.getByRole('checkbox', { name: 'Присылать SMS' });
  await expect(sms).toBeChecked();
  await sms.uncheck();
  const privacy = s.section('Приватность');
  await privacy.getByRole('checkbox', { name: 'Скрывать моё имя в публичных списках' }).check();

  const block = s.section('Пароль');
  await block.getByRole('textbox', { name: 'Текущий пароль' }).fill('not-my-password');
  await block.getByRole('textbox', { name: 'Новый пароль' }).fill('e2e-changed-pass-2026');
  await block.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(block.getByRole('textbox', { name: 'Текущий пароль' })).toHaveAccessibleDescription(/Неверный пароль/);
  await block.getByRole('textbox', { name: 'Текущий пароль' }).fill(PASSWORD);
  await block.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(block.getByRole('status').filter({ hasText: 'Пароль изменён' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie?.value).toBeTruthy();
  expect(cookie?.value).not.toBe(token);
  expect((await request.get('/api/auth/me/', { headers: { authorization: `Token ${token}` } })).status()).toBe(401);
  expect((await request.post('/api/auth/login/', { data: { username: email, password: 'e2e-changed-pass-2026' } })).status()).toBe(200);

  await page.reload();
  await expect(s.heading).toBeVisible({ timeout: 15_000 });
  await expect(sms).not.toBeChecked();
  await expect(notify.getByRole('checkbox', { name: 'Присылать на e-mail' })).toBeChecked();
  await expect(privacy.getByRole('checkbox', { name: 'Скрывать моё имя в публичных списках' })).toBeChecked();
});

test('profile photo: checked in the browser, then uploaded and shown', async ({ page, request, baseURL }) => {
  await newDonor(page, request, baseURL!, 'photo');
  const s = new SettingsPage(page);
  await s.goto();
  const block = s.section('Фото профиля');
  await expect(block.getByRole('img', { name: 'default User photo' })).toBeVisible();
  const input = block.locator('input[type="file"]');
  await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await png(page, 120) });
  await expect(block.getByRole('alert')).toHaveText(/не менее 200×200 пикселей/);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(page, 260) });
  await expect(block.getByRole('status').filter({ hasText: 'Фото обновлено' })).toBeVisible({ timeout: 15_000 });
  await expect(block.getByRole('img', { name: 'User photo', exact: true })).toBeVisible();
});

test('linking the sandbox social account and unlinking it; a social-login error is shown', async ({ page, request, baseURL }) => {
  await newDonor(page, request, baseURL!, 'social');
  const s = new SettingsPage(page);
  await s.goto();
  const block = s.section('Соцсети');
  await expect(block.getByText('Нет привязанных аккаунтов.')).toBeVisible();
  await block.getByRole('button', { name: /^Привязать/ }).click();
  await expect(page.getByRole('heading', { name: 'Вход через песочницу' })).toBeVisible();
  await page.getByLabel('Номер аккаунта в песочнице').fill(`e2e-${Date.now()}`);
  await page.getByLabel('Имя').fill('Соц Донор');
  await page.getByRole('button', { name: 'Разрешить и вернуться на сайт' }).click();
  await expect(s.heading).toBeVisible({ timeout: 15_000 });
  await expect(block.getByText('Соц Донор')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/settings\/personal$/);
  await block.getByRole('button', { name: /^Отвязать Песочница/ }).click();
  await expect(block.getByText('Нет привязанных аккаунтов.')).toBeVisible();

  // spec §4: a session cookie carrying an error is shown as the social-login error
  await page.context().addCookies([{ name: 'session', value: encodeURIComponent(JSON.stringify({ error: 'Соцсеть не подтвердила вход' })), url: baseURL! }]);
  await s.goto();
  await expect(block.getByRole('alert').filter({ hasText: 'Соцсеть не подтвердила вход' })).toBeVisible();
});

test('deleting the account: the dialog says what is erased and kept, asks for the password, logs out to /', async ({ page, request, baseURL }) => {
  const { email } = await newDonor(page, request, baseURL!, 'delete');
  const s = new SettingsPage(page);
  await s.goto();
  await s.section('Удаление аккаунта').getByRole('button', { name: 'Удалить аккаунт' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('число ваших донаций — анонимно');
  const password = dialog.getByRole('textbox', { name: 'Пароль для подтверждения' });
  await expect(password).toBeFocused();
  await expectNoSeriousViolations(page);
  await password.fill('wrong-password');
  await dialog.getByRole('button', { name: 'Удалить навсегда' }).click();
  await expect(password).toHaveAccessibleDescription(/Неверный пароль/);
  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Удалить навсегда' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  expect((await request.post('/api/auth/login/', { data: { username: email, password: PASSWORD } })).status()).toBe(400);
});
