// The donor's cabinet pages of mfe-profile (mfe-profile/src/cabinet, donations, planning,
// payments): locators by role and label, plus a fresh donor made through the API (registration
// with the code from the dev outbox), so a test starts from a cabinet with no donations.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** '23 января 2027' as the cabinet writes a day (Intl ru, Europe/Moscow, without « г.»). */
export function ruDay(date: Date): string {
  return new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' })
    .formatToParts(date)
    .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year')
    .map((p) => p.value)
    .join(' ');
}

/** 'YYYY-MM-DD' of a day in Moscow (the API's calendar). */
export function moscowIso(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(date);
}

/** Today in Moscow plus `days` (noon, so no time zone moves it across midnight). */
export function moscowDay(days = 0): Date {
  const [y, m, d] = moscowIso(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, 9));
}

export interface Donor {
  email: string;
  password: string;
  token: string;
  id: number;
  /** The address it registered from (x-forwarded-for): its own, for the API's per-address limits. */
  ip: string;
}

/** Registers and confirms a new donor by e-mail through the API (spec §7 registration). */
export async function registerDonor(request: APIRequestContext, name = 'Кабинет'): Promise<Donor> {
  const email = `cabinet-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Kabinet-e2e-2026!';
  // Each fixture donor is another person at another address (playwright.config.ts TRUST_PROXY).
  const someone = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const reg = await request.post('/api/auth/registration/', {
    headers: { 'x-forwarded-for': someone },
    data: { email, password, first_name: name, last_name: 'Тестова', city_id: 1, accept_terms: true, accept_personal_data: true },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { user_id } = (await reg.json()) as { user_id: number };
  const outbox = (await (await request.get(`/api/dev/outbox.json?target=${encodeURIComponent(email)}`)).json()) as { body: string }[];
  const code = /\b(\d{6})\b/.exec(outbox[0]?.body ?? '')?.[1];
  expect(code, 'the registration code in the dev outbox').toBeTruthy();
  const confirm = await request.post('/api/auth/confirm_email_reg/', { data: { user_id, email, code } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const token = confirm.headers()['token'];
  expect(token).toBeTruthy();
  const me = (await confirm.json()) as { id: number };
  return { email, password, token: token!, id: me.id, ip: someone };
}

/** A monthly sandbox subscription of `email`, paid (api/src/features/payments/payments-sandbox.ts). */
export async function subscribeMonthly(request: APIRequestContext, donor: Donor, amount = 500): Promise<void> {
  const start = await request.post('/api/sandbox/process-payment/', {
    headers: { authorization: `Token ${donor.token}` },
    data: {
      payment_type: 'monthly', amount, payment_method: 'card', email: donor.email,
      metadata: { email: donor.email, firstName: 'Кабинет', payment_display_status: 'hidden', donater_status: 'anonym' },
    },
  });
  expect(start.status(), await start.text()).toBe(201);
  const { order_id } = (await start.json()) as { order_id: string };
  const done = await request.post(`/api/sandbox/checkout/${order_id}/succeed/`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: '', maxRedirects: 0 });
  expect(done.status()).toBeLessThan(400);
}

export class CabinetPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly nextDates: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Личный кабинет' });
    this.nextDates = this.main.locator('.cab-next__item');
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile/');
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
  }

  /** One of the cabinet's tabs (Главное, Донации, Подарки, Ещё; docs/cabinet.md «Разделы»). */
  tab(name: string): Locator {
    return this.main.getByRole('tab', { name, exact: true });
  }

  /** The next possible date line of a component ('blood', 'plasma', …). */
  next(component: string): Locator {
    return this.main.locator(`.cab-next__item[data-component="${component}"]`);
  }
}

export class DonationFormPage {
  readonly main: Locator;
  readonly date: Locator;
  readonly station: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.date = this.main.getByLabel('Дата донации');
    this.station = this.main.getByRole('combobox', { name: /Где сдавали/ });
    this.submit = this.main.getByRole('button', { name: 'Добавить донацию' });
  }

  kind(name: string): Locator {
    return this.main.getByRole('radio', { name });
  }

  /** Types into the station picker and takes the first match. */
  async pickStation(text: string): Promise<void> {
    await this.station.fill(text);
    const option = this.main.getByRole('option').first();
    await expect(option).toBeVisible();
    await option.click();
  }
}

export class PlanningPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly date: Locator;
  readonly station: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Напомнить о донации' });
    this.date = this.main.getByLabel('Дата', { exact: true });
    this.station = this.main.getByRole('combobox', { name: /Где/ });
    this.submit = this.main.getByRole('button', { name: /Запланировать|Сохранить изменения/ });
  }

  kind(name: string): Locator {
    return this.main.getByRole('radio', { name });
  }
}

export class PaymentsPage {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Мои ежемесячные пожертвования' });
  }
}
