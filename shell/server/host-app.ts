// The host (ARCHITECTURE §2): one Hono app that serves the API (in process or proxied), the
// registry, each section's build, the shell's build, and every page route through the guards
// as real 302s with the `next` cookie and noindex where the spec says (spec §2).
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { matchRoute, routeById, SECTION_APPS, type SectionApp } from '@donor/shared/routes';
import { evaluateGuard } from '@donor/shared/guards';
import { hasStaffAccess } from '@donor/shared/staff-access';
import { firstLoadCity } from '@donor/shared/first-load-city';
import { createXCityResolver } from './x-city.ts';
import { thirdPartyConfig, type HostConfig } from './config.ts';
import { serveStatic } from './static-files.ts';
import { sectionDir } from './registry.ts';
import { createSectionRegistry } from './section-registry.ts';
import { createRemoteSectionFiles } from './remote-section-files.ts';
import { createSessionResolver, type ApiFetch } from './session.ts';
import { adoptSocialSession } from './social-session.ts';
import { renderPage } from './page.ts';
import { ownStylesheets, paintFirst } from './paint-first.ts';
import { compressed } from './compressed-page.ts';
import { PRERENDER_DIR } from '../common/prerender-files.ts';
import { firstScreenData } from './first-screen.ts';
import { createOgResolver } from './og-tags.ts';
import { createTopOgResolver } from './top-og.ts';
import { registerShareRoutes } from './share-routes.ts';
import { cityKey, recordTitle } from '@donor/shared/first-screen';
import type { BootPayload } from '@donor/shared/boot';
import { sectionHints } from './preload.ts';
import { sectionFirstPaint } from './section-first-paint.ts';
import { firstPaintHtml } from '@donor/shared/section-first-paint';
import { cookieBannerFirstPaint } from './cookie-banner-first-paint.ts';
import { cardWidgetProvider } from './card-widget.ts';
import { COOKIE_NAMES } from '@donor/shared/cookies';
import { isLoopbackHost } from '@donor/api/lib/public-origin';
import { widgetDemo } from './widget-demo.ts';
import { arrivedOverHttps, HSTS_VALUE, newNonce, pagePolicy, thirdPartyOrigins } from './csp.ts';
import { createDevOverride, decorateOverriddenPage, withOverrides } from './dev-override.ts';
import { DEV_PANEL_PATH, devPanelRoute } from './dev-override-panel.ts';

export interface HostDeps {
  config: HostConfig;
  repoRoot: string;
  /** Answers an /api/… request: the in-process API app or a proxy to API_URL. */
  apiFetch: ApiFetch;
  /** `env` carries the node socket (client address for rate limits and provider IP checks). */
  apiHandler: (req: Request, env?: unknown) => Response | Promise<Response>;
}

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
};

/** Distinct city ids whose answers the host keeps (real ids are a few thousand at most). */
const MAX_CITIES = 5_000;

/** Third-party counters the operator configured (CSP_COUNTER_ORIGINS, docs/SECURITY.md). */
const counterOrigins = (config: HostConfig): string[] => config.CSP_COUNTER_ORIGINS ?? [];

/** Sets headers on a response, copying it first when it is immutable (a proxied fetch answer). */
function setMissing(c: Context, headers: Record<string, string>): void {
  const apply = () => { for (const [k, v] of Object.entries(headers)) if (!c.res.headers.has(k)) c.res.headers.set(k, v); };
  try {
    apply();
  } catch {
    c.res = new Response(c.res.body, c.res);
    apply();
  }
}

export function createHostApp(deps: HostDeps): Hono {
  const { config, repoRoot } = deps;
  const shellDist = join(repoRoot, 'shell', 'dist');
  const resolveUser = createSessionResolver(deps.apiFetch);
  const ogFor = createOgResolver(deps.apiFetch);
  const topOgFor = createTopOgResolver(deps.apiFetch, config.PRODUCT_NAME);
  const xCityId = createXCityResolver(deps.apiFetch);
  const cities = new Map<number, { title?: string } | null>();
  const built = new Map<string, Promise<string>>();
  // The host's build overlaid with the API's release pointers and this visitor's canary bucket (section-registry.ts).
  const registries = createSectionRegistry({ repoRoot, registryFile: config.MFE_REGISTRY, apiFetch: deps.apiFetch });
  const remoteFiles = createRemoteSectionFiles();
  // A developer's own build of a section, per browser (dev-override.ts, docs/SECURITY.md «Переопределение раздела»).
  const devOverride = createDevOverride({ production: config.NODE_ENV === 'production', extraOrigins: config.SECTION_OVERRIDE_ORIGINS });

  /** Did this request reach us over https (directly or through a trusted proxy, TRUST_PROXY)? */
  const overHttps = (c: Context) => arrivedOverHttps(c.req.url, c.req.header('x-forwarded-proto'), config.TRUST_PROXY);

  /**
   * The page's absolute URL (og:url): from PUBLIC_ORIGIN, never from the Host header; without it
   * (development) the request's own origin only for a loopback host, else none (docs/SECURITY.md).
   */
  function publicUrl(url: URL): string | null {
    const origin = publicOrigin(url);
    return origin ? `${origin}${url.pathname}${url.search}` : null;
  }
  const publicOrigin = (url: URL): string | null => config.PUBLIC_ORIGIN ?? (isLoopbackHost(url.hostname) ? url.origin : null);

  const cardWidget = cardWidgetProvider(deps.apiFetch);

  /**
   * A file of the shell's build (index.html, a pre-rendered page, vite's manifest): read once in
   * production, on every request otherwise so a rebuilt shell shows up without a restart.
   */
  function shellFile(rel: string): Promise<string> {
    const cached = built.get(rel);
    if (cached && config.NODE_ENV === 'production') return cached;
    const read = readFile(join(shellDist, rel), 'utf8');
    built.set(rel, read);
    read.catch(() => { if (built.get(rel) === read) built.delete(rel); }); // not built yet: look again next time
    return read;
  }

  const pageTemplate = () => shellFile('index.html');
  const stylesheets = ownStylesheets(shellFile, (app) => sectionDir(repoRoot, app));
  /** The pre-rendered markup of a shell page (shell/prerender); '' when the build has none. */
  const pageFragment = (routeId: string) => shellFile(`${PRERENDER_DIR}/${routeId}.html`).catch(() => '');

  /**
   * The selected city as the API answers GET /api/cities/{id}/ (null: none or unknown). Kept for
   * the process's life — cities do not change between deploys — with a cap, since the id comes
   * from a cookie anyone can set.
   */
  async function cityAnswer(id: number): Promise<{ title?: string } | null> {
    if (id <= 0) return null;
    if (cities.has(id)) return cities.get(id) ?? null;
    try {
      const res = await deps.apiFetch(cityKey(id), { headers: { accept: 'application/json' } });
      const city = res.ok ? ((await res.json()) as { title?: string }) : null;
      if (res.ok || res.status === 404) {
        if (cities.size >= MAX_CITIES) cities.clear();
        cities.set(id, city);
      }
      return city;
    } catch {
      return null;
    }
  }

  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    const extra: Record<string, string> = {};
    // RFC 6797 §7.2: never over plain http, where an attacker could strip or forge it anyway.
    if (overHttps(c)) extra['strict-transport-security'] = HSTS_VALUE;
    // Any other HTML the host answers outside the API (a built .html file asked for by name)
    // gets the page policy too; the API's own pages carry their stricter one.
    if (!c.req.path.startsWith('/api/') && (c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
      extra['content-security-policy'] = pagePolicy();
    }
    setMissing(c, { ...SECURITY_HEADERS, ...extra });
  });

  app.all('/api/*', async (c) => {
    const res = await deps.apiHandler(c.req.raw, c.env);
    // A signed-in write changes what /me answers: the page cache of that token must not outlive it.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && res.status < 400) {
      const token = /^Token\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? getCookie(c, 'token');
      if (token) resolveUser.forget(token);
    }
    return res;
  });

  // Share cards and the crawlers' files (share-routes.ts): before the static files.
  registerShareRoutes(app, { apiFetch: deps.apiFetch, productName: config.PRODUCT_NAME, ogFor, publicOrigin });

  app.get('/mfe-registry.json', async (c) => {
    const { registry, setCookie } = await registries.forRequest(c, overHttps(c));
    const overrides = await devOverride.active(c, () => resolveUser(getCookie(c, 'token')));
    return c.json(withOverrides(registry, overrides), 200, { 'cache-control': 'no-cache', 'access-control-allow-origin': '*', ...(setCookie ? { 'set-cookie': setCookie } : {}) });
  });

  app.get('/mfe/:app/*', async (c) => {
    const name = c.req.param('app') as SectionApp;
    if (!SECTION_APPS.includes(name)) return c.notFound();
    const rel = c.req.path.slice(`/mfe/${name}/`.length);
    const res = await serveStatic(sectionDir(repoRoot, name), rel, c.req.header('accept-encoding') ?? '', { cors: true });
    return res ?? c.text('Not found', 404, { 'access-control-allow-origin': '*' });
  });

  app.get('/widget/demo', widgetDemo(repoRoot, config.PUBLIC_ORIGIN)); // before /widget/*: the partner demo page
  app.get('/widget/*', async (c) => {
    const rel = c.req.path.slice('/widget/'.length);
    const res = await serveStatic(join(repoRoot, 'mfe-donate', 'dist-widget'), rel, c.req.header('accept-encoding') ?? '', { cors: true });
    return res ?? c.text('Not found', 404);
  });

  app.get('*', async (c, next) => {
    // Built files of the shell (assets, manifest, service worker, icons)
    if (/\.[a-z0-9]+$/i.test(c.req.path)) {
      const res = await serveStatic(shellDist, c.req.path.slice(1), c.req.header('accept-encoding') ?? '');
      if (res) return res;
      if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    }
    return next();
  });

  app.get(DEV_PANEL_PATH, devPanelRoute({ devOverride, resolveUser, secure: overHttps }));
  app.get('*', adoptSocialSession(resolveUser, config.TRUST_PROXY)); // spec §4 social session, before the guards
  app.get('*', (c) => renderRoute(c));

  async function renderRoute(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    const token = getCookie(c, 'token');
    const user = await resolveUser(token);
    const overrideMoved = await devOverride.redirect(c, user, overHttps(c)); // ?mfe-override=…: stored (when honoured), then dropped from the URL
    if (overrideMoved) return overrideMoved;
    const secure = overHttps(c) || isLoopbackHost(url.hostname);
    // A token the API refuses still counts as "a token exists": the guard then sends the
    // browser to /login with the token marker and the shell forgets it (spec §2, guards.ts).
    const guard = evaluateGuard({ pathname: url.pathname, search: url.search, loggedIn: !!user, hasToken: !!token, staff: hasStaffAccess(user) });
    if (guard.setNextCookie) {
      setCookie(c, 'next', guard.setNextCookie, { path: '/', sameSite: 'Strict', secure, maxAge: 60 * 60 });
    }
    if (guard.status === 302 && guard.location) {
      if (guard.noindex) c.header('x-robots-tag', 'noindex, nofollow');
      return c.redirect(guard.location, 302);
    }
    const widgetProvider = cardWidget(); // asked alongside the page's data, never rejects

    const city = firstLoadCity({
      headerCityId: await xCityId(c.req.header('x-city')),
      cookieCityId: getCookie(c, 'City_id') ?? null,
      cookieFlag: getCookie(c, 'City') ?? null,
      userCityId: user?.city?.id ?? null,
      hostname: url.hostname,
    });
    // 404 and 403 pages are the shell's: a refused section's page is never primed or hinted.
    const refused = guard.status === 404 || guard.status === 403;
    const match = refused ? null : matchRoute(url.pathname);
    const route = guard.status === 404 ? routeById('not-found') : guard.status === 403 ? routeById('forbidden') : (match?.route ?? null);
    // The city's name and the first screen's data are fetched side by side, not one after the other.
    const [cityData, firstScreen, og] = await Promise.all([
      cityAnswer(city.cityID),
      match ? firstScreenData(deps.apiFetch, match, url, { id: city.cityID, searchRegion: city.searchRegion }, user ? token : undefined) : {},
      // /top/ names its filter from the query string (top-og.ts); other shared pages by their params.
      match ? (match.route.id === 'top' ? topOgFor(url.searchParams) : ogFor(match.route.id, match.params, url.searchParams)) : null,
    ]);
    const headerCity = cityData?.title ?? null;
    // The city's answer goes along too: sections that need more of it (the map's centre, the
    // filters' city box) read it from the primed query cache instead of asking again.
    const data = cityData ? { [cityKey(city.cityID)]: cityData, ...firstScreen } : firstScreen;
    const boot: BootPayload = {
      config: {
        productName: config.PRODUCT_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        orgProfileBase: config.ORG_PROFILE_BASE,
        journalUrl: config.JOURNAL_URL,
        mapTiles: config.MAP_TILES_URL ? { url: config.MAP_TILES_URL, attribution: config.MAP_TILES_ATTRIBUTION } : null,
        thirdParty: thirdPartyConfig(config),
      },
      city: { id: city.cityID, flag: city.flag, name: headerCity, searchRegion: city.searchRegion },
      user,
      data,
    };
    let template: string;
    try {
      template = await pageTemplate();
    } catch {
      return c.text('Сайт ещё не собран: выполните npm start.', 503);
    }
    // Shell pages arrive pre-rendered; a section's page stays empty until its code mounts.
    const pageHtml = route?.app === 'shell' ? await pageFragment(route.id) : '';
    const visitorRegistry = await registries.forRequest(c, overHttps(c)).catch(() => undefined);
    const overrides = await devOverride.active(c, async () => user);
    const registry = visitorRegistry && withOverrides(visitorRegistry.registry, overrides);
    const owner = route && route.app !== 'shell' ? route.app : null;
    // A section's page may arrive with its static top drawn by the section's build (its title).
    const sectionDist = owner ? sectionDir(repoRoot, owner) : '';
    // An overridden section gets no hints and no first paint: its developer's build has its own files.
    const firstPaint = owner && registry && route && !overrides[owner] ? await sectionFirstPaint({ sectionDist, registry, app: owner, routeId: route.id, remote: remoteFiles, title: recordTitle(route.id, firstScreen),
      firstScreen: match ? { answers: firstScreen, params: match.params, search: url.search } : undefined }) : null;
    const sectionPart = owner && registry && !overrides[owner] ? await sectionHints({ shellManifest: () => shellFile('.vite/manifest.json'), sectionDist, registry, app: owner, routeId: route?.id, applyCss: firstPaint !== null, remote: remoteFiles }) : '';
    const banner = await cookieBannerFirstPaint({ loggedIn: Boolean(user || token), accepted: getCookie(c, COOKIE_NAMES.cookieConsent) !== undefined, shellFile });
    const hints = [sectionPart, banner.hints].filter(Boolean).join('\n    ');
    const nonce = newNonce();
    const visitor = { location: url.pathname + url.search, city: { id: city.cityID, flag: city.flag, name: headerCity }, signedIn: Boolean(user) };
    const html = await paintFirst(decorateOverriddenPage(renderPage(template, { route, noindex: guard.noindex, url: publicUrl(url), boot, pageHtml, registry, hints, nonce, og, overlaysHtml: banner.overlaysHtml, visitor,
      sectionHtml: owner && firstPaint ? firstPaintHtml(owner, firstPaint) : undefined }), overrides, nonce), nonce, stylesheets);
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding, Cookie',
      'content-security-policy': pagePolicy({ nonce, registry, cardWidget: await widgetProvider, counterOrigins: [...counterOrigins(config), ...thirdPartyOrigins(thirdPartyConfig(config))], errorReportUrl: config.SENTRY_DSN, publicOrigin: config.PUBLIC_ORIGIN, mapTilesUrl: config.MAP_TILES_URL, styleNonce: true }),
    };
    if (guard.noindex) headers['x-robots-tag'] = 'noindex, nofollow';
    if (headerCity) headers['x-city'] = encodeURIComponent(headerCity);
    if (visitorRegistry?.setCookie) headers['set-cookie'] = visitorRegistry.setCookie; // the canary bucket, sticky
    return compressed(c.req.header('accept-encoding') ?? '', html, guard.status === 404 || guard.status === 403 ? guard.status : 200, headers);
  }

  return app;
}
