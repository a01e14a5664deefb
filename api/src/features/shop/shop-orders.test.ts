// Buying in the charity shop through the sandbox (spec §2 /charityshop, §7 payments): the order
// goes created → paid on the sandbox's verified return, stock is held and given back, bad input
// is a Russian 400, the catalogues carry «Как получить» and pictures generated at seed time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ShopItem, ShopOrder, Souvenir } from '@donor/shared/contract/catalog';
import { listOf } from '@donor/shared/contract/common';
import * as SHOP from '@donor/shared/shop-messages';
import * as MSG from '@donor/shared/messages';
import { outbox, paymentOrders, shopItems, shopOrders } from '../../schema.ts';
import { HOLD_MS } from './orders.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(() => t.handle.close());

const body = async (res: Response) => (await res.json()) as Record<string, unknown>;
const item = async (title: string) => (await t.handle.db.select().from(shopItems).where(eq(shopItems.title, title)))[0]!;
const order = (b: unknown) => t.call('POST', '/api/charityshop/orders/', { body: b });
const pay = (url: string, action: 'succeed' | 'fail' | 'cancel') =>
  t.call('POST', `${new URL(url).pathname}${action}/`, { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('catalogues', () => {
  it('souvenirs say how to get them and carry a sized picture with alt text', async () => {
    const list = listOf(Souvenir).parse(await body(await t.call('GET', '/api/souvenirs/')));
    expect(list.results.every((s) => s.how_to_get.length > 0 && s.image !== null)).toBe(true);
    const mug = list.results.find((s) => s.title === 'Термокружка')!;
    expect(mug).toMatchObject({ get_via: 'amount', donation_amount: 1500, how_to_get: 'за пожертвование проекту от 1\u00a0500\u00a0₽' });
    expect(list.results.some((s) => s.get_via === 'achievement')).toBe(true);
    expect(mug.image).toEqual({ url: `/api/catalog-images/souvenir/${mug.id}.webp`, width: 480, height: 360, alt: 'Рисунок: Термокружка' });
    const img = await t.call('GET', mug.image!.url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await img.arrayBuffer());
    expect(String.fromCharCode(...bytes.subarray(8, 12))).toBe('WEBP');
    for (const bad of ['/api/catalog-images/souvenir/999999.webp', '/api/catalog-images/other/1.webp', '/api/catalog-images/shop/x.webp']) {
      expect((await t.call('GET', bad)).status).toBe(404);
    }
  });

  it('shop items show stock; a sold-out item is not in stock', async () => {
    const list = listOf(ShopItem).parse(await body(await t.call('GET', '/api/charityshop/')));
    expect(list.results.find((i) => i.title === 'Блокнот донора')).toMatchObject({ stock: 3, in_stock: true });
    expect(list.results.find((i) => i.title === 'Набор открыток')).toMatchObject({ stock: null, in_stock: true });
    expect(list.results.find((i) => i.title === 'Носки «Капля»')).toMatchObject({ in_stock: false });
  });
});

describe('POST /api/charityshop/orders/', () => {
  it('created → paid through the sandbox; the thank-you has the order number; stock taken once', async () => {
    const pad = await item('Блокнот донора');
    const res = await order({ item_id: pad.id, quantity: 2, email: ' Buyer@Example.com ' });
    expect(res.status).toBe(201);
    const created = ShopOrder.parse(await body(res));
    expect(created).toMatchObject({ item_id: pad.id, quantity: 2, amount: pad.price * 2, status: 'created', title: 'Блокнот донора' });
    expect(created.checkout_url).toMatch(/\/api\/sandbox\/checkout\/[0-9a-f-]{36}\/$/);
    expect((await item('Блокнот донора')).stock).toBe(pad.stock! - 2);

    // The sandbox checkout shows the amount; «Оплатить» returns to /charityshop?order=…
    const page = await t.call('GET', new URL(created.checkout_url!).pathname);
    expect(await page.text()).toContain(`${pad.price * 2} ₽`);
    const done = await pay(created.checkout_url!, 'succeed');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toMatch(new RegExp(`/charityshop\\?order=${created.id}$`));

    const read = async () => ShopOrder.parse(await body(await t.call('GET', `/api/charityshop/orders/${created.id}/`)));
    const paid = await read();
    expect(paid).toMatchObject({ id: created.id, number: created.number, status: 'paid' });
    expect(paid.checkout_url).toBeUndefined();
    await read(); // settled once: one letter
    const mails = await t.handle.db.select().from(outbox).where(and(eq(outbox.target, 'buyer@example.com')));
    expect(mails.filter((m) => m.subject === `Заказ № ${created.number} оплачен — Донор Рядом`)).toHaveLength(1);
    const [row] = await t.handle.db.select().from(shopOrders).where(eq(shopOrders.publicId, created.id));
    expect(row?.paidAt).not.toBeNull();
    expect((await item('Блокнот донора')).stock).toBe(pad.stock! - 2);
  });

  it('a cancelled payment cancels the order and gives the stock back', async () => {
    const mug = await item('Кружка «Сдаю кровь»');
    const created = ShopOrder.parse(await body(await order({ item_id: mug.id, quantity: 1, email: 'cancel@example.com' })));
    expect((await item('Кружка «Сдаю кровь»')).stock).toBe(mug.stock! - 1);
    expect((await pay(created.checkout_url!, 'cancel')).status).toBe(200);
    expect(ShopOrder.parse(await body(await t.call('GET', `/api/charityshop/orders/${created.id}/`))).status).toBe('cancelled');
    expect((await item('Кружка «Сдаю кровь»')).stock).toBe(mug.stock);
  });

  it('an abandoned checkout gives its stock back after HOLD_MS; a payment that still arrives wins', async () => {
    const mug = await item('Кружка «Сдаю кровь»');
    const left = ShopOrder.parse(await body(await order({ item_id: mug.id, quantity: 2, email: 'gone@example.com' })));
    expect((await item('Кружка «Сдаю кровь»')).stock).toBe(mug.stock! - 2);
    t.clock.advance(HOLD_MS + 1000);
    // The next order releases the stale hold before it takes stock.
    const next = ShopOrder.parse(await body(await order({ item_id: mug.id, quantity: 1, email: 'next@example.com' })));
    expect((await item('Кружка «Сдаю кровь»')).stock).toBe(mug.stock! - 1);
    expect(await (await t.call('GET', new URL(left.checkout_url!).pathname)).text()).toContain('уже завершён');
    const read = async (id: string) => ShopOrder.parse(await body(await t.call('GET', `/api/charityshop/orders/${id}/`)));
    expect((await read(left.id)).status).toBe('cancelled');
    // A provider's late success for the released order (as applyNotice would record it).
    const [row] = await t.handle.db.select().from(shopOrders).where(eq(shopOrders.publicId, left.id));
    await t.handle.db.update(paymentOrders).set({ status: 'succeeded' }).where(eq(paymentOrders.id, row!.paymentOrderId));
    expect((await read(left.id)).status).toBe('paid');
    expect((await item('Кружка «Сдаю кровь»')).stock).toBe(mug.stock! - 3);
    expect((await pay(next.checkout_url!, 'succeed')).status).toBe(303);
    expect((await read(next.id)).status).toBe('paid');
  });

  it('bad quantity, unknown item, sold out, not enough stock, bad e-mail → 400 in Russian', async () => {
    const pad = await item('Блокнот донора');
    const socks = await item('Носки «Капля»');
    const cases: [unknown, Record<string, string[]>][] = [
      [{ item_id: pad.id, quantity: 0, email: 'a@example.com' }, { quantity: [SHOP.quantity(10)] }],
      [{ item_id: pad.id, quantity: 11, email: 'a@example.com' }, { quantity: [SHOP.quantity(10)] }],
      [{ item_id: pad.id, quantity: 1.5, email: 'a@example.com' }, { quantity: [SHOP.quantity(10)] }],
      [{ item_id: pad.id, quantity: 'два', email: 'a@example.com' }, { quantity: [SHOP.quantity(10)] }],
      [{ item_id: 999999, quantity: 1, email: 'a@example.com' }, { item_id: [SHOP.itemNotFound] }],
      [{ item_id: socks.id, quantity: 1, email: 'a@example.com' }, { item_id: [SHOP.itemSoldOut] }],
      [{ item_id: pad.id, quantity: 5, email: 'a@example.com' }, { quantity: [SHOP.notEnoughStock(pad.stock!)] }],
      [{ item_id: pad.id, quantity: 1, email: 'не почта' }, { email: [MSG.email] }],
    ];
    for (const [b, errors] of cases) {
      const res = await order(b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(await body(res)).toEqual(errors);
    }
    expect((await item('Блокнот донора')).stock).toBe(pad.stock);
    expect((await order(null)).status).toBe(400);
  });

  it('an item sold by an external shop cannot be ordered here; unknown order ids are 404', async () => {
    const cards = await item('Набор открыток');
    await t.handle.db.update(shopItems).set({ buyUrl: 'https://shop.example/cards' }).where(eq(shopItems.id, cards.id));
    expect(await body(await order({ item_id: cards.id, quantity: 1, email: 'a@example.com' }))).toEqual({ item_id: [SHOP.externalOnly] });
    await t.handle.db.update(shopItems).set({ buyUrl: null }).where(eq(shopItems.id, cards.id));
    for (const id of ['nope', '00000000-0000-4000-8000-00000000dead']) expect((await t.call('GET', `/api/charityshop/orders/${id}/`)).status).toBe(404);
  });
});
