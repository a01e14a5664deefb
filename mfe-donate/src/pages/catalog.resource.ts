// The catalogues of /souvenir/ and /charityshop (spec §2; GET /api/souvenirs/, /api/charityshop/):
// the request keys and their fetcher stores over the page's query context (shared/query.ts).
// One page of the largest size holds either catalogue whole.
import { MAX_PAGE_SIZE } from '@donor/shared/constants';
import type { List } from '@donor/shared/contract/common';
import type { ShopItem, ShopOrder, Souvenir } from '@donor/shared/contract/catalog';
import { keyOf } from '@donor/shared/endpoint';
import { getShopOrder, listShopItems, listSouvenirs } from '@donor/shared/endpoints/shop';
import type { FetcherStore, QueryContext } from '@donor/shared/query';

export const SOUVENIRS_KEY = keyOf(listSouvenirs, null, { page_size: MAX_PAGE_SIZE });
export const SHOP_ITEMS_KEY = keyOf(listShopItems, null, { page_size: MAX_PAGE_SIZE });

export const createSouvenirsStore = (query: QueryContext): FetcherStore<List<Souvenir>, unknown> =>
  query.createFetcherStore<List<Souvenir>>([SOUVENIRS_KEY]);

export const createShopItemsStore = (query: QueryContext): FetcherStore<List<ShopItem>, unknown> =>
  query.createFetcherStore<List<ShopItem>>([SHOP_ITEMS_KEY]);

/** GET /api/charityshop/orders/{id}/: the buyer's order after the checkout's return (`?order=`). */
export const shopOrderKey = (id: string): string => keyOf(getShopOrder, { id });

export const createShopOrderStore = (query: QueryContext, id: string): FetcherStore<ShopOrder, unknown> =>
  query.createFetcherStore<ShopOrder>([shopOrderKey(id)]);
