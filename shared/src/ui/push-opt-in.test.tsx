// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { OPT_IN_LATER_KEY } from '../push/push-device.ts';
import { click, render } from '../testing/render.ts';
import { createTestSectionProps } from '../testing/section-props.ts';
import { SectionProvider } from './section-context.tsx';
import PushOptIn from './push-opt-in.tsx';

const KEY = `BA${'A'.repeat(85)}`;
let permission: NotificationPermission;
let current: unknown;

beforeEach(() => {
  permission = 'default';
  current = null;
  localStorage.clear();
  const subscription = { endpoint: 'http://127.0.0.1:9/push/1', options: { applicationServerKey: null }, toJSON: () => ({ endpoint: 'http://127.0.0.1:9/push/1', keys: { p256dh: 'p', auth: 'a' } }) };
  const registration = { pushManager: { getSubscription: async () => current, subscribe: async () => (current = subscription) } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { get permission() { return permission; }, requestPermission: async () => (permission = 'granted') });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration, ready: Promise.resolve(registration) } });
});
afterEach(() => vi.unstubAllGlobals());

async function show() {
  const { props, calls } = createTestSectionProps({ routes: { 'GET /api/push/key/': { public_key: KEY }, 'POST /api/push/subscriptions/': { id: 3 } } });
  const view = await render(<SectionProvider value={props}><PushOptIn /></SectionProvider>);
  await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
  return { ...view, calls };
}
const button = (root: HTMLElement, name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name);

describe('PushOptIn', () => {
  it('offers; «Не сейчас» hides it and keeps it quiet for 30 days', async () => {
    const view = await show();
    expect(view.container.textContent).toContain('Сообщать о записи и о том, когда нужна ваша группа?');
    await click(button(view.container, 'Не сейчас'));
    expect(view.container.textContent).toBe('');
    expect(Number(localStorage.getItem(OPT_IN_LATER_KEY))).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await view.unmount();
    const again = await show();
    expect(again.container.textContent).toBe('');
    await again.unmount();
  });

  it('«Включить уведомления» subscribes, stores the device and points to the settings', async () => {
    const view = await show();
    await click(button(view.container, 'Включить уведомления'));
    await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
    expect(view.calls.requests.find((r) => r.method === 'POST')?.body).toEqual({ endpoint: 'http://127.0.0.1:9/push/1', keys: { p256dh: 'p', auth: 'a' } });
    expect(view.container.textContent).toBe('Уведомления включены. Настроить — в настройках');
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/profile/settings/personal');
    await view.unmount();
  });

  it('shows nothing when notifications are denied to the site', async () => {
    permission = 'denied';
    const view = await show();
    expect(view.container.textContent).toBe('');
    await view.unmount();
  });
});
