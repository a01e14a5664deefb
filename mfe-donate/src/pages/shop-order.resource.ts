// The charity shop order's write (spec §2 /charityshop, §7 payments): POST
// /api/charityshop/orders/ through its descriptor; the answer must carry the provider's
// checkout page, which is all the form needs from it (the order itself is read back on return,
// catalog.resource.ts `createShopOrderStore`).
import type { Api } from '@donor/shared/api';
import type { ShopOrderBody } from '@donor/shared/contract/catalog';
import { createShopOrder } from '@donor/shared/endpoints/shop';
import type { QueryContext } from '@donor/shared/query';

export const createShopOrderWrite = ({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }) =>
  query.createMutatorStore<ShopOrderBody, string>(async ({ data }) => {
    const order = await api.request(createShopOrder, { body: data });
    if (!order.checkout_url) throw new Error('shop order without a checkout URL');
    return order.checkout_url;
  });
