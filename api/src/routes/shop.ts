// The catalogues of /souvenir/ and /charityshop (spec §2). Paths are ours (spec: "not shown"):
// GET /api/souvenirs/ and GET /api/charityshop/ — DRF lists, in the catalogue's own order; the
// shapes are in shared/contract/catalog.ts.
import { asc, count } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { ShopItem, Souvenir } from '@donor/shared/contract/catalog';
import type { ApiEnv } from '../lib/context.ts';
import { listBody, readPage } from '../lib/http.ts';
import { shopItems, souvenirs } from '../payments/schema.ts';

const serializeSouvenir = (r: typeof souvenirs.$inferSelect): Souvenir => ({
  id: r.id, title: r.title, description: r.description, donations_needed: r.donationsNeeded, in_stock: r.inStock,
});
const serializeShopItem = (r: typeof shopItems.$inferSelect): ShopItem => ({
  id: r.id, title: r.title, description: r.description, price: r.price, in_stock: r.inStock, buy_url: r.buyUrl,
});

export function registerShopRoutes(app: Hono<ApiEnv>): void {
  app.get('/api/souvenirs', async (c) => {
    const { db } = c.get('deps');
    const page = readPage(c);
    const [total] = await db.select({ n: count() }).from(souvenirs);
    const rows = await db.select().from(souvenirs).orderBy(asc(souvenirs.sort), asc(souvenirs.id)).limit(page.size).offset(page.offset);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(listBody(c, page, total?.n ?? 0, rows.map(serializeSouvenir)));
  });

  app.get('/api/charityshop', async (c) => {
    const { db } = c.get('deps');
    const page = readPage(c);
    const [total] = await db.select({ n: count() }).from(shopItems);
    const rows = await db.select().from(shopItems).orderBy(asc(shopItems.sort), asc(shopItems.id)).limit(page.size).offset(page.offset);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(listBody(c, page, total?.n ?? 0, rows.map(serializeShopItem)));
  });
}
