// Buying in the charity shop (spec §2 /charityshop «Купить», spec §7 payments):
// POST /api/charityshop/orders/ {item_id, quantity, email} → 201 ShopOrder with `checkout_url`
// (the one-time link flow's provider: YooKassa, or the sandbox's checkout page in development);
// GET /api/charityshop/orders/{id}/ → ShopOrder, settled (created → paid | cancelled).
// The logic is in orders.ts; shapes in shared/contract/catalog.ts.
import type { Hono } from 'hono';
import { ShopOrderBody } from '@donor/shared/contract/catalog';
import { createShopOrder as createShopOrderEndpoint, getShopOrder } from '@donor/shared/endpoints/shop';
import * as SHOP from '@donor/shared/shop-messages';
import { pathTo } from '@donor/shared/routes';
import type { ApiEnv } from '../../lib/context.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { consume } from '../../lib/rate-limit.ts';
import { currentUser } from '../../lib/tokens.ts';
import type { PaymentSetup } from '../payments/provider.ts';
import { createShopOrder, readShopOrder, releaseStaleOrders, serializeShopOrder } from './orders.ts';

/** Each order is two rows, a held stock and a provider call: throttled per address like donations. */
const SHOP_LIMIT = { scope: 'shop:ip', max: 30, windowMs: 10 * 60_000 };

export function registerShopOrderRoutes(app: Hono<ApiEnv>, setup: PaymentSetup): void {
  route(app, createShopOrderEndpoint, ShopOrderBody, async (c, io) => {
    const deps = c.get('deps');
    const name = setup.link;
    const provider = name ? setup.providers[name] : undefined;
    if (!name || !provider) throw new ApiError(503, { detail: SHOP.shopOff });
    const client = clientIp(c);
    await consume(deps, SHOP_LIMIT, client);
    const body = await io.body();
    const user = await currentUser(c, deps);
    const origin = publicOrigin(c);
    await releaseStaleOrders(deps.db, deps.now());
    const { order, title, returnUrl } = await createShopOrder(deps.db, deps.now(), {
      itemId: body.item_id, quantity: body.quantity, email: body.email, userId: user?.user.id ?? null, provider: name, returnBase: origin + pathTo('charityshop'), client,
    });
    c.header('Cache-Control', 'no-store');
    try {
      const checkout = await provider.checkout({
        id: order.paymentOrderId, flow: 'link', amount: order.amount, currency: 'RUB', paymentType: 'once', paymentMethod: 'card', email: order.email,
        description: `Заказ № ${order.id}: ${title} × ${order.quantity}`, returnUrl, metadata: { kind: 'shop', shop_order: order.publicId },
      }, { origin });
      if (!checkout.url) throw new Error('link flow without a URL');
      return io.ok(serializeShopOrder(order, title, checkout.url), 201);
    } catch (error) {
      // The order stays created (its stock held) and can be paid again later: nothing was charged.
      console.error('[shop] checkout', name, error);
      throw new ApiError(502, { detail: SHOP.shopOff }, { 'Cache-Control': 'no-store' });
    }
  });

  route(app, getShopOrder, async (c, io) => {
    const deps = c.get('deps');
    const found = await readShopOrder(deps.db, deps.now(), c.req.param('id') ?? '');
    if (!found) throw notFound();
    c.header('Cache-Control', 'no-store');
    return io.ok(serializeShopOrder(found.order, found.title));
  });
}
