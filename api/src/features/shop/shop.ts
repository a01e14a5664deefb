// The catalogues of /souvenir/ and /charityshop (spec §2). Paths are ours (spec: "not shown"):
// GET /api/souvenirs/ and GET /api/charityshop/ — DRF lists, in the catalogue's own order; the
// shapes are in shared/contract/catalog.ts. Their pictures (made at seed time,
// catalog-images.ts): GET /api/catalog-images/{souvenir|shop}/{id}.webp. Buying: shop-orders.ts.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { CatalogImage, ShopItem, Souvenir } from '@donor/shared/contract/catalog';
import { getCatalogImage, listShopItems, listSouvenirs } from '@donor/shared/endpoints/shop';
import type { ApiEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { listBody, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { shopItems, souvenirs } from '../payments/schema.ts';
import type { PaymentSetup } from '../payments/provider.ts';
import { CATALOG_IMAGE, catalogImageUrl, type CatalogKind } from './catalog-images.ts';
import { releaseStaleOrders } from './orders.ts';

const imageOf = (kind: CatalogKind, id: number, has: boolean, title: string): CatalogImage | null =>
  has ? { url: catalogImageUrl(kind, id), ...CATALOG_IMAGE, alt: `Рисунок: ${title}` } : null;

// Every column but the picture's bytes (they go by their own URL).
const souvenirColumns = {
  id: souvenirs.id, title: souvenirs.title, description: souvenirs.description, donationsNeeded: souvenirs.donationsNeeded,
  inStock: souvenirs.inStock, howToGet: souvenirs.howToGet, getVia: souvenirs.getVia, donationAmount: souvenirs.donationAmount,
  hasImage: sql<boolean>`${souvenirs.image} IS NOT NULL`,
};
const shopColumns = {
  id: shopItems.id, title: shopItems.title, description: shopItems.description, price: shopItems.price, inStock: shopItems.inStock,
  buyUrl: shopItems.buyUrl, stock: shopItems.stock, hasImage: sql<boolean>`${shopItems.image} IS NOT NULL`,
};

type SouvenirRow = Omit<typeof souvenirs.$inferSelect, 'image' | 'sort' | 'sizes'> & { hasImage: boolean };
type ShopRow = Omit<typeof shopItems.$inferSelect, 'image' | 'sort'> & { hasImage: boolean };

const serializeSouvenir = (r: SouvenirRow): Souvenir => ({
  id: r.id, title: r.title, description: r.description, donations_needed: r.donationsNeeded, in_stock: r.inStock,
  how_to_get: r.howToGet, get_via: r.getVia, donation_amount: r.donationAmount, image: imageOf('souvenir', r.id, r.hasImage, r.title),
});
export const serializeShopItem = (r: ShopRow): ShopItem => ({
  id: r.id, title: r.title, description: r.description, price: r.price, in_stock: r.inStock && r.stock !== 0, buy_url: r.buyUrl,
  stock: r.stock, image: imageOf('shop', r.id, r.hasImage, r.title),
});

export function registerShopRoutes(app: Hono<ApiEnv>, setup: PaymentSetup): void {
  route(app, listSouvenirs, async (c, io) => {
    const { db } = c.get('deps');
    const page = readPage(c);
    const [total] = await db.select({ n: count() }).from(souvenirs);
    const rows = await db.select(souvenirColumns).from(souvenirs).orderBy(asc(souvenirs.sort), asc(souvenirs.id)).limit(page.size).offset(page.offset);
    c.header('Cache-Control', 'public, max-age=300');
    return io.ok(listBody(c, page, total?.n ?? 0, rows.map(serializeSouvenir)));
  });

  route(app, listShopItems, async (c, io) => {
    const { db, now } = c.get('deps');
    const page = readPage(c);
    // The stock shown is what a buyer can take: expired and failed holds go back first.
    await releaseStaleOrders(db, now());
    const [total] = await db.select({ n: count() }).from(shopItems);
    const rows = await db.select(shopColumns).from(shopItems).orderBy(asc(shopItems.sort), asc(shopItems.id)).limit(page.size).offset(page.offset);
    // Stock changes with every order: a short cache only.
    c.header('Cache-Control', 'public, max-age=30');
    return io.ok(listBody(c, page, total?.n ?? 0, rows.map(serializeShopItem)));
  });

  route(app, getCatalogImage, async (c, io) => {
    const kind = c.req.param('kind');
    const m = /^(\d{1,9})\.webp$/.exec(c.req.param('file') ?? '');
    if ((kind !== 'souvenir' && kind !== 'shop') || !m) throw notFound();
    const table = kind === 'souvenir' ? souvenirs : shopItems;
    const [row] = await c.get('deps').db.select({ image: table.image }).from(table).where(eq(table.id, Number(m[1])));
    if (!row?.image) throw notFound();
    return io.send(c.body(new Uint8Array(row.image), 200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' }));
  });
}
