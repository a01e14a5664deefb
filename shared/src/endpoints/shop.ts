// Endpoint descriptors of the charity shop (spec §2 /charityshop, §7 payments; shared/src/endpoint.ts):
// types from the contract with `import type` only, so no zod reaches a browser.
import { endpoint, type RawAnswer, type PageQuery } from '../endpoint.ts';
import type { List } from '../contract/common.ts';
import type { ShopItem, ShopOrder, ShopOrderBody, Souvenir } from '../contract/catalog.ts';

/** A page of a DRF list (spec §7). */

/** GET /api/souvenirs/: the souvenirs given for confirmed donations (spec §2 /souvenir/), in the catalogue's order. */
export const listSouvenirs = /* @__PURE__ */ endpoint<List<Souvenir>, never, PageQuery>()('GET', '/api/souvenirs/');
/** GET /api/charityshop/: the shop's items, in the catalogue's order. */
export const listShopItems = /* @__PURE__ */ endpoint<List<ShopItem>, never, PageQuery>()('GET', '/api/charityshop/');
/** GET /api/catalog-images/{souvenir|shop}/{id}.webp: a catalogue picture (made at seed time). */
export const getCatalogImage = /* @__PURE__ */ endpoint<RawAnswer>()('GET', '/api/catalog-images/:kind/:file');
/** POST /api/charityshop/orders/: the order and the provider's `checkout_url` to go to. */
export const createShopOrder = /* @__PURE__ */ endpoint<ShopOrder, ShopOrderBody>()('POST', '/api/charityshop/orders/');
/** GET /api/charityshop/orders/{id}/: the buyer's order, settled (created → paid | cancelled). */
export const getShopOrder = /* @__PURE__ */ endpoint<ShopOrder>()('GET', '/api/charityshop/orders/:id/');
