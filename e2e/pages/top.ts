// /top/ of mfe-top (mfe-top/src/list/top-page.tsx, filters/filter-modal.tsx, share/share-modal.tsx).
import { expect, type Locator, type Page } from '@playwright/test';

export class TopPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly filtersButton: Locator;
  /** The applied-filter badge on the «Фильтры» button. */
  readonly badge: Locator;
  readonly shareButton: Locator;
  readonly period: Locator;
  readonly allTime: Locator;
  readonly thisYear: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly ownPlace: Locator;
  readonly chips: Locator;
  readonly filters: Locator;
  readonly share: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#section-mfe_top');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Топ доноров' });
    this.filtersButton = this.main.getByRole('button', { name: /^Фильтры/ });
    this.badge = this.filtersButton.getByTestId('top-filter-count');
    this.shareButton = this.main.getByRole('button', { name: 'Поделиться' });
    this.period = this.main.getByRole('group', { name: 'Период рейтинга' });
    this.allTime = this.period.getByRole('button', { name: 'За всё время' });
    this.thisYear = this.period.getByRole('button', { name: /^За \d{4} год$/ });
    this.list = this.main.getByRole('list', { name: 'Рейтинг доноров' });
    this.rows = this.list.getByRole('listitem');
    this.ownPlace = this.main.getByRole('region', { name: 'Ваше место' });
    this.chips = this.main.locator('.top-chips').first();
    this.filters = page.getByRole('dialog', { name: 'Фильтры рейтинга' });
    this.share = page.getByRole('dialog', { name: 'Поделиться рейтингом' });
  }

  async goto(path = '/top/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  /** The ranking (or its empty state) is on screen. */
  async loaded(): Promise<void> {
    await expect(this.main.getByText(/^В рейтинге \d|Под эти фильтры не подходит ни один донор/).first()).toBeVisible({ timeout: 15_000 });
  }

  async openFilters(): Promise<void> {
    await this.filtersButton.click();
    await expect(this.filters).toBeVisible();
  }

  /** A checkbox or radio of the filter modal, by its group (legend) and label. */
  choice(group: string, label: string | RegExp): Locator {
    return this.filters.getByRole('group', { name: group }).getByLabel(label, { exact: typeof label === 'string' });
  }

  picker(label: string): Locator {
    return this.filters.getByRole('combobox', { name: label, exact: true });
  }

  async pick(label: string, typed: string, option: string): Promise<void> {
    const box = this.picker(label);
    await box.fill(typed);
    await this.filters.getByRole('listbox', { name: label, exact: true }).getByRole('option', { name: option, exact: true }).click();
    await expect(box).toHaveValue(option);
  }

  async apply(): Promise<void> {
    await this.filters.getByRole('button', { name: 'Применить' }).click();
    await expect(this.filters).toHaveCount(0);
  }

  /** The query string of the page as pairs (order-free). */
  params(): Record<string, string> {
    return Object.fromEntries(new URL(this.page.url()).searchParams);
  }

  /** Names of the rows on the page, in order. */
  async names(): Promise<string[]> {
    return this.list.locator('.top-row__name').evaluateAll((els) => els.map((e) => e.firstChild?.textContent ?? ''));
  }
}
