// /profile/settings/personal (mfe-profile/src/settings): one page of sections, each a region
// named by its heading.
import { expect, type Locator, type Page } from '@playwright/test';

export class SettingsPage {
  readonly main: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Настройки аккаунта' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile/settings/personal');
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
    await expect(this.section('Личные данные')).toBeVisible();
  }

  /** A section by its heading (role region, aria-labelledby). */
  section(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }
}
