// Sign-up, the code screen and password recovery in a real browser against the real API and
// database (spec §2 /pre_sign_up, /sign_up, /sign_up_email, /reset; §5; §7 registration and
// recovery calls): codes are read from the dev outbox. Axe on each page.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';
import { CodeScreen, SignUpPage, codeFromOutbox, registerByApi, uniqueEmail, uniquePhone } from '../pages/sign-up.ts';

const PASSWORD = 'e2e-sign-up-pass-2026';

async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'token');
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAxeViolations(page, { tags: WCAG_AA })).toEqual([]);
}

test.describe('registration', () => {
  test('by e-mail from /pre_sign_up with a referral link: the code screen survives a reload, the code logs in and opens /profile/', async ({ page, request }) => {
    const email = uniqueEmail('reg');
    const s = new SignUpPage(page);
    await s.goto('/pre_sign_up?referral_code=ANNA2026', 'Регистрация');
    expect((await page.context().cookies()).find((c) => c.name === 'ReferralCode')?.value).toBe('ANNA2026');
    await s.login.fill(email);
    await s.next.click();
    await expect(page).toHaveURL(/\/sign_up_email$/);
    await expect(s.heading('Регистрация по e-mail')).toBeVisible();
    await expect(s.email).toHaveValue(email);

    // both consents are required, each with its own error tied to its checkbox
    await s.password.fill(PASSWORD);
    await s.firstName.fill('Мария');
    await s.submit.click();
    for (const [box, text] of [[s.terms, 'Нужно принять пользовательское соглашение'], [s.personalData, 'Нужно согласие на обработку персональных данных']] as const) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(new RegExp(text));
    }
    await expect(s.main.getByRole('link', { name: 'пользовательское соглашение' })).toHaveAttribute('href', '/rules');
    await expect(s.main.getByRole('link', { name: 'согласие на обработку персональных данных' })).toHaveAttribute('href', '/confidential');

    await s.lastName.fill('Петрова');
    await s.pickCity('Каз', 'Казань');
    await s.birthDate.fill('1992-03-08');
    await s.acceptBoth();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/auth/registration/'));
    await s.submit.click();
    const req = await sent;
    expect(new URL(req.url()).searchParams.get('referral_code')).toBe('ANNA2026');
    expect(req.postDataJSON()).toMatchObject({ email, first_name: 'Мария', last_name: 'Петрова', birth_date: '1992-03-08', accept_terms: true, accept_personal_data: true });
    expect(typeof req.postDataJSON().city_id).toBe('number');

    await expect(s.heading('Подтвердите регистрацию')).toBeVisible();
    const screen = new CodeScreen(s.main);
    await expect(screen.code).toBeFocused();
    await expect(screen.code).toHaveAttribute('inputmode', 'numeric');
    await expect(screen.code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(screen.resend).toBeDisabled();
    await expect(screen.resend).toHaveText(/через 0:[0-5]\d|через 1:00/);
    await expectNoSeriousViolations(page);

    // a reload keeps the step: the code can still be entered
    await page.reload();
    await expect(s.heading('Подтвердите регистрацию')).toBeVisible({ timeout: 15_000 });
    await expect(s.main.getByText(email)).toBeVisible();

    // a wrong code: the API's message under the field, focus back on it
    await screen.code.fill('000000');
    await screen.confirm.click();
    const { code } = await codeFromOutbox(request, email);
    if (code !== '000000') {
      await expect(screen.code).toHaveAttribute('aria-invalid', 'true');
      await expect(screen.code).toHaveAccessibleDescription(/Неверный код/);
      await expect(screen.code).toBeFocused();
    }
    // a whole SMS pasted/typed into the field is reduced to its code
    await screen.code.fill(`Код подтверждения: ${code}. Донор Рядом`);
    await expect(screen.code).toHaveValue(code);
    await screen.code.press('Enter');
    await page.waitForURL((url) => url.pathname === '/profile/');
    expect(await tokenCookie(page)).toBeTruthy();
    expect((await page.context().cookies()).find((c) => c.name === 'ReferralCode'), 'cleared once a token exists').toBeUndefined();
  });

  test('by phone on /sign_up: the SMS code logs in', async ({ page, request }) => {
    const phone = uniquePhone();
    const s = new SignUpPage(page);
    await s.goto('/sign_up', 'Регистрация по телефону');
    await expectNoSeriousViolations(page);
    await s.phone.fill(phone);
    await s.password.fill(PASSWORD);
    await s.firstName.fill('Олег');
    await s.acceptBoth();
    await s.submit.click();
    await expect(s.heading('Подтвердите регистрацию')).toBeVisible();
    const { code } = await codeFromOutbox(request, phone);
    const screen = new CodeScreen(s.main);
    await screen.code.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(screen.code).toHaveValue(code);
    await screen.confirm.click();
    await page.waitForURL((url) => url.pathname === '/profile/');
    expect(await tokenCookie(page)).toBeTruthy();
    const login = await request.post('/api/auth/login/', { data: { username: phone, password: PASSWORD } });
    expect(login.status()).toBe(200);
  });

  test('a phone typed the Russian way on /pre_sign_up (8 (999) …) registers by phone; it logs in spelled any way', async ({ page, request }) => {
    const phone = uniquePhone(); // +7999…
    const d = phone.slice(2);
    const typed = `8 (${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`;
    const s = new SignUpPage(page);
    await s.goto('/pre_sign_up', 'Регистрация');
    await s.login.fill(typed);
    await s.next.click();
    await expect(page).toHaveURL(/\/sign_up$/);
    await expect(s.phone).toHaveValue(typed);
    await s.password.fill(PASSWORD);
    await s.firstName.fill('Ирина');
    await s.acceptBoth();
    await s.submit.click();
    await expect(s.heading('Подтвердите регистрацию')).toBeVisible();
    const { code } = await codeFromOutbox(request, phone);
    await new CodeScreen(s.main).code.fill(code);
    await new CodeScreen(s.main).confirm.click();
    await page.waitForURL((url) => url.pathname === '/profile/');
    for (const username of [`8${d}`, `+7 ${d.slice(0, 3)} ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`]) {
      expect((await request.post('/api/auth/login/', { data: { username, password: PASSWORD } })).status(), username).toBe(200);
    }
  });

  test('the form draft survives a reload, the password does not', async ({ page }) => {
    const s = new SignUpPage(page);
    await s.goto('/sign_up_email', 'Регистрация по e-mail');
    await s.email.fill('draft-e2e@example.com');
    await s.password.fill('secret-draft-pass');
    await s.firstName.fill('Черновик');
    await s.terms.check();
    await page.reload();
    await expect(s.heading('Регистрация по e-mail')).toBeVisible({ timeout: 15_000 });
    await expect(s.email).toHaveValue('draft-e2e@example.com');
    await expect(s.firstName).toHaveValue('Черновик');
    await expect(s.terms).toBeChecked();
    await expect(s.password).toHaveValue('');
    const stored = await page.evaluate(() => JSON.stringify(window.sessionStorage));
    expect(stored).not.toContain('secret-draft-pass');
  });

  test('/pre_sign_up and /sign_up_email have no serious axe violations; an empty submit is explained', async ({ page }) => {
    const s = new SignUpPage(page);
    await s.goto('/pre_sign_up', 'Регистрация');
    await s.next.click();
    await expect(s.login).toHaveAttribute('aria-invalid', 'true');
    await expect(s.login).toHaveAccessibleDescription(/Поле не может быть пустым/);
    await expectNoSeriousViolations(page);
    await s.goto('/sign_up_email', 'Регистрация по e-mail');
    await expectNoSeriousViolations(page);
  });
});

test.describe('password recovery', () => {
  test('/reset: code from the outbox, a new password, logged in; the new password works and the old one not', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await registerByApi(request, email, PASSWORD);
    const s = new SignUpPage(page);
    await s.goto('/reset', 'Восстановление пароля');
    await expectNoSeriousViolations(page);
    await s.login.fill(email);
    await s.main.getByRole('button', { name: 'Получить код' }).click();
    await expect(s.heading('Введите код')).toBeVisible();
    const { code } = await codeFromOutbox(request, email, 'Восстановление пароля');
    await new CodeScreen(s.main).code.fill(code);
    await new CodeScreen(s.main).confirm.click();
    await expect(s.heading('Новый пароль')).toBeVisible();
    const fresh = 'e2e-new-password-2026';
    await s.main.getByRole('textbox', { name: 'Новый пароль' }).fill(fresh);
    await s.main.getByRole('button', { name: 'Сохранить и войти' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/');
    expect(await tokenCookie(page)).toBeTruthy();
    expect((await request.post('/api/auth/login/', { data: { username: email, password: fresh } })).status()).toBe(200);
    expect((await request.post('/api/auth/login/', { data: { username: email, password: PASSWORD } })).status()).toBe(400);
  });
});
