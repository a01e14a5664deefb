// Endpoint descriptors of the charity shop (spec §2 /charityshop, §7 payments; shared/src/endpoint.ts):
// types from the contract with `import type` only, so no zod reaches a browser.
import { endpoint } from '../endpoint.ts';
import type { ShopOrder, ShopOrderBody } from '../contract/catalog.ts';

/** POST /api/charityshop/orders/: the order and the provider's `checkout_url` to go to. */
export const createShopOrder = endpoint<ShopOrder, ShopOrderBody>()('POST', '/api/charityshop/orders/');
