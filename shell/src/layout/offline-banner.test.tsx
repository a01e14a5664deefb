// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { render } from '@donor/shared/testing/render';
import { OfflineBanner } from './offline-banner.tsx';
import { clearFallback, showFallback } from '../section-fallback.ts';

let onLine = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => onLine });
const go = (online: boolean) => act(async () => {
  onLine = online;
  window.dispatchEvent(new window.Event(online ? 'online' : 'offline'));
});
afterEach(() => { onLine = true; });

describe('offline', () => {
  it('the banner is one polite live region, empty online, «Нет подключения к интернету» offline', async () => {
    const view = await render(<OfflineBanner />);
    const region = view.container.querySelector('[role="status"][aria-live="polite"]');
    expect(region?.textContent).toBe('');
    await go(false);
    expect(region?.textContent).toBe('Нет подключения к интернету');
    await go(true);
    expect(region?.textContent).toBe('');
    expect(view.container.querySelectorAll('[role="status"]')).toHaveLength(1);
    await view.unmount();
  });

  it('a section that could not load offline says so, without «напишите в поддержку»', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => showFallback(container, 'help@donor.test', true));
    expect(container.textContent).toBe('Нет подключения к интернету. Раздел загрузится, когда связь вернётся.');
    expect(container.textContent).not.toContain('поддержк');
    await act(async () => clearFallback(container));
    expect(container.textContent).toBe('');
  });
});
