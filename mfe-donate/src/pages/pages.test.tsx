// @vitest-environment happy-dom
import { StrictMode, act } from 'react';
import { allTasks } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestSectionProps, jsonResponse, type TestSectionOptions } from '@donor/shared/testing/section-props';
import { click, render } from '@donor/shared/testing/render';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { DonateRoot } from '../app/donate-root.tsx';
import { ACTIVE_COLLECTS_KEY, collectKey } from './collects.resource.ts';
import { SHOP_ITEMS_KEY, SOUVENIRS_KEY, shopOrderKey } from './catalog.resource.ts';
import { collect, listOf, shopItem, souvenir } from './catalog.fixtures.ts';

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});

/** Types into a controlled input the way React notices (the native value setter + an input event). */
async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function open(path: string, options: TestSectionOptions = {}) {
  window.history.replaceState(null, '', path);
  const test = createTestSectionProps(options);
  const view = await render(
    <StrictMode>
      <SectionProvider value={test.props}><DonateRoot /></SectionProvider>
    </StrictMode>,
  );
  unmount = view.unmount;
  await act(async () => { await allTasks(); });
  return { ...test, container: view.container };
}

const text = (el: Element | null | undefined) => el?.textContent?.trim();

describe('mfe-donate pages on the section kit', () => {
  it('/fundraising: the active fundraisers with the API progress, asked once despite StrictMode', async () => {
    const { container, calls } = await open('/fundraising', { routes: { [ACTIVE_COLLECTS_KEY]: listOf([collect()]) } });
    expect(text(container.querySelector('h1'))).toBe('Сборы проекта');
    expect(container.querySelector('h2 a')?.getAttribute('href')).toBe('/fundraising/servery-2026');
    const bar = container.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-valuenow')).toBe('62');
    expect(bar.querySelector('.dp__fill--60')).not.toBeNull();
    expect(calls.requests.map((r) => r.url)).toEqual([ACTIVE_COLLECTS_KEY]);
    expect(calls.titles).toContain('Сборы проекта');
  });

  it('/fundraising: none active → the empty message', async () => {
    const { container } = await open('/fundraising', { routes: { [ACTIVE_COLLECTS_KEY]: listOf([]) } });
    expect(container.textContent).toContain('Сейчас нет активных сборов.');
  });

  it('/fundraising/{slug}: the fundraiser with its title as the page title', async () => {
    const { container, calls } = await open('/fundraising/servery-2026', { routes: { [collectKey('servery-2026')]: collect() } });
    expect(text(container.querySelector('h1'))).toBe('Серверы и SMS на 2026 год');
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('62');
    expect(calls.titles.at(-1)).toBe('Серверы и SMS на 2026 год');
    expect(calls.requests.map((r) => r.url)).toEqual([collectKey('servery-2026')]);
  });

  it('/fundraising/{slug}: a missing fundraiser shows «Сбор не найден»', async () => {
    const { container } = await open('/fundraising/nope');
    const alert = container.querySelector('[role="alert"]');
    expect(text(alert?.querySelector('.ui-state__title'))).toBe('Сбор не найден');
    expect(alert?.querySelector('a[href="/"]')).not.toBeNull();
    expect(container.querySelector('h1')).toBeNull();
  });

  it('a failed load says so, is logged, and retries on request', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { container, calls } = await open('/souvenir/', {
      routes: { [SOUVENIRS_KEY]: () => (fail ? jsonResponse({ detail: 'Ошибка' }, 500) : listOf([souvenir()])) },
    });
    expect(container.querySelector('.ui-state--error')).not.toBeNull();
    expect(log).toHaveBeenCalled();
    fail = false;
    await click(container.querySelector('.ui-state--error button'));
    await act(async () => { await allTasks(); });
    expect(text(container.querySelector('h2'))).toBe('Термокружка');
    expect(calls.requests).toHaveLength(2);
  });

  it('/souvenir/: the donations they need, «Как получить» with a link to where, a sized picture; out of stock marked', async () => {
    const { container } = await open('/souvenir/', {
      routes: { [SOUVENIRS_KEY]: listOf([
        souvenir(),
        souvenir({ id: 4, title: 'Памятная медаль', donations_needed: 40, in_stock: false, get_via: 'achievement', how_to_get: 'за достижение «Почётный донор России»' }),
        souvenir({ id: 5, title: 'Худи', get_via: 'amount', donation_amount: 5000, how_to_get: 'за пожертвование проекту от 5\u00a0000\u00a0₽', image: null }),
      ]) },
    });
    expect(text(container.querySelector('h1'))).toBe('Сувениры за донации');
    const cards = [...container.querySelectorAll('.dp__card')];
    expect(cards.map((c) => text(c.querySelector('.dp__price')))).toEqual(['5 донаций', '40 донаций', undefined]);
    expect(cards.map((c) => text(c.querySelector('.dp__how')))).toEqual([
      'Как получить: за 5 подтверждённых донаций', 'Как получить: за достижение «Почётный донор России»', 'Как получить: за пожертвование проекту от 5\u00a0000\u00a0₽',
    ]);
    expect(cards.map((c) => c.querySelector('a.ui-button')?.getAttribute('href'))).toEqual(['/profile/#tg-gifts', '/profile/#tg-gifts', '/donate/']);
    const img = cards[0]?.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('alt')]).toEqual(['480', '360', 'Рисунок: Термокружка']);
    expect(cards[2]?.querySelector('img')).toBeNull();
    expect(cards[1]?.textContent).toContain('Нет в наличии');
  });

  it('/charityshop: «Купить» opens the order form; errors tied to fields; the order goes to the checkout', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { container, calls } = await open('/charityshop', {
      routes: {
        [SHOP_ITEMS_KEY]: listOf([shopItem({ buy_url: null, stock: 3 })]),
        'POST /api/charityshop/orders/': { id: 'abc', number: 12, item_id: 2, title: 'Набор открыток', quantity: 2, amount: 900, status: 'created', checkout_url: 'http://localhost/api/sandbox/checkout/x/' },
      },
    });
    const card = container.querySelector('.dp__card')!;
    expect(text(card.querySelector('.dp__muted'))).toBe('Осталось 3 шт.');
    await click(card.querySelector('button.ui-button'));
    const [qty, email] = [...card.querySelectorAll('input')];
    await typeInto(qty!, '5');
    await act(async () => { card.querySelector('form')!.requestSubmit(); });
    expect(qty!.getAttribute('aria-invalid')).toBe('true');
    expect(text(document.getElementById(qty!.getAttribute('aria-describedby')!.split(' ').pop()!))).toBe('В наличии только 3 шт.');
    expect(email!.getAttribute('aria-invalid')).toBe('true');
    await typeInto(qty!, '2');
    await typeInto(email!, 'buyer@example.com');
    expect(text(card.querySelector('.dp__price[aria-live]'))).toBe('Итого: 900\u00a0₽');
    await act(async () => { card.querySelector('form')!.requestSubmit(); await allTasks(); });
    expect(calls.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/charityshop/orders/', body: { item_id: 2, quantity: 2, email: 'buyer@example.com' } });
    expect(assign).toHaveBeenCalledWith('http://localhost/api/sandbox/checkout/x/');
  });

  it('/charityshop?order=…: the thank-you with the order number', async () => {
    const { container } = await open('/charityshop?order=abc', {
      routes: {
        [SHOP_ITEMS_KEY]: listOf([shopItem()]),
        [shopOrderKey('abc')]: { id: 'abc', number: 12, item_id: 2, title: 'Набор открыток', quantity: 2, amount: 900, status: 'paid' },
      },
    });
    expect(text(container.querySelector('.dp__thanks h2'))).toBe('Спасибо! Заказ № 12 оплачен');
    expect(text(container.querySelector('.dp__thanks p'))).toContain('Набор открыток × 2 штуки — 900\u00a0₽');
  });

  it('/charityshop: prices in roubles; the buy link only for what is in stock', async () => {
    const { container } = await open('/charityshop', {
      routes: { [SHOP_ITEMS_KEY]: listOf([shopItem(), shopItem({ id: 5, title: 'Носки «Капля»', in_stock: false })]) },
    });
    expect(text(container.querySelector('h1'))).toBe('Благотворительный магазин');
    const cards = [...container.querySelectorAll('.dp__card')];
    expect(text(cards[0]?.querySelector('.dp__price'))).toBe('450\u00a0₽');
    expect(cards[0]?.querySelector('a.ui-button')?.getAttribute('href')).toBe('https://shop.example/cards');
    expect(cards[1]?.querySelector('a.ui-button')).toBeNull();
    expect(cards[1]?.textContent).toContain('Нет в наличии');
  });
});
