// Help-me moderation on a phone (docs/helpme.md «Модерация»; api/src/features/staff/helpme-moderation.ts,
// mfe-staff/src/helpme/, mfe-helpme/src/recipient/): a new request is «На проверке» for its author
// and a 404 for everyone else until the moderator publishes it from /staff/helpme/; a published
// request reported by three different visitors («Пожаловаться»: the reason is required, its error
// tied to the options) leaves public view and waits in the moderator's «Скрытые».
import type { Browser, Page } from '@playwright/test';
import { test, expect, PHONE, apiToken, tokenCookie, type Who } from '../fixtures/index.ts';
import { seriousAxeViolations } from '../pages/axe.ts';
import { registerDonor, type Donor } from '../pages/cabinet.ts';
import { createNeed } from '../pages/helpme.ts';

test.use(PHONE);

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAxeViolations(page, { include: '#app-main' }), page.url()).toEqual([]);
}

/**
 * A phone page of its own: anonymous, or signed in as `who` (a demo account only reads here; the
 * authors and reporters, who write, are donors of the test's own: fixtures `donor`).
 */
async function visitor(browser: Browser, baseURL: string, who: Who | Donor | null, request: Parameters<typeof apiToken>[0]): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow', serviceWorkers: 'block' });
  if (who) await context.addCookies([tokenCookie(typeof who === 'string' ? await apiToken(request, who) : who.token, baseURL)]);
  return context.newPage();
}

test('a new request stays invisible to others until a moderator approves it', async ({ page, browser, baseURL, request, loginAs, donor, staff }) => {
  test.setTimeout(90_000);
  const need = await createNeed(request, donor, { first_name: 'Злата', last_name: 'Модерова' }, false);
  const path = `/recipient/${need.id}`;

  // Nobody but the author and moderators finds it: the page is the 404 of any missing request.
  for (const who of [null, 'manager'] as const) {
    const other = await visitor(browser, baseURL!, who, request);
    await other.goto(path);
    await expect(other, `${who ?? 'anonymous'} gets the 404 page`).toHaveURL('/404/');
    await other.context().close();
  }

  // The author sees it «На проверке», with the wait and nothing to join yet.
  const author = await visitor(browser, baseURL!, donor, request);
  await author.goto(path);
  await expect(author.getByRole('heading', { level: 1, name: /^Злата/ })).toBeVisible();
  await expect(author.getByText('На проверке', { exact: true })).toBeVisible();
  await expect(author.getByRole('heading', { level: 2, name: 'Запрос проверяет модератор' })).toBeVisible();
  await expect(author.getByText(/обычно до 24 часов/)).toBeVisible();
  await expect(author.getByRole('region', { name: 'Записаться' })).toHaveCount(0);
  await expectNoSeriousViolations(author);

  // The moderator publishes it from the queue.
  await loginAs(page, await staff({ moderator: true }, 'Модератор')); // a moderator of this test's own: it writes
  await page.goto('/staff/helpme/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Проверка просьб о помощи' })).toBeVisible({ timeout: 15_000 });
  const tabs = main.getByRole('navigation', { name: 'Очередь' });
  await expect(tabs.getByRole('link', { name: 'На проверке', exact: true })).toHaveAttribute('aria-current', 'page');
  const item = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Модерова Злата' }) });
  await expect(item).toBeVisible();
  await expect(item.getByText(donor.email, { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page);
  await item.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(main.getByRole('status').filter({ hasText: '«Злата М.»: опубликован' })).toBeVisible();
  await expect(item).toHaveCount(0);

  // Now everyone sees it, and may join.
  const anonymous = await visitor(browser, baseURL!, null, request);
  await anonymous.goto(path);
  await expect(anonymous.getByRole('heading', { level: 1, name: /^Злата/ })).toBeVisible();
  await expect(anonymous.getByText('Идёт поиск доноров')).toBeVisible();
  await expect(anonymous.getByRole('button', { name: 'Войти, чтобы записаться' })).toBeVisible();
  await author.reload();
  await expect(author.getByText('Идёт поиск доноров')).toBeVisible();
  await expect(author.getByText('На проверке', { exact: true })).toHaveCount(0);
  await anonymous.context().close();
  await author.context().close();
});

test('a request reported by three visitors leaves public view and waits for the moderator', async ({ page, browser, baseURL, request, loginAs, donor, staff }) => {
  test.setTimeout(90_000);
  const need = await createNeed(request, donor, { first_name: 'Жалоба', last_name: 'Проверкина' });
  const path = `/recipient/${need.id}`;

  const report = async (who: Donor | null, reason: string, checkErrors = false) => {
    const visitorPage = await visitor(browser, baseURL!, who, request);
    await visitorPage.goto(path);
    await expect(visitorPage.getByRole('heading', { level: 1, name: /^Жалоба/ })).toBeVisible();
    await visitorPage.getByRole('button', { name: 'Пожаловаться' }).click();
    const dialog = visitorPage.getByRole('dialog', { name: 'Пожаловаться на запрос' });
    await expect(dialog).toBeVisible();
    if (checkErrors) {
      // No reason: the error is said and tied to the options, and the first one takes the focus.
      await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
      const first = dialog.getByRole('radio').first();
      await expect(first).toBeFocused();
      await expect(first).toHaveAccessibleDescription('Выберите причину');
      await expectNoSeriousViolations(visitorPage);
    }
    await dialog.getByRole('radio', { name: reason }).check();
    await dialog.getByLabel('Комментарий').fill('Проверьте, пожалуйста');
    await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Спасибо! Модератор проверит запрос.');
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect(dialog).toHaveCount(0);
    await visitorPage.context().close();
  };

  await report(null, 'Мошенничество: просят деньги', true);
  await report(await registerDonor(request, 'Читатель'), 'Неправда или устаревшие сведения');
  // Two reports are an opinion: the request is still public.
  const anonymous = await visitor(browser, baseURL!, null, request);
  await anonymous.goto(path);
  await expect(anonymous.getByRole('heading', { level: 1, name: /^Жалоба/ })).toBeVisible();
  await report(await registerDonor(request, 'Читательница'), 'Чужие персональные данные без согласия');

  // The third one hides it from everyone else…
  await anonymous.goto(path);
  await expect(anonymous).toHaveURL('/404/');
  await anonymous.context().close();

  // …and it waits in the moderator's «Скрытые», with the three reports.
  await loginAs(page, await staff({ moderator: true }, 'Модератор')); // a moderator of this test's own: it writes
  await page.goto('/staff/helpme/?state=hidden');
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Очередь' }).getByRole('link', { name: 'Скрытые', exact: true })).toHaveAttribute('aria-current', 'page', { timeout: 15_000 });
  const item = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Проверкина Жалоба' }) });
  await expect(item).toBeVisible();
  await expect(item.getByText('открытых: 3')).toBeVisible();
  await expect(item.getByText('Мошенничество: просят деньги')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Опубликовать' })).toBeVisible();
});
