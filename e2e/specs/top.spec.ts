// /top/ (spec §2 /top/, §3 Top-donors filter, §4 Top-donors filters): filters live in the URL
// (Apply, reload, back button), the badge counts them (the age pair as one, the year toggle
// never), Reset clears them and closes the dialog; the option lists search from the first letter;
// the signed-in demo donor sees their own place; the share modal copies a link that restores the
// same ranking; the first screen comes with the page; axe with each modal open.
import type { Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { seriousAxeViolations, WCAG_AA } from '../pages/axe.ts';
import { TopPage } from '../pages/top.ts';

async function expectNoSeriousViolations(page: Page) {
  // A modal fades in: axe must read its final colours, not a frame of the transition (colour
  // contrast measured at partial opacity failed once in CI).
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  expect(await seriousAxeViolations(page, { tags: WCAG_AA })).toEqual([]);
}

test('three filters go to the URL, survive a reload and the back button, the badge counts them, Reset clears all', async ({ page }) => {
  const top = new TopPage(page);
  await top.goto();
  await top.loaded();
  await expect(top.badge).toHaveCount(0);

  // The year toggle: in the URL, not in the count.
  await top.thisYear.click();
  await expect(page).toHaveURL('/top/?by_year=true');
  await expect(top.thisYear).toHaveAttribute('aria-pressed', 'true');
  await expect(top.badge).toHaveCount(0);

  await top.openFilters();
  await top.choice('Группа крови', 'A(II) Rh+').check();
  await top.choice('Группа крови', 'O(I) Rh+').check();
  await top.filters.getByLabel('Возраст от').fill('20');
  await top.filters.getByLabel('Возраст до').fill('65');
  await top.choice('Что сдавали', 'Цельная кровь').check();
  await expect(top.filters.getByRole('status')).toHaveText('Выбрано 3 фильтра');
  await top.apply();

  const applied = { by_year: 'true', age_start: '20', age_end: '65', blood_group: 'o_plus,a_plus', components: 'blood' };
  await expect.poll(() => top.params()).toEqual(applied);
  expect(page.url()).toContain('blood_group=o_plus,a_plus');
  await expect(top.badge).toHaveText(/^3/);
  await expect(top.filtersButton).toHaveAccessibleName(/^Фильтры\s+выбрано 3 фильтра$/);
  await expect(top.thisYear).toHaveAttribute('aria-pressed', 'true'); // Apply keeps the year toggle
  await top.loaded();

  await page.reload();
  await expect(top.heading).toBeVisible();
  expect(top.params()).toEqual(applied);
  await expect(top.badge).toHaveText(/^3/);
  await expect(top.chips.getByRole('listitem')).toHaveText([/O\(I\) Rh\+, A\(II\) Rh\+/, /Возраст: 20–65/, /Цельная кровь/]);
  await top.openFilters();
  await expect(top.choice('Группа крови', 'A(II) Rh+')).toBeChecked();
  await expect(top.filters.getByLabel('Возраст от')).toHaveValue('20');
  await expect(top.choice('Kell-фактор', 'Любой')).toBeChecked();

  // Reset clears everything and closes the dialog: it shows the ranking it committed.
  await top.filters.getByRole('button', { name: 'Сбросить' }).click();
  await expect(page).toHaveURL('/top/');
  await expect(top.filters).toHaveCount(0);
  await expect(top.badge).toHaveCount(0);
  await expect(top.allTime).toHaveAttribute('aria-pressed', 'true');
  await top.openFilters();
  await expect(top.choice('Группа крови', 'A(II) Rh+')).not.toBeChecked();
  await expect(top.filters.getByLabel('Возраст от')).toHaveValue('');
  await expect(top.filters.getByRole('status')).toHaveText('Фильтры не выбраны');
  await page.keyboard.press('Escape');
  await expect(top.filters).toHaveCount(0);
  await expect(top.filtersButton).toBeFocused(); // focus back to the opener

  // Every commit was a navigation: back returns to the filtered ranking.
  await page.goBack();
  await expect.poll(() => top.params()).toEqual(applied);
  await expect(top.badge).toHaveText(/^3/);
});

test('places cascade and search from the first letter; a chip removes one filter; an empty ranking suggests which', async ({ page }) => {
  const top = new TopPage(page);
  await top.goto();
  await top.openFilters();
  await top.pick('Город', 'К', 'Казань');
  await top.picker('Организация').fill('Щщщщ');
  await expect(top.filters.getByText('Ничего не найдено')).toBeVisible();
  await top.picker('Организация').press('Escape');
  await expect(top.filters).toBeVisible(); // Escape closed the list, not the modal
  await top.choice('Пол', 'Женщины').check();
  await top.apply();
  await expect.poll(() => top.params()).toEqual({ city: '50', gender: 'female' });
  await expect(top.chips.getByRole('listitem')).toHaveText([/^Казань/, /^Пол: женщины/]);

  // Choosing a country clears the city below it (country → region → city).
  await top.openFilters();
  await expect(top.picker('Город')).toHaveValue('Казань');
  await top.pick('Страна', 'Рос', 'Россия');
  await expect(top.picker('Город')).toHaveValue('Любой город');
  await page.keyboard.press('Escape');

  await top.chips.getByRole('button', { name: 'Убрать фильтр «Пол: женщины»' }).click();
  await expect.poll(() => top.params()).toEqual({ city: '50' });
  await expect(top.badge).toHaveText(/^1/);

  // Nobody is 99 and a woman donating granulocytes in Kazan: the empty state offers the chips.
  await top.goto('/top/?city=50&gender=female&age_start=99&components=granulocytes');
  await expect(top.main.getByText('Под эти фильтры не подходит ни один донор')).toBeVisible();
  const status = top.main.getByRole('status').filter({ hasText: 'Уберите один из фильтров' });
  await status.getByRole('button', { name: 'Сбросить все фильтры' }).click();
  await expect(page).toHaveURL('/top/');
  await top.loaded();
});

test('the filter modal works from the keyboard alone', async ({ page }) => {
  const top = new TopPage(page);
  await top.goto();
  await top.filtersButton.focus();
  await page.keyboard.press('Enter');
  await expect(top.filters).toBeVisible();
  await expect(top.filters).toBeFocused();
  await page.keyboard.press('Tab'); // the close button
  await page.keyboard.press('Tab');
  await expect(top.picker('Страна')).toBeFocused();
  await page.keyboard.type('Рос');
  await expect(top.filters.getByRole('option', { name: 'Россия', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter'); // picks the active option
  await expect(top.picker('Страна')).toHaveValue('Россия');
  await page.keyboard.press('Enter'); // the list is closed: Enter submits the form (Apply)
  await expect(top.filters).toHaveCount(0);
  await expect.poll(() => top.params()).toEqual({ country: '1' });
  await expect(top.filtersButton).toBeFocused();
  // Shift+Tab from the first control wraps to the last one inside the dialog (focus trap).
  await page.keyboard.press('Enter');
  await expect(top.filters).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(top.filters.getByRole('button', { name: 'Применить' })).toBeFocused();
});

test('the signed-in demo donor sees their own place, pinned and highlighted', async ({ page, loginAs }) => {
  await loginAs(page, 'demo');
  const top = new TopPage(page);
  await top.goto();
  await expect(top.ownPlace).toBeVisible();
  const mine = top.ownPlace.locator('.top-row--me');
  await expect(mine).toContainText('Это вы');
  await expect(mine).toContainText(/\d+ донаци/);
  const place = Number((await mine.locator('.top-row__place .ui-visually-hidden').textContent())!.replace(/\D/g, ''));
  expect(place).toBeGreaterThan(0);
  if (place <= 25) await expect(top.list.locator('.top-row--me')).toContainText('Это вы');
  else await expect(top.ownPlace.getByRole('link', { name: /Показать на странице \d+/ })).toBeVisible();

  // A visitor is invited to log in instead.
  await page.context().clearCookies();
  await top.goto();
  await expect(top.main.getByRole('link', { name: 'Войдите, чтобы увидеть своё место в рейтинге' })).toBeVisible();
});

test('share copies a link that restores the same ranking', async ({ page, browser, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const top = new TopPage(page);
  await top.goto('/top/?city=1&components=blood');
  await top.loaded();
  const names = await top.names();
  await top.shareButton.click();
  await expect(top.share).toBeVisible();
  for (const network of ['ВКонтакте', 'Telegram', 'Одноклассники']) {
    const link = top.share.getByRole('link', { name: new RegExp(network) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\/(vk\.com|t\.me|connect\.ok\.ru)\/.*city%3D1/);
  }
  await top.share.getByRole('button', { name: 'Скопировать ссылку' }).click();
  await expect(top.share.getByRole('status')).toHaveText('Ссылка скопирована');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${baseURL}/top/?city=1&components=blood`);

  // Someone else opens it: the same filter, the same ranking.
  const other = await browser.newPage();
  const theirs = new TopPage(other);
  await theirs.goto(copied);
  await theirs.loaded();
  await expect(theirs.badge).toHaveText(/^2/);
  expect(await theirs.names()).toEqual(names);
  await other.close();
});

test('the first screen comes with the page: no ranking request on load', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/users_top/')) asked.push(r.url()); });
  const top = new TopPage(page);
  await top.goto('/top/?blood_group=a_plus');
  await top.loaded();
  expect(asked).toEqual([]);
});

test('axe: no serious violations on /top/ with the filter modal and the share modal open', async ({ page }) => {
  const top = new TopPage(page);
  await top.goto('/top/?city=1');
  await top.loaded();
  await expectNoSeriousViolations(page);
  await top.openFilters();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await top.shareButton.click();
  await expect(top.share).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('phone', () => {
  test.use(PHONE);
  test('the filter modal is a bottom sheet whose actions stay reachable, inputs at 16 px', async ({ page }) => {
    const top = new TopPage(page);
    await top.goto();
    await top.openFilters();
    await expect(top.filters.getByRole('button', { name: 'Применить' })).toBeInViewport();
    const size = await top.filters.getByLabel('Возраст от').evaluate((el) => getComputedStyle(el).fontSize);
    expect(parseFloat(size)).toBeGreaterThanOrEqual(16);
    const box = await top.choice('Группа крови', 'B(III) Rh−').locator('..').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await top.choice('Группа крови', 'B(III) Rh−').check();
    await top.apply();
    await expect(page).toHaveURL(`/top/?blood_group=b_minus`);
  });
});
