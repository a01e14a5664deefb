// The help-me form and the recipient page of mfe-helpme (mfe-helpme/src/form/*, recipient/*).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { makeStaff } from './staff.ts';

export class HelpmeForm {
  readonly main: Locator;
  readonly start: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly submit: Locator;
  readonly bloodClass: Locator;
  readonly types: Locator;
  readonly donors: Locator;
  readonly city: Locator;
  readonly station: Locator;
  readonly lastDate: Locator;
  readonly lastName: Locator;
  readonly firstName: Locator;
  readonly middleName: Locator;
  readonly birthDate: Locator;
  readonly reason: Locator;
  readonly photo: Locator;
  readonly consent: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#section-mfe_helpme');
    this.start = this.main.getByRole('button', { name: 'Начать' });
    this.next = this.main.getByRole('button', { name: 'Далее' });
    this.back = this.main.getByRole('button', { name: 'Назад' });
    this.submit = this.main.getByRole('button', { name: 'Опубликовать запрос' });
    this.bloodClass = this.main.getByLabel('Компонент крови');
    this.types = this.main.getByRole('group', { name: /Группа крови и резус-фактор/ });
    this.donors = this.main.getByLabel('Сколько нужно доноров');
    this.city = this.main.getByRole('combobox', { name: 'Город' });
    this.station = this.main.getByRole('combobox', { name: 'Станция переливания крови' });
    this.lastDate = this.main.getByLabel('Искать доноров до');
    this.lastName = this.main.getByLabel('Фамилия пациента');
    this.firstName = this.main.getByLabel('Имя пациента');
    this.middleName = this.main.getByLabel(/Отчество пациента/);
    this.birthDate = this.main.getByLabel('Дата рождения пациента');
    this.reason = this.main.getByLabel('Почему нужна кровь');
    this.photo = this.main.getByLabel(/Фото пациента/);
    this.consent = this.main.getByRole('checkbox', { name: /вправе опубликовать данные пациента/ });
    this.alert = this.main.locator('form').getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/helpme/');
    await expect(this.main.getByRole('heading', { level: 1 })).toBeVisible();
  }

  type(label: RegExp): Locator {
    return this.types.getByRole('checkbox', { name: label });
  }

  /** The field's error is shown and tied to it (aria-describedby → accessible description). */
  async expectError(field: Locator, text: string): Promise<void> {
    await expect(this.main.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }

  async pickCity(typed: string, name: string): Promise<void> {
    await this.city.fill(typed);
    await this.main.getByRole('option', { name, exact: true }).click();
    await expect(this.city).toHaveValue(name);
  }

  /** The first station the picker offers for the chosen city; its title. */
  async pickFirstStation(): Promise<string> {
    await this.station.click();
    const option = this.main.getByRole('listbox', { name: 'Станция переливания крови' }).getByRole('option').first();
    await expect(option).toBeVisible();
    const title = (await option.textContent())!.trim();
    await option.click();
    await expect(this.station).toHaveValue(title);
    return title;
  }
}

/** 'YYYY-MM-DD' in Moscow (the browser's time zone in these tests) `days` from today. */
export function moscowDay(days = 0): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export interface CreatedNeed {
  id: number;
  title: string;
  city: { id: number; title: string } | null;
  blood_station: { id: number; slug: string; title: string } | null;
  time_slots: { id: number; date: string }[];
}

/**
 * A Kazan station open every day of the week: a request's days are then all listed (the day
 * picker shows only the station's open days, docs/helpme.md «Дни»), whatever weekday the test runs.
 */
async function dailyStation(request: APIRequestContext): Promise<{ id: number }> {
  const list = await request.get('/api/blood_stations/all_names/?city_id=50&closed=false&page_size=100');
  for (const { id } of ((await list.json()) as { results: { id: number }[] }).results) {
    const detail = (await (await request.get(`/api/blood_stations/${id}/`)).json()) as { hours: unknown[] };
    if (detail.hours.length === 7) return { id };
  }
  throw new Error('the seed has no Kazan station open every day');
}

/**
 * Publishes a request as a moderator does (docs/helpme.md «Модерация»: a new request is public
 * only once a moderator approves it); the moderator is a new one (staff.ts), as the verdict writes.
 */
export async function approveNeed(request: APIRequestContext, id: number): Promise<void> {
  const moderator = await makeStaff(request, { moderator: true }, 'Модератор');
  const res = await request.post(`/api/staff/helpme/${id}/verdict/`, {
    headers: { authorization: `Token ${moderator.token}` },
    data: { verdict: 'approve', expected: 'pending' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A request made through the API by `author` (a token, or a registered donor, who then posts from
 * its own address: the per-address limit of docs/helpme.md counts people, not the test runner),
 * multipart as the form sends it, published by the moderator unless `publish` is false (then only
 * its author and moderators see it).
 */
export async function createNeed(request: APIRequestContext, author: string | { token: string; ip: string }, over: Record<string, string> = {}, publish = true): Promise<CreatedNeed> {
  const station = await dailyStation(request);
  const { token, ip } = typeof author === 'string' ? { token: author, ip: undefined } : author;
  const res = await request.post('/api/address_needs/', {
    headers: { authorization: `Token ${token}`, ...(ip ? { 'x-forwarded-for': ip } : {}) },
    multipart: {
      blood_class: 'blood', 'requested_blood_type[0]': 'b_minus', required_donors_count: '4', city_id: '50', blood_station_id: String(station!.id),
      last_date: moscowDay(3), last_name: 'Проверкина', first_name: 'Вера', birth_date: '1977-02-03', search_reason: 'Плановая операция',
      publish_consent: 'true', ...over,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const need = (await res.json()) as CreatedNeed;
  if (publish) await approveNeed(request, need.id);
  return need;
}
