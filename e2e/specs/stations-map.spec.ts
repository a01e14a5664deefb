// The station map and «Рядом со мной» on a phone (390×844, touch), as a donor in Moscow uses them
// (spec §2 blood stations screen): a tapped pin's popup stays open while the map moves, zooms and
// refetches; cluster labels are Russian plurals with a centred number; near me with a Moscow
// position lists Moscow first even when Kazan was the chosen city, and says so.
import type { Page, Request } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { seriousAxeViolations } from '../pages/axe.ts';

const MOSCOW = { latitude: 55.7558, longitude: 37.6173 };
const mapAnswer = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/blood_stations/map/') && r.ok());

/**
 * The map's zoom once a move has ended, and whether a zoom animation is still running: Leaflet
 * sets its `.leaflet-proxy` to the scale of the current zoom on every moveend (Map._animMoveEnd)
 * and marks the map pane `leaflet-zoom-anim` while it animates a zoom, ignoring another zoom asked
 * for meanwhile (Map._tryAnimatedZoom).
 */
const zoomState = (page: Page) => page.locator('.leaflet-map-pane').evaluate((pane) => ({
  zoom: Math.round(Math.log2(new DOMMatrix(getComputedStyle(pane.querySelector('.leaflet-proxy')!).transform).a)),
  animating: pane.classList.contains('leaflet-zoom-anim'),
}));

/** Taps clusters until a station pin is on screen, then taps the pin and returns it. */
async function tapAPin(page: Page) {
  const pins = page.locator('.st-pin');
  for (let i = 0; i < 6 && (await pins.count()) === 0; i++) {
    const cluster = page.locator('.st-cluster').first();
    await cluster.evaluate((el) => el.setAttribute('data-e2e-tapped', '1'));
    await cluster.tap();
    // The flyTo ends in moveend, whose re-render replaces the tapped cluster by what it held.
    await expect(page.locator('[data-e2e-tapped]')).toHaveCount(0);
  }
  const pin = pins.first();
  await pin.tap();
  return pin;
}

test.describe('phone map', () => {
  test.use({ ...PHONE });

  test('a tapped pin’s popup stays open while the map settles and refetches', async ({ page }) => {
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    // Every map request from the first on, each by itself: the pin's autopan can refetch, and a
    // request already on its way when a counter started would finish below zero.
    const asking = new Set<Request>();
    const answers: number[] = [];
    const isMap = (r: Request) => r.url().includes('/api/blood_stations/map/');
    page.on('request', (r) => { if (isMap(r)) asking.add(r); });
    page.on('requestfinished', (r) => asking.delete(r));
    page.on('requestfailed', (r) => asking.delete(r));
    page.on('response', async (r) => {
      if (!isMap(r.request()) || !r.ok()) return;
      // A late answer may arrive while the test closes its page: its body is gone then, not counted.
      const body = (await r.json().catch(() => null)) as { results: unknown[] } | null;
      if (body) answers.push(body.results.length);
    });
    await page.goto('/bloodstations/?city=1&view=map');
    const map = page.getByRole('region', { name: 'Карта станций' });
    await expect(map).toBeVisible();
    await expect(map).not.toHaveAttribute('data-points', '0');
    // No tiles configured: a notice instead of an attribution, and no image requests at all.
    await expect(page.locator('.leaflet-control-attribution')).toHaveText('Подложка карты не подключена: показаны только станции');
    await expect(page.locator('.leaflet-tile')).toHaveCount(0);

    // Cluster labels: the Russian plural and a centred number.
    const cluster = page.locator('.st-cluster').first();
    await expect(cluster).toHaveAttribute('aria-label', /^(\d+) станц(ия|ии|ий) рядом — приблизить$/);
    const label = (await cluster.getAttribute('aria-label'))!;
    const n = Number(label.split(' ')[0]);
    const word = new Intl.PluralRules('ru').select(n);
    expect(label).toContain({ one: 'станция', few: 'станции', many: 'станций', other: 'станции' }[word as 'one']);
    const [outer, inner] = [await cluster.boundingBox(), await cluster.locator('span').boundingBox()];
    expect(Math.abs(outer!.x + outer!.width / 2 - (inner!.x + inner!.width / 2))).toBeLessThanOrEqual(1.5);
    expect(Math.abs(outer!.y + outer!.height / 2 - (inner!.y + inner!.height / 2))).toBeLessThanOrEqual(1.5);

    const pin = await tapAPin(page);
    await pin.evaluate((el) => el.setAttribute('data-e2e-opened', '1'));
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toBeVisible();
    const title = (await popup.locator('.st-popup__title').textContent())!;
    await expect(popup.getByText(/^(Открыто|Закрыто)$/)).toBeVisible();
    await expect(popup.locator('.st-popup__need')).toHaveText(/^(Нужн(а|ы) \d+ групп(а|ы)? крови|Потребность не указана)$/);
    const route = popup.getByRole('link', { name: /Маршрут/ });
    await expect(route).toHaveAttribute('href', /^https:\/\/yandex\.ru\/maps\/\?rtext=~\d+\.\d+,\d+\.\d+&rtt=auto$/);
    await expect(route).toHaveAttribute('target', '_blank');
    await expect(route).toHaveAttribute('rel', 'noopener');
    await expect(popup.getByRole('link', { name: 'Открыть станцию' })).toHaveAttribute('href', /^\/bloodstations\/[a-z0-9-]+\/?$/);
    await expect(popup.getByRole('button', { name: 'Закрыть карточку станции' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Отдалить' })).toBeVisible();
    // Leaflet fades a popup in (opacity 0 → 1 over 0.2 s): axe in the middle of it measured the
    // links' contrast against a half-transparent card.
    await expect(popup).toHaveCSS('opacity', '1');
    expect(await seriousAxeViolations(page, { tags: ['wcag2a', 'wcag2aa'], include: '.st-map' })).toEqual([]);

    // The map settles: zooming out past the area fetched for the city view (padded, so the
    // zooms in on the clusters needed none) asks for the points again.
    const before = answers.length;
    const refetch = mapAnswer(page);
    for (let i = 0; i < 5; i++) {
      const { zoom } = await zoomState(page);
      await page.locator('.leaflet-control-zoom-out').tap();
      await expect.poll(() => zoomState(page)).toEqual({ zoom: zoom - 1, animating: false });
    }
    await refetch;
    // The last answer rendered (the map shows as many points as it brought), none still asked for.
    await expect.poll(async () => asking.size === 0 && answers.length > before && (await map.getAttribute('data-points')) === String(answers.at(-1))).toBe(true);
    await expect(popup).toBeVisible();
    await expect(popup.locator('.st-popup__title')).toHaveText(title);
    // The same marker element: it was kept, not rebuilt.
    await expect(page.locator('[data-e2e-opened]')).toHaveCount(1);

    // A tap elsewhere on the map closes it.
    const box = (await map.boundingBox())!;
    await page.touchscreen.tap(box.x + 30, box.y + box.height - 60);
    await expect(popup).toHaveCount(0);
    expect(failed).toEqual([]);
  });
});

test.describe('phone near me', () => {
  test.use({ ...PHONE, geolocation: MOSCOW, permissions: ['geolocation'] });

  test('a Moscow position lists a Moscow station first, even with Kazan chosen, and says so', async ({ page }) => {
    await page.goto('/bloodstations/?city=50');
    await expect(page.locator('.st-item').first()).toContainText('Казань');
    await page.getByRole('button', { name: /^Фильтры/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    await sheet.getByRole('button', { name: 'Рядом со мной' }).click();
    await expect(sheet.getByRole('button', { name: 'Не сортировать по расстоянию' })).toHaveAttribute('aria-pressed', 'true');
    await sheet.getByRole('button', { name: 'Показать станции' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Показываем станции в городе Москва — ближайшем к вам' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]city=1(&|$)/);
    await expect(page).toHaveURL(/[?&]near=55\.7558(,|%2C)37\.6173/);
    const first = page.locator('.st-item').first();
    await expect(first.locator('.st-item__address')).toContainText('Москва');
    await expect(first.getByText(/км от вас$/)).toBeVisible();
    const km = Number((await first.getByText(/км от вас$/).textContent())!.replace(',', '.').split(' ')[0]);
    expect(km).toBeLessThan(30);
  });

  test('with Moscow chosen the list stays in Moscow, nearest first, without a note', async ({ page }) => {
    await page.goto('/bloodstations/?city=1&near=55.7558,37.6173');
    const first = page.locator('.st-item').first();
    await expect(first.locator('.st-item__address')).toContainText('Москва');
    await expect(page.getByText(/ближайшем к вам/)).toHaveCount(0);
  });
});

test.describe('phone near me, location refused', () => {
  test.use({ ...PHONE });

  test('says so in Russian', async ({ page }) => {
    await page.addInitScript(() => {
      const refuse = (_ok: unknown, fail?: (e: { code: number; message: string }) => void) => fail?.({ code: 1, message: 'denied' });
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: refuse, watchPosition: refuse, clearWatch: () => {} } });
    });
    await page.goto('/bloodstations/?city=1');
    await page.getByRole('button', { name: /^Фильтры/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Фильтры' });
    await sheet.getByRole('button', { name: 'Рядом со мной' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Не удалось определить местоположение. Разрешите доступ к геопозиции в браузере.');
    await expect(page).not.toHaveURL(/near=/);
  });
});
