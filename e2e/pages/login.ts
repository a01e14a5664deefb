// The /login page of mfe-profile (mfe-profile/src/login/login-page.tsx).
import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { name: 'Вход', level: 1 });
    this.username = this.main.getByLabel('Телефон или e-mail');
    this.password = this.main.getByLabel('Пароль', { exact: true });
    this.submit = this.main.getByRole('button', { name: 'Войти', exact: true });
    this.alert = this.main.locator('form').getByRole('alert');
  }

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  async logIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
