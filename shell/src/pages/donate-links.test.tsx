// @vitest-environment happy-dom
// spec §2 route table: every /donate/ link carries utm source, medium and campaign
// (nav-links.ts donateHref) — also the in-text links of the shell's own pages.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@donor/shared/routes';
import { createTestSectionProps as fakeProps } from '@donor/shared/testing/section-props';
import { shellPagesApp } from './shell-pages.app.tsx';

describe('/donate/ links on shell pages', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="app-main"><div id="page-shell"></div></main>';
  });
  afterEach(async () => {
    await act(async () => shellPagesApp.unmount());
  });

  it('carry utm_source, utm_medium and utm_campaign on every page (the in-text ones of /about and /non-profit too)', async () => {
    const { props } = fakeProps();
    await act(async () => shellPagesApp.mount(props));
    const seen: string[] = [];
    for (const route of ROUTES.filter((r) => r.app === 'shell')) {
      await act(async () => {
        window.history.pushState(null, '', route.pattern);
        window.dispatchEvent(new Event('single-spa:routing-event'));
      });
      await vi.waitFor(() => expect(document.querySelector('#page-shell h1')?.textContent, route.pattern).toBe(route.title));
      for (const a of document.querySelectorAll<HTMLAnchorElement>('#page-shell a[href^="/donate"]')) {
        const url = new URL(a.getAttribute('href')!, 'https://donor.example');
        if (url.pathname !== '/donate/' && url.pathname !== '/donate') continue;
        seen.push(route.pattern);
        for (const key of ['utm_source', 'utm_medium', 'utm_campaign']) expect(url.searchParams.get(key), `${route.pattern} ${a.textContent} ${key}`).toBeTruthy();
      }
    }
    expect(seen).toEqual(expect.arrayContaining(['/about', '/non-profit']));
  });
});
