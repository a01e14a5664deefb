// The host's /top/ page (top-og.ts, first-screen.ts) over the real API on an in-memory PGlite:
// the Open Graph title names the applied filter with the places' names, a bare ranking keeps the
// default tags, the names are cached and never hold the page, and the ranking of the URL's filter
// is embedded as the first-screen answer (the donor's own for a signed-in donor).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestApi, type TestApi } from '@donor/api/test-support';
import { readBoot } from '@donor/shared/boot';
import { TOP_FILTER_DEFAULTS } from '@donor/shared/contract/top-rules';
import type { UsersTop } from '@donor/shared/contract/top';
import { parseTopSearch, topListKey } from '@donor/shared/top-request';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';
import { TOP_OG_BUDGET_MS, createTopOgResolver, nameIn, topOgTitle } from './top-og.ts';

let api: TestApi;
let host: ReturnType<typeof createHostApp>;
const root = mkdtempSync(join(tmpdir(), 'host-top-og-'));

beforeAll(async () => {
  api = await makeTestApi();
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<html><head><!--head--></head><body><!--config--></body></html>');
  host = createHostApp({
    config: loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://donor.example' }),
    repoRoot: root,
    apiFetch: async (path, init) => api.app.request(path, init),
    apiHandler: (req) => api.app.fetch(req),
  });
}, 60_000);
afterAll(() => api.handle.close());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await host.request(`http://127.0.0.1:8080${path}`, { headers });
  const html = await res.text();
  return { res, html, head: html.slice(0, html.indexOf('</head>')) };
};
const meta = (head: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(head)?.[1] ?? null;
const bootOf = (html: string) => readBoot(/<script type="application\/json" id="donor-boot">(.*?)<\/script>/s.exec(html)?.[1]);
const year = String(new Date().getFullYear());

describe('host: /top/', () => {
  it('names the applied filter in og:title, places by their names', async () => {
    const { res, head } = await page('/top/?by_year=true&city=1&blood_group=a_plus,o_minus&components=plasma&gender=female&age_start=20&age_end=35');
    expect(res.status).toBe(200);
    expect(meta(head, 'og:title')).toBe(`Топ доноров за ${year} год: Москва, O(I) Rh−, A(II) Rh+, 20–35 лет, женщины, плазма — Донор Рядом`);
    expect(meta(head, 'og:description')).toMatch(/^Рейтинг доноров крови/);
    expect(meta(head, 'og:url')?.replace(/&#38;/g, '&')).toBe('https://donor.example/top/?by_year=true&city=1&blood_group=a_plus,o_minus&components=plasma&gender=female&age_start=20&age_end=35');
  });

  it('the bare ranking and a link of malformed values keep the default tags', async () => {
    for (const path of ['/top/', '/top/?city=abc&kell=maybe&page=2']) {
      const { head } = await page(path);
      expect(meta(head, 'og:title')).toBe('Топ доноров — Донор Рядом');
    }
  });

  it('a place without a name is left out; the bare ranking has no title of its own', () => {
    const f = { ...TOP_FILTER_DEFAULTS, city: 1, organization_id: 5, kell: 'negative' as const };
    expect(topOgTitle(f, { city: 'Москва' }, '2026', 'Донор Рядом')).toBe('Топ доноров: Москва, Kell− — Донор Рядом');
    expect(topOgTitle(TOP_FILTER_DEFAULTS, {}, '2026', 'Донор Рядом')).toBeNull();
    expect(nameIn({ results: [{ id: 2, title: 'Беларусь' }] }, 2)).toBe('Беларусь');
    expect(nameIn({ id: 3, name: 'КФУ' }, 3)).toBe('КФУ');
    expect(nameIn({ detail: 'Страница не найдена.' }, 3)).toBeNull();
  });

  it('asks each name once per ten minutes and never waits past its budget', async () => {
    let calls = 0;
    const slow = createTopOgResolver(async (path, init) => {
      calls++;
      if (path.startsWith('/api/organizations/')) await new Promise((r) => setTimeout(r, TOP_OG_BUDGET_MS * 3));
      return api.app.request(path, init);
    }, 'Донор Рядом');
    const started = Date.now();
    const tags = await slow(new URLSearchParams('city=1&organization_id=1'));
    expect(Date.now() - started).toBeLessThan(TOP_OG_BUDGET_MS * 2);
    expect(tags?.title).toBe('Топ доноров: Москва — Донор Рядом');
    await slow(new URLSearchParams('city=1'));
    expect(calls).toBe(2);
  });

  it('embeds the ranking of the URL\'s filter as the first screen; a signed-in donor gets their own place', async () => {
    const path = '/top/?city=1&page=1';
    const key = topListKey(parseTopSearch('?city=1'));
    const anon = bootOf((await page(path)).html);
    expect((anon.data[key] as UsersTop).items.results.length).toBeGreaterThan(0);
    expect((anon.data[key] as UsersTop).user_info).toBeNull();
    const token = await api.login('demo@example.com', 'demo-donor-2026');
    const mine = bootOf((await page('/top/', { cookie: `token=${token}` })).html);
    // The bare /top/ is the ranking of the visitor's city (the demo donor's own, from the account).
    expect(mine.city.id).toBeGreaterThan(0);
    const answer = mine.data[topListKey(parseTopSearch(''), mine.city.id)] as UsersTop;
    expect(answer.user_info?.position).toBeGreaterThan(0);
    expect(answer.items.results.every((row) => row.city?.id === mine.city.id)).toBe(true);
  });
});
