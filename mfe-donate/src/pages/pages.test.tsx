// @vitest-environment happy-dom
import { StrictMode, act } from 'react';
import { allTasks } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestSectionProps, jsonResponse, type TestSectionOptions } from '@donor/shared/testing/section-props';
import { click, render } from '@donor/shared/testing/render';
import { SectionProvider } from '@donor/shared/ui/section-context';
import { DonateRoot } from '../app/donate-root.tsx';
import { ACTIVE_COLLECTS_KEY, collectKey } from './collects.resource.ts';
import { SHOP_ITEMS_KEY, SOUVENIRS_KEY } from './catalog.resource.ts';
import { collect, listOf, shopItem, souvenir } from './catalog.fixtures.ts';

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
  vi.restoreAllMocks();
});

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

  it('/souvenir/: items with the donations they need; out of stock marked', async () => {
    const { container } = await open('/souvenir/', {
      routes: { [SOUVENIRS_KEY]: listOf([souvenir(), souvenir({ id: 4, title: 'Памятная медаль', donations_needed: 40, in_stock: false })]) },
    });
    expect(text(container.querySelector('h1'))).toBe('Сувениры за донации');
    const cards = [...container.querySelectorAll('.dp__card')];
    expect(cards.map((c) => text(c.querySelector('.dp__price')))).toEqual(['5 донаций', '40 донаций']);
    expect(cards[1]?.textContent).toContain('Нет в наличии');
    expect(container.querySelector('a.ui-button')).toBeNull();
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
