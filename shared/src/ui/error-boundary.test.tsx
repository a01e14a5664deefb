// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Boom(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  it('shows the spec fallback with a mailto link and logs the error (spec §2, §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<ErrorBoundary supportEmail="help@example.org" name="top"><Boom /></ErrorBoundary>));
    expect(container.textContent).toContain('Раздел сейчас недоступен');
    expect(container.textContent).toContain('Попробуйте зайти позже.');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('mailto:help@example.org');
    expect(log.mock.calls.some((args) => String(args[0]).includes('«top»'))).toBe(true);
    await act(async () => root.unmount());
    log.mockRestore();
  });

  it('tries again when resetKey changes', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<ErrorBoundary supportEmail="a@b.c" resetKey="/a"><Boom /></ErrorBoundary>));
    await act(async () => root.render(<ErrorBoundary supportEmail="a@b.c" resetKey="/b"><p>ok</p></ErrorBoundary>));
    expect(container.textContent).toBe('ok');
    await act(async () => root.unmount());
    log.mockRestore();
  });
});
