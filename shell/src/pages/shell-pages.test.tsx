// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@donor/shared/routes';
import { createTestSectionProps as fakeProps } from '@donor/shared/testing/section-props';
import { NotFoundPage, SHELL_PAGES, pageFor, shellPagesApp } from './shell-pages.app.tsx';

describe('pageFor', () => {
  it('has a page for every shell route of the route table', () => {
    for (const route of ROUTES.filter((r) => r.app === 'shell')) expect(SHELL_PAGES[route.id], route.id).toBeDefined();
  });
  it('maps shell paths (with or without the trailing slash) and sends the rest to 404', () => {
    expect(pageFor('/how/')).toBe(SHELL_PAGES.how);
    expect(pageFor('/how')).toBe(SHELL_PAGES.how);
    expect(pageFor('/no/such/page')).toBe(NotFoundPage);
    expect(pageFor('/top/')).toBe(NotFoundPage); // another app's route is never drawn by the shell
  });
  it('draws «Нет доступа» for a staff page (the shell draws it only when the guard refused: guards.ts drawingApp)', () => {
    expect(pageFor('/staff/')).toBe(SHELL_PAGES.forbidden);
    expect(pageFor('/staff/stations/5/checkin')).toBe(SHELL_PAGES.forbidden);
  });
});

describe('shellPagesApp lifecycles', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="app-main"><div id="page-shell"></div></main>';
  });
  afterEach(async () => {
    await act(async () => shellPagesApp.unmount());
  });

  it('renders the page of the current path, sets the ui title and follows navigation', async () => {
    window.history.replaceState(null, '', '/requirements');
    const { props, calls } = fakeProps();
    await shellPagesApp.bootstrap();
    await act(async () => shellPagesApp.mount(props));
    const shell = document.getElementById('page-shell')!;
    // pages other than home are lazy chunks: wait for them to arrive
    await vi.waitFor(() => expect(shell.querySelector('h1')?.textContent).toBe('Требования к донорам'));
    expect(shell.textContent).toContain('50 кг');
    expect(calls.titles).toContain('Требования к донорам');

    await act(async () => {
      window.history.pushState(null, '', '/missing');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    await vi.waitFor(() => expect(shell.querySelector('h1')?.textContent).toBe('Страница не найдена'));
    expect(shell.querySelector('a[href="/bloodstations/"]')).not.toBeNull();
    expect(document.activeElement).toBe(shell.querySelector('h1'));
  });

  it('renders every shell page without crashing', async () => {
    const { props } = fakeProps();
    await act(async () => shellPagesApp.mount(props));
    for (const route of ROUTES.filter((r) => r.app === 'shell')) {
      await act(async () => {
        window.history.pushState(null, '', route.pattern);
        window.dispatchEvent(new Event('single-spa:routing-event'));
      });
      await vi.waitFor(() => expect(document.querySelector('#page-shell h1')?.textContent, route.pattern).toBe(route.title));
      expect(document.querySelector('#page-shell')!.textContent!.length, route.pattern).toBeGreaterThan(route.id === 'not-found' || route.id === 'forbidden' ? 60 : 400);
    }
  });
});
