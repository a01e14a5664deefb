// City-choice modal and city picker (shell/src/layout/city-selector.tsx, city-picker.tsx).
import { expect, type Locator, type Page } from '@playwright/test';

export class CityModal {
  readonly dialog: Locator;
  readonly moscow: Locator;
  readonly other: Locator;
  readonly picker: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Выберите регион' });
    this.moscow = this.dialog.getByRole('button', { name: /^Москва/ });
    this.other = this.dialog.getByRole('button', { name: /^Другие регионы/ });
    this.picker = this.dialog.getByRole('combobox', { name: 'Или найдите свой город' });
    this.status = this.dialog.getByRole('status');
  }

  /** The picker opens its list by itself; Escape in the combobox closes only the list. */
  async closePickerList(): Promise<void> {
    await expect(this.picker).toBeFocused();
    await this.picker.press('Escape');
    await expect(this.picker).toHaveAttribute('aria-expanded', 'false');
    await expect(this.dialog).toBeVisible();
  }

  option(name: string): Locator {
    return this.dialog.getByRole('option', { name, exact: true });
  }
}
