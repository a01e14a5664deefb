// The host over real HTTP semantics, in process: the real API app on an in-memory PGlite and
// a throw-away build folder (shell/dist + one section) so static rules can be checked exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { makeTestApi, type TestApi } from '@donor/api/test-support';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';
import { readBoot } from '@donor/shared/boot';
import { cityKey, stationKey } from '@donor/shared/first-screen';
import { parseFilters, stationListKey } from '@donor/shared/stations-request';
import { COOKIE_NAMES } from '@donor/shared/cookies';
import { ACHIEVEMENTS_CATALOG_KEY, ELIGIBILITY_KEY, LATEST_DONATIONS_KEY, PLAN_KEY, feedKey } from '@donor/shared/profile-keys';
import { unfoldLoader } from './paint-first.ts';

let api: TestApi;
let host: ReturnType<typeof createHostApp>;
let token: string;
const root = mkdtempSync(join(tmpdir(), 'host-test-'));

beforeAll(async () => {
  api = await makeTestApi();
  mkdirSync(join(root, 'shell/dist/assets'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<html><head><!--head--><link rel="stylesheet" href="/assets/index-AbCdEf12.css"></head><body><main id="app-main"><div id="page-shell"></div></main><div id="app-overlays"></div><!--config--></body></html>');
  writeFileSync(join(root, 'shell/dist/assets/index-AbCdEf12.js'), 'console.log(1)');
  writeFileSync(join(root, 'shell/dist/secret.txt'), 'inside');
  mkdirSync(join(root, 'shell/dist/prerender'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/prerender/_cookie-banner.html'), '<section class="lay-cookie"><p>Мы используем файлы cookie.</p></section>');
  writeFileSync(join(root, 'outside.txt'), 'outside');
  mkdirSync(join(root, 'mfe-profile/dist'), { recursive: true });
  writeFileSync(join(root, 'mfe-profile/dist/mf-manifest.json'), JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ assets: { js: { sync: ['assets/spa-AbCdEf12.js'] }, css: { sync: ['assets/spa-AbCdEf12.css'] } } }],
  }));
  mkdirSync(join(root, 'shell/dist/.vite'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/.vite/manifest.json'), JSON.stringify({
    'src/federation.ts': { file: 'assets/federation-AbCdEf12.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-AbCdEf12.js' },
    'src/layout/cookie-banner.tsx': { file: 'assets/cookie-banner-AbCdEf12.js' },
  }));
  writeFileSync(join(root, 'mfe-profile/dist/remoteEntry.js'), 'export {}');
  mkdirSync(join(root, 'mfe-profile/dist/assets'), { recursive: true });
  writeFileSync(join(root, 'mfe-profile/dist/assets/spa-AbCdEf12.css'), '.ach{color:red}');
  writeFileSync(join(root, 'mfe-profile/dist/route-chunks.json'), JSON.stringify({
    bonus: { js: ['assets/bonuses.pages-AbCdEf12.js', 'assets/spa-AbCdEf12.js'], css: ['assets/bonuses-AbCdEf12.css'] },
  }));
  writeFileSync(join(root, 'mfe-profile/dist/first-paint.json'), JSON.stringify({ achievements: '<h1>Достижения</h1>' }));
  // The section's server bundle of pictures with data (scripts/first-screen-build.ts): here a
  // hand-written one that shows what it was given, and fails for one route.
  mkdirSync(join(root, 'mfe-profile/dist-server'), { recursive: true });
  writeFileSync(join(root, 'mfe-profile/dist-server/first-screen.mjs'), [
    'export function render(routeId, { answers, search }) {',
    "  if (routeId === 'bonus') throw new Error('broken picture');",
    "  if (routeId !== 'achievements' || !search.includes('drawn')) return null;",
    "  return `<h1>Достижения</h1><p>${Object.keys(answers).join(' ')}</p>`;",
    '}',
  ].join('\n'));
  host = createHostApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    repoRoot: root,
    apiFetch: async (path, init) => api.app.request(path, init),
    apiHandler: (req) => api.app.fetch(req),
  });
  token = await api.login('demo@example.com', 'demo-donor-2026');
}, 60_000);
afterAll(() => api.handle.close());

const get = (path: string, headers: Record<string, string> = {}) => host.request(`http://127.0.0.1:8080${path}`, { headers });
const withToken = (t = token) => ({ cookie: `token=${t}` });

describe('host: guards as real 302s (spec §2)', () => {
  it('sends an anonymous visitor from /profile/bonus to /login with the next cookie', async () => {
    const res = await get('/profile/bonus?tab=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    expect(res.headers.get('set-cookie')).toMatch(/^next=%2Fprofile%2Fbonus%3Ftab%3D1;.*Path=\/;.*SameSite=Strict/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('lets a logged-in visitor in and sends /login to /profile/', async () => {
    expect((await get('/profile/bonus', withToken())).status).toBe(200);
    const res = await get('/login', withToken());
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/profile/');
  });

  it('treats a token the API refuses as a token: /profile → /login with the marker, which stays', async () => {
    const res = await get('/profile/', withToken('not-a-real-token-123'));
    expect(res.headers.get('location')).toBe('/login?token_reset=1');
    expect((await get('/login?token_reset=1', withToken('not-a-real-token-123'))).status).toBe(200);
  });

  it('staff pages: anonymous → /login with next, a donor → 403 «Нет доступа» without the section, staff → 200 (docs/staff.md)', async () => {
    const anonymous = await get('/staff/donations/');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/login');
    expect(anonymous.headers.get('set-cookie')).toMatch(/^next=%2Fstaff%2Fdonations%2F;/);
    const donor = await get('/staff/donations/', withToken());
    expect(donor.status).toBe(403);
    expect(donor.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await donor.text();
    expect(html).toContain('<title>Нет доступа');
    expect(html).not.toContain('/mfe/mfe_staff/');
    const moderator = await api.login('moderator@example.com', 'demo-moderator-2026');
    expect((await get('/staff/donations/', withToken(moderator))).status).toBe(200);
  });

  it('answers 404 with the page for unknown paths, noindex only where the spec says', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Страница не найдена');
    const home = await get('/');
    expect(home.headers.get('x-robots-tag')).toBeNull();
    const login = await get('/login');
    expect(login.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  });
});

const bootOf = (html: string) => readBoot(html.match(/<script type="application\/json" id="donor-boot">(.*?)<\/script>/)![1]!);

describe('host: the boot payload and first-load city (spec §4)', () => {
  it('hands over the configuration, the city with its name and no user, as inert JSON', async () => {
    const res = await get('/how/', { cookie: 'City_id=50; City=Other' });
    const html = await res.text();
    expect(html).toContain('<title>Как стать донором — Донор Рядом</title>');
    const boot = bootOf(html);
    expect(boot.city).toEqual({ id: 50, flag: 'Other', name: 'Казань', searchRegion: null });
    // The city's whole answer goes along, under the key a section would ask with.
    expect(boot.data[cityKey(50)]).toMatchObject({ id: 50, title: 'Казань' });
    expect(boot.user).toBeNull();
    expect(boot.config.productName).toBe('Донор Рядом');
    expect(decodeURIComponent(res.headers.get('x-city')!)).toBe('Казань');
  });

  it('uses the user city, then the host prefix; a logged-in visitor gets their user', async () => {
    const mine = bootOf(await (await get('/', withToken())).text());
    expect(mine.city).toMatchObject({ id: 1, flag: 'Moscow', name: 'Москва' });
    expect(mine.user).toMatchObject({ email: 'demo@example.com' });
    const res = await host.request('http://tatar.localhost:8080/', {});
    expect(bootOf(await res.text()).city).toMatchObject({ id: 50, flag: 'Other', searchRegion: 41 });
  });

  it('takes the city from an x-city header a proxy sets, before the cookie (spec §3)', async () => {
    const byName = bootOf(await (await get('/how/', { cookie: 'City_id=1; City=Moscow', 'x-city': encodeURIComponent('Казань') })).text());
    expect(byName.city).toMatchObject({ id: 50, flag: 'Other', name: 'Казань' });
    expect(bootOf(await (await get('/how/', { cookie: 'City_id=50', 'x-city': '1' })).text()).city).toMatchObject({ id: 1, name: 'Москва' });
  });

  it("embeds a station page's first-screen answer under its request key; nothing for other pages", async () => {
    const boot = bootOf(await (await get('/bloodstations/moscow-1/')).text());
    expect(Object.keys(boot.data)).toEqual([stationKey('moscow-1')]);
    expect(boot.data[stationKey('moscow-1')]).toMatchObject({ slug: 'moscow-1' });
    expect(bootOf(await (await get('/bloodstations/no-such-station/')).text()).data).toEqual({});
    expect(bootOf(await (await get('/how/')).text()).data).toEqual({});
  });

  it("embeds /bloodstations/' list page under the section's key: the header city, or the URL's filters", async () => {
    const moscow = bootOf(await (await get('/bloodstations/', { cookie: 'City_id=1; City=Moscow' })).text());
    const key = stationListKey(parseFilters(''), 1);
    expect(key).toBe('/api/blood_stations/?closed=false&city_id=1&page=1&page_size=25');
    expect(Object.keys(moscow.data)).toEqual(expect.arrayContaining([cityKey(1), key]));
    expect(moscow.data[key]).toMatchObject({ count: expect.any(Number), results: expect.arrayContaining([expect.objectContaining({ slug: expect.any(String) })]) });
    // The URL's city wins over the header city, as on the page; one key per filter state.
    const kazan = bootOf(await (await get('/bloodstations/?city=50&page=1', { cookie: 'City_id=1; City=Moscow' })).text());
    const kazanKey = stationListKey(parseFilters('?city=50'), 1);
    expect(kazanKey).toContain('city_id=50');
    expect(kazan.data[kazanKey]).toMatchObject({ results: expect.any(Array) });
    expect(kazan.data[key]).toBeUndefined();
    // A logged-in donor's page gets it too: the host asks with their accepted token (their own part rides along).
    const mine = bootOf(await (await get('/bloodstations/', withToken())).text());
    expect(mine.data[key]).toMatchObject({ results: expect.any(Array) });
  });

  it("embeds the cabinet's three first-screen answers for its donor only; the achievements page's two for anyone", async () => {
    const mine = bootOf(await (await get('/profile/', withToken())).text());
    expect(Object.keys(mine.data)).toEqual(expect.arrayContaining([ELIGIBILITY_KEY, LATEST_DONATIONS_KEY, PLAN_KEY]));
    expect(mine.data[ELIGIBILITY_KEY]).toMatchObject({ today: expect.any(String), next: expect.any(Object) });
    expect(Object.keys(bootOf(await (await get('/achievements/')).text()).data)).toEqual(expect.arrayContaining([ACHIEVEMENTS_CATALOG_KEY, feedKey(1)]));
    // No token: the guard answers before any first-screen request is made.
    expect((await get('/profile/')).status).toBe(302);
  });

  it('escapes text that could close the config script', async () => {
    const res = await get('/?q=</script><script>alert(1)</script>');
    expect(await res.text()).not.toContain('</script><script>alert(1)');
  });

  it('compresses pages with brotli when asked', async () => {
    const res = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('donor-boot');
  });
});

describe('host: static files and registry (ARCHITECTURE §2)', () => {
  it('lists built sections only, no-cache', async () => {
    const res = await get('/mfe-registry.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ mfe_profile: { entry: '/mfe/mfe_profile/mf-manifest.json' } });
  });

  it('serves entries no-cache with CORS and hashed assets immutable', async () => {
    const entry = await get('/mfe/mfe_profile/remoteEntry.js');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const asset = await get('/assets/index-AbCdEf12.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
  });

  it('never serves files outside a build folder', async () => {
    for (const path of ['/mfe/mfe_profile/..%2F..%2Foutside.txt', '/mfe/mfe_profile/%2e%2e/%2e%2e/outside.txt', '/mfe/unknown/remoteEntry.js']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
    expect((await get('/assets/missing-AbCdEf12.js')).status).toBe(404);
  });

  it('proxies /api to the API in process', async () => {
    const res = await get('/api/cities/1/');
    expect(res.status).toBe(200);
    expect((await res.json()).title).toBe('Москва');
  });
});

describe('host: a section page names its files in <head> (server/preload.ts)', () => {
  // As the browser has it once the page's loader has added them (paint-first.ts).
  const html = async (path: string) => {
    const res = await get(path);
    return unfoldLoader(Buffer.from(await res.arrayBuffer()).toString('utf8'));
  };

  it('preloads the runtime, the manifest, remoteEntry and the sync chunks of the page’s section', async () => {
    const page = await html('/login');
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/mfe/mfe_profile/mf-manifest.json" />');
    for (const u of ['/assets/federation-AbCdEf12.js', '/assets/react-AbCdEf12.js', '/mfe/mfe_profile/remoteEntry.js', '/mfe/mfe_profile/assets/spa-AbCdEf12.js']) {
      expect(page).toContain(`<link rel="modulepreload" href="${u}" />`);
    }
    expect(page).toContain('<link rel="preload" as="style" href="/mfe/mfe_profile/assets/spa-AbCdEf12.css" />');
    // after the shell's own stylesheet, so they never hold up the first paint
    expect(page.indexOf('modulepreload')).toBeGreaterThan(page.indexOf('/assets/index-AbCdEf12.css'));
  });

  it("adds the route's on-demand page chunk the section lists in route-chunks.json, once each", async () => {
    const page = await html('/bonus/');
    expect(page).toContain('<link rel="modulepreload" href="/mfe/mfe_profile/assets/bonuses.pages-AbCdEf12.js" />');
    expect(page).toContain('<link rel="preload" as="style" href="/mfe/mfe_profile/assets/bonuses-AbCdEf12.css" />');
    expect(page.split('/mfe/mfe_profile/assets/spa-AbCdEf12.js"').length).toBe(2);
    expect(await html('/login')).not.toContain('bonuses.pages');
  });

  it("puts the section's first-paint markup of the route after #page-shell and applies its CSS from the first frame", async () => {
    const page = await html('/achievements/');
    expect(page).toContain('<div id="page-shell"></div><div id="section-first-paint" data-section="mfe_profile" aria-busy="true"><h1>Достижения</h1></div>');
    // inlined, so the first paint waits for no second response (paint-first.ts)
    expect(page).toMatch(/<style nonce="[^"]+" data-href="\/mfe\/mfe_profile\/assets\/spa-AbCdEf12.css">\.ach\{color:red\}<\/style>/);
    // A route the section drew nothing for starts empty, its CSS only fetched.
    const login = await html('/login');
    expect(login).not.toContain('section-first-paint');
    expect(login).toContain('<link rel="preload" as="style" href="/mfe/mfe_profile/assets/spa-AbCdEf12.css" />');
  });

  it("draws the route's first screen with the page's first-screen answers when the section's server bundle can, else the static picture", async () => {
    const drawn = await html('/achievements/?drawn=1');
    expect(drawn).toContain(`<div id="section-first-paint" data-section="mfe_profile" aria-busy="true"><h1>Достижения</h1><p>${ACHIEVEMENTS_CATALOG_KEY} ${feedKey(1)}</p></div>`);
    // null from the bundle: the static picture; a picture that throws: the same, and the page is served.
    expect(await html('/achievements/')).toContain('aria-busy="true"><h1>Достижения</h1></div>');
    const bonus = await get('/bonus/');
    expect(bonus.status).toBe(200);
    expect(await bonus.text()).not.toContain('section-first-paint');
  });

  it('names the cookie banner’s chunk for a visitor who will see it (spec §4), not once accepted or signed in', async () => {
    const tag = '<link rel="modulepreload" href="/assets/cookie-banner-AbCdEf12.js" />';
    expect(await html('/how/')).toContain(tag);
    // …and its pre-rendered markup in #app-overlays, on screen from the first paint.
    expect(await html('/how/')).toContain('<div id="app-overlays"><div id="cookie-banner-first-paint"><section class="lay-cookie">');
    expect(await html('/login')).toContain(tag);
    const accepted = await get('/how/', { cookie: `${COOKIE_NAMES.cookieConsent}=1` });
    expect(Buffer.from(await accepted.arrayBuffer()).toString('utf8')).not.toContain('cookie-banner');
    const signedIn = await get('/how/', withToken());
    expect(Buffer.from(await signedIn.arrayBuffer()).toString('utf8')).not.toContain('cookie-banner');
  });

  it('inlines the registry on every page; a shell page gets no section hints', async () => {
    const page = await html('/how/');
    expect(page).toContain('<script type="application/json" id="mfe-registry">{"mfe_profile":{"entry":"/mfe/mfe_profile/mf-manifest.json"}}</script>');
    expect(page).not.toMatch(/modulepreload" href="\/(mfe\/|assets\/federation)/);
  });

  it('a section not in the registry gets none, and the build manifest is not served', async () => {
    expect(await html('/bloodstations/')).not.toMatch(/modulepreload" href="\/(mfe\/|assets\/federation)/);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });
});

describe('host: absolute URLs come from PUBLIC_ORIGIN, never from the Host header (docs/SECURITY.md)', () => {
  const production = () => createHostApp({
    config: loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://donor.example', PAYMENTS_SIGNING_SECRET: 'host-test-signing-secret-0123456789' }),
    repoRoot: root,
    apiFetch: async (path, init) => api.app.request(path, init),
    apiHandler: (req) => api.app.fetch(req),
  });
  const ogUrl = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1] ?? null;

  it('builds og:url from PUBLIC_ORIGIN whatever Host says', async () => {
    const res = await production().request('http://evil.example/how/?a=1', { headers: { host: 'evil.example' } });
    expect(ogUrl(await res.text())).toBe('https://donor.example/how/?a=1');
  });

  it('without PUBLIC_ORIGIN uses the request origin for a loopback host only', async () => {
    expect(ogUrl(await (await get('/how/')).text())).toBe('http://127.0.0.1:8080/how/');
    const evil = await host.request('http://evil.example/how/', { headers: { host: 'evil.example' } });
    const html = await evil.text();
    expect(ogUrl(html)).toBeNull();
    expect(html).not.toContain('evil.example');
  });
});

describe('host: the signed-in page after a write', () => {
  it('a donor who saves their name sees it on the next page, not a cached copy', async () => {
    const own = await api.login('new@example.com', 'new-donor-2026');
    const bootOf = async () => {
      const html = await (await get('/profile/', withToken(own))).text();
      const json = /<script type="application\/json" id="donor-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
      return JSON.parse(json) as { user?: { first_name?: string } };
    };
    const before = (await bootOf()).user?.first_name;
    const patch = await host.request('http://127.0.0.1:8080/api/auth/me/', {
      method: 'PATCH',
      headers: { authorization: `Token ${own}`, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ first_name: 'Сохранённое' }),
    });
    expect(patch.status).toBe(200);
    expect(before).not.toBe('Сохранённое');
    expect((await bootOf()).user?.first_name).toBe('Сохранённое');
  });
});
