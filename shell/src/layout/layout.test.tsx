// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountLayout } from './layout.tsx';
import { createTestSectionProps as fakeProps, fakeUser } from '@donor/shared/testing/section-props';
import { click, key } from '@donor/shared/testing/render';

let el: { header: HTMLElement; footer: HTMLElement; overlays: HTMLElement };
let unmount: (() => void) | null = null;

beforeEach(() => {
  document.body.innerHTML = '<div id="h"></div><main id="app-main"></main><div id="f"></div><div id="o"></div>';
  el = { header: document.getElementById('h')!, footer: document.getElementById('f')!, overlays: document.getElementById('o')! };
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  window.history.replaceState(null, '', '/');
});
afterEach(async () => {
  await act(async () => unmount?.());
  unmount = null;
  vi.useRealTimers();
});

async function mount(props: ReturnType<typeof fakeProps>['props']) {
  await act(async () => { unmount = mountLayout(props, el); });
}
const byText = (root: ParentNode, selector: string, text: string) =>
  [...root.querySelectorAll(selector)].find((n) => n.textContent?.trim() === text) as HTMLElement | undefined;
async function navigate(path: string) {
  await act(async () => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });
}

describe('layout for an anonymous visitor', () => {
  it('renders the landmarks, every header link and Войти with next', async () => {
    window.history.replaceState(null, '', '/top/?year=1');
    await mount(fakeProps().props);
    expect(el.header.querySelector('header')).not.toBeNull();
    expect(el.footer.querySelector('footer')).not.toBeNull();
    const nav = el.header.querySelector('nav')!;
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const path of ['/how/', '/bloodstations/', '/souvenir/', '/achievements/', '/bonus/', '/top/', '/helpme/', '/fundraising', '/charityshop', 'https://journal.example/']) {
      expect(hrefs).toContain(path);
    }
    expect(hrefs.some((h) => h?.startsWith('/donate/?utm_source='))).toBe(true);
    expect(byText(nav, 'a', 'Топ доноров')?.getAttribute('aria-current')).toBe('page');
    expect(byText(nav, 'a', 'Журнал о донорстве (откроется в новой вкладке)')?.getAttribute('target')).toBe('_blank');
    expect(byText(el.header, 'a', 'Войти')?.getAttribute('href')).toBe('/login/?next=%2Ftop%2F%3Fyear%3D1');
    expect(byText(el.overlays, 'a', 'Войти')).toBeDefined(); // bottom bar
  });

  it('shows the cookie banner until accepted, then stores the choice', async () => {
    await mount(fakeProps().props);
    // The banner's code loads only for a visitor who has not answered it (lazy chunk).
    await vi.waitFor(() => expect(el.overlays.querySelector('.lay-cookie')).not.toBeNull());
    const banner = el.overlays.querySelector('.lay-cookie')!;
    expect(banner.querySelector('a[href="/confidential"]')).not.toBeNull();
    expect(banner.querySelector('a[href="/rules"]')).not.toBeNull();
    await click(banner.querySelector('button'));
    expect(el.overlays.querySelector('.lay-cookie')).toBeNull();
    expect(document.cookie).toContain('cookie_consent=1');
  });

  it('takes the place of the banner the host pre-rendered: one banner on screen, never two', async () => {
    el.overlays.innerHTML = '<div id="cookie-banner-first-paint"><section class="lay-cookie"><p>…</p></section></div>';
    await mount(fakeProps().props);
    await vi.waitFor(() => expect(el.overlays.querySelectorAll('.lay-cookie')).toHaveLength(1));
    expect(document.getElementById('cookie-banner-first-paint')).toBeNull();
  });

  it('city selector: name, then the popup with the two choices', async () => {
    const { props, calls } = fakeProps({ city: { id: 50, flag: 'Other', name: 'Казань' } });
    await mount(props);
    const selector = el.header.querySelector<HTMLButtonElement>('.lay-city')!;
    expect(selector.textContent).toContain('Казань');
    expect(selector.getAttribute('aria-expanded')).toBe('false');
    await click(selector);
    expect(selector.getAttribute('aria-expanded')).toBe('true');
    // The dialog's code loads on first open (lazy chunk).
    await vi.waitFor(() => expect(el.overlays.querySelector('[role="dialog"] [role="combobox"]')).not.toBeNull());
    const dialog = el.overlays.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Другие регионы');
    const picker = dialog.querySelector<HTMLInputElement>('[role="combobox"]')!;
    expect(picker.value).toBe('Казань');
    await vi.waitFor(() => expect(document.activeElement).toBe(picker)); // focus moves after the dialog renders
    await click(byText(dialog, '.lay-city-option__title', 'Москва')?.parentElement);
    expect(calls.chooseFlag).toEqual(['Moscow']);
    expect(el.overlays.querySelector('[role="dialog"]')).toBeNull();
  });

  it('city selector shows a spinner while the name loads', async () => {
    // The host did not know the name: the store asks for it, and the answer is slow.
    await mount(fakeProps({ city: { id: 50 }, routes: { '/api/cities/50/': () => new Promise(() => {}) } }).props);
    expect(el.header.querySelector('.lay-city [role="status"]')?.textContent).toContain('Загружаем');
  });
});

describe('layout for a logged-in organization manager', () => {
  const orgs = [{ id: 1, name: 'Фонд А' }, { id: 2, name: 'Вуз Б' }, { id: 3, name: 'Завод В' }];

  it('drops a pre-rendered cookie banner: a signed-in donor is not asked (spec §4)', async () => {
    el.overlays.innerHTML = '<div id="cookie-banner-first-paint"><section class="lay-cookie"><p>…</p></section></div>';
    await mount(fakeProps({ user: fakeUser() }).props);
    expect(el.overlays.querySelector('.lay-cookie')).toBeNull();
  });

  it('avatar dropdown groups organizations (2, then Показать ещё) and the donor items', async () => {
    const { props, calls } = fakeProps({ user: fakeUser({ managed_organizations: orgs }) });
    await mount(props);
    expect(el.overlays.querySelector('.lay-cookie')).toBeNull();
    // The avatar menu's code loads once a user is signed in (header.tsx).
    await vi.waitFor(() => expect(el.header.querySelector('.lay-user__button')).not.toBeNull());
    const button = el.header.querySelector<HTMLButtonElement>('.lay-user__button')!;
    expect(button.querySelector('img')?.getAttribute('alt')).toBe('default User photo');
    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = el.header.querySelector<HTMLElement>('.lay-dropdown')!;
    expect(menu.hidden).toBe(false);
    expect(menu.textContent).toContain('Мои организации');
    expect(menu.textContent).toContain('Профиль донора');
    const orgLinks = () => [...menu.querySelectorAll('a[href*="profile_of_organization"]')].map((a) => a.getAttribute('href'));
    expect(orgLinks()).toEqual(['https://org.example/profile_of_organization/1', 'https://org.example/profile_of_organization/2']);
    await click(byText(menu, 'button', 'Показать ещё'));
    expect(orgLinks()).toHaveLength(3);
    await click(byText(menu, 'button', 'Свернуть'));
    expect(orgLinks()).toHaveLength(2);
    await key(menu, 'Escape');
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    await click(button);
    await click(byText(menu, 'button', 'Выйти'));
    expect(calls.logout).toBe(1);
  });

  it('shows the user photo at 48 px', async () => {
    await mount(fakeProps({ user: fakeUser({ photo: { small: '/media/p.jpg' } }) }).props);
    await vi.waitFor(() => expect(el.header.querySelector('.lay-user__button img')).not.toBeNull());
    const img = el.header.querySelector('.lay-user__button img')!;
    expect(img.getAttribute('alt')).toBe('User photo');
    expect(img.getAttribute('width')).toBe('48');
  });

  it('shows the home-screen prompt under /profile until dismissed for good', async () => {
    window.history.replaceState(null, '', '/profile/');
    // A donor past their first minutes in the cabinet (prompt-quiet.logic.ts promptSettled).
    localStorage.setItem('donor:cabinet-since', String(Date.now() - 60 * 60_000));
    await mount(fakeProps({ user: fakeUser() }).props);
    await vi.waitFor(() => expect(el.overlays.querySelector('.lay-prompt')).not.toBeNull());
    const prompt = el.overlays.querySelector('.lay-prompt')!;
    expect(prompt.textContent).toContain('Добавить на главный экран');
    expect(prompt.textContent).toContain('На экран «Домой»');
    await click(byText(prompt, 'button', 'Больше не показывать'));
    expect(el.overlays.querySelector('.lay-prompt')).toBeNull();
    expect(document.cookie).toContain('pwaPrompt=1');
  });
});

describe('right-side menu and route changes', () => {
  it('opens from Ещё, scrolls to top, closes on route change and unmounts 400 ms later', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await mount(fakeProps().props);
    const more = byText(el.overlays, 'button', 'Ещё')!;
    await click(more);
    // The menu's code loads on first open (lazy chunk); it commits outside act(), so its effect
    // (the scroll to the top) runs a moment after the element is there: wait for both.
    await vi.waitFor(() => {
      expect(document.getElementById('right-menu')).not.toBeNull();
      expect(scroll).toHaveBeenCalledWith(0, 0);
    });
    vi.useFakeTimers();
    const menu = document.getElementById('right-menu')!;
    expect(menu.getAttribute('role')).toBe('dialog');
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(scroll).toHaveBeenCalledWith(0, 0);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await navigate('/how/');
    expect(document.getElementById('right-menu')?.hasAttribute('data-closing')).toBe(true);
    await act(async () => { vi.advanceTimersByTime(400); });
    expect(document.getElementById('right-menu')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    scroll.mockRestore();
  });

  it('shows the progress bar during a slow route change', async () => {
    await mount(fakeProps().props);
    vi.useFakeTimers();
    await act(async () => { window.dispatchEvent(new Event('single-spa:before-routing-event')); vi.advanceTimersByTime(150); });
    expect(el.header.querySelector('[role="progressbar"]')).not.toBeNull();
    await act(async () => { window.dispatchEvent(new Event('single-spa:routing-event')); vi.advanceTimersByTime(300); });
    expect(el.header.querySelector('[role="progressbar"]')).toBeNull();
  });

  it('keeps document.title and the description in step with the page', async () => {
    const { props } = fakeProps();
    await mount(props);
    expect(document.title).toBe('Донор Рядом');
    await act(async () => props.ui.setTitle('Топ доноров'));
    expect(document.title).toBe('Топ доноров — Донор Рядом');
    await act(async () => {
      window.history.pushState(null, '', '/requirements');
      window.dispatchEvent(new Event('single-spa:before-mount-routing-event'));
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(document.title).toBe('Требования к донорам — Донор Рядом');
    // The descriptions are a lazy module (head.ts): on a busy machine its import takes a while.
    await vi.waitFor(() => expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Кто может стать донором/));
  });
});
