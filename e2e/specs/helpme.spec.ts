// mfe-helpme in the browser, on a phone (390×844): the help-me form with every validation message
// of spec §5 reached, the photo refused or accepted by its content, a failed submit that keeps
// the draft and the photo, submit → /recipient/{id}; joining a day, changing it, leaving (.ics,
// anonymous → login); the request on the home page of its city and on its station page; closing
// and sharing; a failed recipient load → /404/; axe. Test pictures are drawn here with sharp.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';
import { registerDonor } from '../pages/cabinet.ts';
import { HelpmeForm, createNeed, moscowDay } from '../pages/helpme.ts';

test.use(PHONE);

/** Deterministic noise (an LCG), so a picture does not compress below its byte size. */
async function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = 12345;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

async function axe(page: Page) {
  expect(await seriousAxeViolations(page, { tags: WCAG_AA, include: '#app-main' })).toEqual([]);
}

/** The home page's block loads once it is near the viewport (the slot table's 'in-page' row). */
const scrollToHomeNeeds = (page: Page) => page.evaluate(() => document.getElementById('home-needs')?.scrollIntoView());

const setCity = async (page: Page, baseURL: string, id: number) => {
  const { hostname } = new URL(baseURL);
  await page.context().addCookies([
    { name: 'City_id', value: String(id), domain: hostname, path: '/' },
    { name: 'City', value: id === 1 ? 'Moscow' : 'Other', domain: hostname, path: '/' },
  ]);
};

test('the whole form: every message, photo checks by content, a failed submit keeps draft and photo, submit → /recipient/{id}', async ({ page, loginAs, donor }) => {
  test.setTimeout(90_000);
  await loginAs(page, donor);
  const f = new HelpmeForm(page);
  await f.goto();
  await expect(f.main.getByRole('heading', { level: 1, name: 'Найти донора для пациента' })).toBeVisible();
  await axe(page);
  await f.start.click();

  // Step 1: every field's own message; the first error field gets the focus (spec §4).
  await f.donors.fill('');
  await f.next.click();
  await expect(f.bloodClass).toBeFocused();
  await f.expectError(f.bloodClass, 'Не выбран компонент крови');
  await f.expectError(f.types, 'Не выбрана группа крови');
  await f.expectError(f.donors, 'Указано неверное количество доноров крови');
  await f.expectError(f.city, 'Не выбран город');
  await f.expectError(f.station, 'Не выбран пункт сдачи крови');
  await f.expectError(f.lastDate, 'Не выбрана дата окончания поиска');
  await axe(page);
  // spec §5: an edit clears that field's error; Next now stops at the next field.
  await f.bloodClass.selectOption({ label: 'Цельная кровь' });
  await expect(f.main.getByText('Не выбран компонент крови')).toHaveCount(0);
  await f.next.click();
  await expect(f.type(/^O\(I\) Rh\+/)).toBeFocused(); // the first checkbox of the group
  await f.type(/^A\(II\) Rh\+/).check();
  await f.type(/^O\(I\) Rh−/).check();
  await f.donors.fill('десять');
  await f.next.click();
  await expect(f.donors).toBeFocused();
  await f.expectError(f.donors, 'Проверьте правильность типа введенного поля');
  await f.donors.fill('3');
  await f.pickCity('Каз', 'Казань');
  await f.pickFirstStation();
  await f.lastDate.fill(moscowDay(-1));
  await f.next.click();
  await f.expectError(f.lastDate, 'Дата окончания поиска — от сегодняшнего дня до года вперёд');
  await f.lastDate.fill(moscowDay(5));

  // The draft survives a reload.
  await page.reload();
  await expect(f.donors).toHaveValue('3');
  await expect(f.city).toHaveValue('Казань');
  await expect(f.type(/^O\(I\) Rh−/)).toBeChecked();
  await f.next.click();

  // Step 2.
  await expect(f.main.getByRole('heading', { name: /Данные пациента/ })).toBeVisible();
  await f.submit.click();
  await expect(f.lastName).toBeFocused();
  await f.expectError(f.lastName, 'Не указана фамилия');
  await f.expectError(f.firstName, 'Не указано имя');
  await f.expectError(f.birthDate, 'Не указана дата рождения');
  await f.expectError(f.reason, 'Не указана причина поиска');
  await f.expectError(f.consent, 'Подтвердите, что вы вправе опубликовать данные пациента');
  await axe(page);

  // The photo (spec §5 Image), checked by bytes and by real decoding, not by name.
  const cases: Array<[string, string, Buffer, string]> = [
    ['tiny.png', 'image/png', await sharp({ create: { width: 1, height: 1, channels: 3, background: '#c00' } }).png().toBuffer(), 'Файл слишком маленький: не менее 1 КБ'],
    ['huge.png', 'image/png', await noisePng(1800, 1700), 'Файл слишком большой: не более 8 МБ'],
    ['small.png', 'image/png', await noisePng(150, 150), 'Изображение слишком маленькое: не менее 200×200 пикселей'],
    ['notes.png', 'image/png', Buffer.from('это не картинка, а текст\n'.repeat(200)), 'Не удалось прочитать изображение: файл повреждён'],
  ];
  for (const [name, mimeType, buffer, message] of cases) {
    await f.photo.setInputFiles({ name, mimeType, buffer });
    await f.expectError(f.photo, message);
  }
  // A PNG named .jpg is a picture all the same.
  await f.photo.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await noisePng(300, 300) });
  await expect(f.main.getByText('Выбрано: photo.jpg')).toBeVisible();
  await expect(f.main.locator('.hm-photo .ui-error')).toHaveCount(0);

  await f.lastName.fill('Тестова');
  await f.firstName.fill('Мария');
  await f.birthDate.fill('1985-06-15');
  await f.reason.fill('Плановая операция, нужна кровь заранее');
  await f.consent.check();

  // A failed submit: the API's field error next to its field (step 1 shown, focused); the
  // draft and the photo stay.
  let refused = false;
  await page.route((url) => url.pathname === '/api/address_needs/', async (route) => {
    if (route.request().method() !== 'POST' || refused) return route.fallback();
    refused = true;
    await route.fulfill({ status: 400, json: { blood_station_id: ['Пункт сдачи крови находится в другом городе'] } });
  });
  await f.submit.click();
  await expect(f.station).toBeFocused();
  await f.expectError(f.station, 'Пункт сдачи крови находится в другом городе');
  await expect(f.submit).toHaveCount(0);
  await f.pickFirstStation();
  await expect(f.main.getByText('Пункт сдачи крови находится в другом городе')).toHaveCount(0);
  await f.next.click();
  await expect(f.main.getByText('Выбрано: photo.jpg')).toBeVisible();
  await expect(f.firstName).toHaveValue('Мария');

  await f.submit.click();
  await expect(page).toHaveURL(/\/recipient\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Мария/ })).toBeVisible();
  // A new request waits for a moderator (docs/helpme.md «Модерация»): its author sees it so.
  await expect(page.getByText('На проверке', { exact: true })).toBeVisible();
  await expect(page.getByText(/обычно до 24 часов/)).toBeVisible();
  await expect(page.getByText('Записались 0 из 3 доноров')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Нужная группа крови' })).toContainText('O(I) Rh−');
  await expect(page.getByRole('img', { name: /^Фото пациента: Мария/ })).toBeVisible();
  // The form starts again from the welcome page next time (reinitialise).
  await f.goto();
  await expect(f.start).toBeVisible();
});

test('a donor joins a day, changes it and leaves; the day goes to a calendar; anonymous → login', async ({ page, request, loginAs, donor }) => {
  // The request's author and the joining donor are people of this test alone (fixtures `donor`).
  const need = await createNeed(request, await registerDonor(request, 'Автор'));
  const path = `/recipient/${need.id}`;
  await page.goto(path);
  await page.getByRole('button', { name: 'Войти, чтобы записаться' }).click();
  await expect(page).toHaveURL(`/login/?next=${encodeURIComponent(path)}`);

  await loginAs(page, donor);
  // The host hands the request over with the page (first-screen request): the browser does not ask.
  const asked: string[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === `/api/address_needs/${need.id}/`) asked.push(r.method()); });
  await page.goto(path);
  const join = page.getByRole('region', { name: 'Записаться' });
  const days = join.getByRole('radio');
  await expect(days).toHaveCount(4); // today … today + 3, sorted
  await join.getByRole('button', { name: 'Записаться', exact: true }).click();
  await expect(join.getByRole('alert')).toHaveText('Выберите день, чтобы записаться');
  await days.nth(1).check();
  const second = (await days.nth(1).locator('..').textContent())!.trim();
  await join.getByRole('button', { name: 'Записаться', exact: true }).click();
  await expect(join.getByText(`Вы записаны на ${second}`)).toBeVisible();
  await expect(page.getByText('Записался 1 из 4 доноров')).toBeVisible();
  // The join answered the request's new state, which went into the page's cache: no reload.
  expect(asked, 'the browser never asks for the request').toEqual([]);

  const download = page.waitForEvent('download');
  await join.getByRole('button', { name: 'Добавить в календарь' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`donor-request-${need.id}.ics`);
  const ics = readFileSync((await file.path())!, 'utf8');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${moscowDay(1).replace(/-/g, '')}`);

  // Change = leave + clear + reload (spec §4): several days, so none is chosen.
  await join.getByRole('button', { name: 'Выбрать другой день' }).click();
  await expect(days).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(days.nth(i)).not.toBeChecked();
  await days.nth(2).check();
  const third = (await days.nth(2).locator('..').textContent())!.trim();
  await join.getByRole('button', { name: 'Записаться', exact: true }).click();
  await expect(join.getByText(`Вы записаны на ${third}`)).toBeVisible();

  await join.getByRole('button', { name: 'Отменить запись' }).click();
  await expect(days.nth(2)).toBeChecked();
  await expect(page.getByText('Записались 0 из 4 доноров')).toBeVisible();
  await axe(page);
});

test('the request is on the home page of its city and on its station page', async ({ page, request, baseURL }) => {
  const need = await createNeed(request, await registerDonor(request, 'Автор'), { first_name: 'Зоя' });
  await setCity(page, baseURL!, 50);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToHomeNeeds(page);
  const block = page.locator('#home-needs');
  await expect(block.getByRole('heading', { level: 2, name: /Ищут доноров/ })).toBeVisible();
  await block.getByRole('link', { name: need.title }).click();
  await expect(page).toHaveURL(`/recipient/${need.id}`);

  // Coming back to the home page without a reload: the block follows the page's element.
  await page.goBack();
  await expect(page.locator('#home-needs').getByRole('link', { name: need.title })).toBeVisible();

  await page.goto(`/bloodstations/${need.blood_station!.slug}/`);
  const needs = page.getByRole('region', { name: 'Ищут доноров для пациентов' });
  await needs.getByRole('link', { name: need.title }).click();
  await expect(page).toHaveURL(`/recipient/${need.id}`);

  // Another city's home page does not show it.
  await setCity(page, baseURL!, 1);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToHomeNeeds(page);
  await expect(page.locator('#home-needs').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.locator('#home-needs').getByRole('link', { name: need.title })).toHaveCount(0);
});

test('the author closes a request (with a confirmation) and it is shown as finished; the link can be shared', async ({ page, request, loginAs, donor }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const need = await createNeed(request, donor, { first_name: 'Нина' });
  await loginAs(page, donor);
  await page.goto(`/recipient/${need.id}`);
  await page.evaluate(() => { Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }); });
  await page.getByRole('button', { name: 'Поделиться' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ссылка скопирована' })).toBeVisible();

  await page.getByRole('button', { name: 'Завершить поиск' }).click();
  const dialog = page.getByRole('dialog', { name: 'Завершить поиск доноров?' });
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeFocused();
  await dialog.getByRole('radio', { name: 'Доноры найдены' }).check();
  await dialog.getByRole('button', { name: 'Завершить поиск' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Доноры найдены, поиск завершён')).toBeVisible();
  await expect(page.getByText('Поиск доноров по этому запросу завершён. Записаться уже нельзя.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Записаться' })).toHaveCount(0);
});

test('a recipient that cannot be loaded goes to /404/ (spec §8)', async ({ page }) => {
  for (const path of ['/recipient/999999', '/recipient/abc']) {
    await page.goto(path);
    await expect(page).toHaveURL('/404/');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  }
});
