// mfe-profile's sign-up pages (/pre_sign_up, /sign_up, /sign_up_email), /reset and the shared
// code screen (mfe-profile/src/sign-up, reset, code), plus the dev outbox the codes are read from
// (api/src/features/outbox/dev-outbox.ts, mounted outside production: the e2e server runs NODE_ENV=test).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export class SignUpPage {
  readonly main: Locator;
  readonly form: Locator;
  readonly login: Locator;
  readonly next: Locator;
  readonly phone: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly city: Locator;
  readonly birthDate: Locator;
  readonly terms: Locator;
  readonly personalData: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.form = this.main.locator('form');
    this.login = this.main.getByRole('textbox', { name: 'Телефон или e-mail' });
    this.next = this.main.getByRole('button', { name: 'Продолжить' });
    // By role and accessible name: the label's asterisk is aria-hidden, the `required` state says it.
    const box = (name: string) => this.main.getByRole('textbox', { name, exact: true });
    this.phone = box('Телефон');
    this.email = box('E-mail');
    this.password = box('Пароль');
    this.firstName = box('Имя');
    this.lastName = box('Фамилия');
    this.city = this.main.getByRole('combobox', { name: 'Город' });
    this.birthDate = this.main.getByLabel('Дата рождения');
    this.terms = this.main.getByRole('checkbox', { name: /пользовательское соглашение/ });
    this.personalData = this.main.getByRole('checkbox', { name: /согласие на обработку персональных данных/ });
    this.submit = this.main.getByRole('button', { name: 'Зарегистрироваться', exact: true });
    this.alert = this.form.getByRole('alert');
  }

  heading(name: string | RegExp): Locator {
    return this.main.getByRole('heading', { level: 1, name });
  }

  async goto(path: string, heading: string | RegExp): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading(heading)).toBeVisible({ timeout: 15_000 });
  }

  /** Types in the city combobox and picks the option. */
  async pickCity(search: string, option: string): Promise<void> {
    await this.city.fill(search);
    await this.main.getByRole('option', { name: option, exact: true }).click();
    await expect(this.city).toHaveValue(option);
  }

  async acceptBoth(): Promise<void> {
    await this.terms.check();
    await this.personalData.check();
  }
}

/** The shared code screen. */
export class CodeScreen {
  readonly code: Locator;
  readonly confirm: Locator;
  readonly resend: Locator;
  readonly alert: Locator;

  constructor(readonly scope: Locator) {
    this.code = scope.getByRole('textbox', { name: 'Код из 6 цифр' });
    this.confirm = scope.getByRole('button', { name: 'Подтвердить' });
    this.resend = scope.getByRole('button', { name: /Отправить код ещё раз/ });
    this.alert = scope.getByRole('alert');
  }
}

interface OutboxRow { target: string; subject: string; body: string; id: number }

/** The newest 6-digit code sent to `target`, of that subject if given (waits for it to be queued). */
export async function codeFromOutbox(request: APIRequestContext, target: string, subject?: string): Promise<{ code: string; id: number }> {
  let found: { code: string; id: number } | null = null;
  await expect(async () => {
    const res = await request.get(`/api/dev/outbox.json?target=${encodeURIComponent(target)}`);
    expect(res.status()).toBe(200);
    const rows = (await res.json()) as OutboxRow[];
    const row = rows.find((r) => (subject === undefined || r.subject === subject) && /\b\d{6}\b/.test(r.body));
    expect(row, `a code sent to ${target}`).toBeTruthy();
    found = { code: /\b(\d{6})\b/.exec(row!.body)![1]!, id: row!.id };
  }).toPass({ timeout: 10_000 });
  return found!;
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
export const uniquePhone = () => `+7999${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** A confirmed account made through the API (registration → code → confirm): its token. */
export async function registerByApi(request: APIRequestContext, email: string, password: string, firstName = 'Тест'): Promise<string> {
  const reg = await request.post('/api/auth/registration/', {
    data: { email, password, first_name: firstName, accept_terms: true, accept_personal_data: true },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { user_id } = (await reg.json()) as { user_id: number };
  const { code } = await codeFromOutbox(request, email);
  const res = await request.post('/api/auth/confirm_email_reg/', { data: { user_id, email, code } });
  expect(res.status(), await res.text()).toBe(200);
  return res.headers()['token']!;
}
