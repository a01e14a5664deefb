// The shell's header (role banner), bottom bar and right-side menu (shell/src/layout).
import { expect, type Locator, type Page } from '@playwright/test';

export class Header {
  readonly banner: Locator;
  readonly nav: Locator;
  readonly homeLink: Locator;
  readonly loginLink: Locator;
  readonly citySelector: Locator;
  readonly avatarButton: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.nav = this.banner.getByRole('navigation', { name: 'Основное меню' });
    this.homeLink = this.banner.getByRole('link', { name: /^На главную/ });
    this.loginLink = this.banner.getByRole('link', { name: 'Войти', exact: true });
    this.citySelector = this.banner.getByRole('button', { name: /^Регион:/ });
    this.avatarButton = this.banner.getByRole('button', { name: /^Меню профиля/ });
  }

  /**
   * Waits for the live header: the pre-rendered one (shell/prerender) has real links but
   * disabled controls, and a click on it is a full page load, not a client-side route change.
   */
  async live(): Promise<void> {
    await expect(this.citySelector).toBeEnabled();
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** The avatar dropdown: the element the avatar button controls. */
  async openUserMenu(): Promise<Locator> {
    await this.avatarButton.click();
    await expect(this.avatarButton).toHaveAttribute('aria-expanded', 'true');
    const id = await this.avatarButton.getAttribute('aria-controls');
    const menu = this.page.locator(`[id="${id}"]`);
    await expect(menu).toBeVisible();
    return menu;
  }
}

export class BottomBar {
  readonly nav: Locator;
  readonly more: Locator;
  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Быстрая навигация' });
    this.more = this.nav.getByRole('button', { name: 'Ещё' });
  }
  link(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }
}

export class RightMenu {
  readonly dialog: Locator;
  readonly close: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Меню' });
    this.close = this.dialog.getByRole('button', { name: 'Закрыть' });
  }
}
