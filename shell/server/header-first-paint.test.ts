// The host makes the built header the visitor's (spec §2 login link with `next`, spec §4 City
// choice on first load): on the build's markup and through the host for a real request.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';
import { PENDING_AVATAR, personalizeHeader } from './header-first-paint.ts';

// As the build draws it (shell/prerender/entry.tsx): an anonymous visitor on '/', no city.
const CITY = '<button type="button" class="lay-city lay-header__city" disabled=""><span class="lay-city__name"><span class="ui-visually-hidden">Регион: </span>Ваш регион</span></button>';
const LOGIN = '<a href="/login/?next=%2F" class="ui-button ui-button--secondary ui-button--small lay-login">Войти</a>';
const BUILT = `<div id="app-header"><header class="lay-header-wrap">${CITY}<div class="lay-header__end">${LOGIN}</div></header></div>`;
const anonymous = { location: '/', city: { id: 0, flag: null, name: null }, signedIn: false } as const;

describe('personalizeHeader', () => {
  it("the login link carries the page's own path and query, encoded", () => {
    const html = personalizeHeader(BUILT, { ...anonymous, location: '/bloodstations/kazan-1/?tab=map&x="1"' });
    expect(html).toContain('href="/login/?next=%2Fbloodstations%2Fkazan-1%2F%3Ftab%3Dmap%26x%3D%221%22"');
    expect(html).not.toContain('next=%2F"');
  });

  it('names the chosen city, Moscow for the flag alone, «Все регионы» for other regions, «Ваш регион» for nothing', () => {
    const label = (city: { id: number; flag: 'Moscow' | 'Other' | null; name: string | null }) =>
      /<span class="lay-city__name"><span class="ui-visually-hidden">Регион: <\/span>([^<]*)<\/span>/.exec(personalizeHeader(BUILT, { ...anonymous, city }))?.[1];
    expect(label({ id: 1, flag: 'Moscow', name: 'Москва' })).toBe('Москва');
    expect(label({ id: 50, flag: 'Other', name: 'Казань' })).toBe('Казань');
    expect(label({ id: 1, flag: 'Moscow', name: null })).toBe('Москва');
    expect(label({ id: 0, flag: 'Other', name: null })).toBe('Все регионы');
    expect(label({ id: 0, flag: null, name: null })).toBe('Ваш регион');
    expect(label({ id: 7, flag: 'Other', name: '<b>&' })).toBe('&#60;b&#62;&#38;');
  });

  it('a signed-in visitor gets the avatar placeholder, not «Войти»', () => {
    const html = personalizeHeader(BUILT, { ...anonymous, signedIn: true });
    expect(html).toContain(PENDING_AVATAR);
    expect(html).not.toContain('Войти');
  });
});

describe('host: the header of every page is the visitor’s', () => {
  const root = mkdtempSync(join(tmpdir(), 'header-first-paint-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), `<html><head><!--head--></head><body>${BUILT}<main id="app-main"><div id="page-shell"></div></main><!--config--></body></html>`);
  const cities = new Map([[1, { id: 1, title: 'Москва' }]]);
  let cityAsked = 0;
  const apiFetch = async (path: string) => {
    if (path.startsWith('/api/cities/')) cityAsked += 1;
    const city = cities.get(Number(/^\/api\/cities\/(\d+)\/$/.exec(path)?.[1]));
    return city ? Response.json(city) : new Response('{}', { status: 404 });
  };
  const host = createHostApp({ config: loadConfig({ NODE_ENV: 'production' }), repoRoot: root, apiFetch, apiHandler: async () => new Response('{}', { status: 404 }) });

  it("a returning Moscow visitor's first paint names Moscow, and «Войти» leads back to the page", async () => {
    const res = await host.request('http://127.0.0.1:8080/events/?page=2', { headers: { cookie: 'City_id=1; City=Moscow' } });
    const html = await res.text();
    expect(html).toContain('<span class="ui-visually-hidden">Регион: </span>Москва</span>');
    expect(html).toContain('href="/login/?next=%2Fevents%2F%3Fpage%3D2"');
    // The city cookie and one cached city answer: no request per page beyond that.
    const before = cityAsked;
    const again = await (await host.request('http://127.0.0.1:8080/how/', { headers: { cookie: 'City_id=1; City=Moscow' } })).text();
    expect(again).toContain('</span>Москва</span>');
    expect(cityAsked).toBe(before);
  });

  it('a first visit still says «Ваш регион»', async () => {
    const html = await (await host.request('http://127.0.0.1:8080/how/')).text();
    expect(html).toContain('</span>Ваш регион</span>');
    expect(html).toContain('href="/login/?next=%2Fhow%2F"');
  });
});
