// What outside readers fetch besides pages: the share cards of an achievement and of a station,
// event, fundraiser or organization page (achievement-card.ts, og-tags.ts `pageCardPath`), and the
// crawlers' robots.txt and sitemap.xml. Registered before the static files, which would answer
// 404 for these names. Absolute URLs need the public origin: without one the sitemap is 404,
// never built from the Host header (docs/SECURITY.md).
import type { Hono } from 'hono';
import { CARD_CACHE_CONTROL, createAchievementCards, createPageCards } from './achievement-card.ts';
import type { createOgResolver } from './og-tags.ts';
import { robotsTxt } from './robots.ts';
import { createSitemap } from './sitemap.ts';
import type { ApiFetch } from './session.ts';

interface ShareDeps {
  apiFetch: ApiFetch;
  productName: string;
  ogFor: ReturnType<typeof createOgResolver>;
  publicOrigin: (url: URL) => string | null;
}

export function registerShareRoutes(app: Hono, deps: ShareDeps): void {
  const achievementCard = createAchievementCards(deps.productName);
  app.get('/og/achievement/:type/:file{[0-9]+\\.png}', async (c) => {
    const png = await achievementCard(c.req.param('type'), c.req.param('file').replace(/\.png$/, ''));
    return png ? c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': CARD_CACHE_CONTROL }) : c.text('Not found', 404);
  });

  // Drawn from the same cached public answer as the page's tags: a changed title shows within OG_TTL_MS.
  const pageCard = createPageCards(deps.productName);
  app.get('/og/page/:kind/:file{[A-Za-z0-9-]{1,80}\\.png}', async (c) => {
    const card = await deps.ogFor.cardFor(c.req.param('kind'), c.req.param('file').replace(/\.png$/, ''));
    if (!card) return c.text('Not found', 404);
    return c.body(new Uint8Array(await pageCard(card)), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=600' });
  });

  app.get('/robots.txt', (c) => c.text(robotsTxt(deps.publicOrigin(new URL(c.req.url))), 200, { 'cache-control': 'public, max-age=3600' }));
  const sitemap = createSitemap(deps.apiFetch);
  app.get('/sitemap.xml', async (c) => {
    const origin = deps.publicOrigin(new URL(c.req.url));
    if (!origin) return c.text('Not found', 404);
    return c.body(await sitemap(origin), 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' });
  });
}
