// City-choice modal and city picker (shell/src/layout/city-selector.tsx, city-picker.tsx).
import type { Locator, Page } from '@playwright/test';

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

  option(name: string): Locator {
    return this.dialog.getByRole('option', { name, exact: true });
  }
}
