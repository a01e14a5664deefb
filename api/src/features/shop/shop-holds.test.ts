// The charity shop cannot be emptied by unpaid orders (docs/SECURITY.md «Благотворительный
// магазин»): a hold lasts HOLD_MS (15 minutes), one client holds at most SHOP_HOLD_MAX pieces of
// counted stock at a time (a Russian 429 with Retry-After past that), a failed or cancelled
// payment gives its stock back at once; and a purchase is not a gift — no donation thank-you,
// not in the donor lists or the cabinet's payments, but its own order letter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ShopOrder } from '@donor/shared/contract/catalog';
import * as SHOP from '@donor/shared/shop-messages';
import { outbox, payments, shopItems } from '../../schema.ts';
import { HOLD_MS } from './orders.ts';
import { freshIp, makeTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(() => t.handle.close());

const body = async (res: Response) => (await res.json()) as Record<string, unknown>;
const item = async (title: string) => (await t.handle.db.select().from(shopItems).where(eq(shopItems.title, title)))[0]!;
const stock = async (title: string) => (await item(title)).stock;
const order = (ip: string, b: { item_id: number; quantity: number; email?: string }) =>
  t.call('POST', '/api/charityshop/orders/', { ip, body: { email: 'holder@example.com', ...b } });
const finish = (url: string, action: 'succeed' | 'fail' | 'cancel') =>
  t.call('POST', `${new URL(url).pathname}${action}/`, { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('holds are short and small', () => {
  it('one address holds at most 3 pieces: the next order is a Russian 429 with Retry-After; others still buy; 15 minutes later the stock is back', async () => {
    const mug = await item('Кружка «Сдаю кровь»');
    const pad = await item('Блокнот донора');
    const me = freshIp();
    expect((await order(me, { item_id: mug.id, quantity: 2 })).status).toBe(201);
    expect((await order(me, { item_id: pad.id, quantity: 1 })).status).toBe(201);
    const refused = await order(me, { item_id: pad.id, quantity: 1 });
    expect(refused.status).toBe(429);
    expect(await body(refused)).toEqual({ detail: SHOP.holdBusy(SHOP.SHOP_HOLD_MAX, 15) });
    expect(Number(refused.headers.get('retry-after'))).toBe(HOLD_MS / 1000);
    expect(await stock('Блокнот донора')).toBe(pad.stock! - 1);
    // Items made to order (stock not counted) hold nothing: not capped.
    const cards = await item('Набор открыток');
    expect((await order(me, { item_id: cards.id, quantity: 5 })).status).toBe(201);
    // Another buyer is not affected.
    expect((await order(freshIp(), { item_id: pad.id, quantity: 1 })).status).toBe(201);
    // A hold ends after HOLD_MS: the catalogue shows the stock again and the address may order.
    t.clock.advance(HOLD_MS - 60_000);
    const later = await order(me, { item_id: pad.id, quantity: 1 });
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBe(60);
    t.clock.advance(60_000 + 1000);
    const list = (await body(await t.call('GET', '/api/charityshop/'))) as { results: { title: string; stock: number | null }[] };
    expect(list.results.find((i) => i.title === 'Кружка «Сдаю кровь»')?.stock).toBe(mug.stock);
    expect(list.results.find((i) => i.title === 'Блокнот донора')?.stock).toBe(pad.stock);
    expect((await order(me, { item_id: pad.id, quantity: 1 })).status).toBe(201);
  });

  it('more than 3 counted pieces in one order is a 400 on quantity; the attack of six orders leaves the shop stocked', async () => {
    const bag = await item('Шоппер «Кровь — это жизнь»');
    expect(await body(await order(freshIp(), { item_id: bag.id, quantity: 4 }))).toEqual({ quantity: [SHOP.holdTooMany(SHOP.SHOP_HOLD_MAX)] });
    // The audit's request: six unpaid orders within an hour from one address.
    const pad = await item('Блокнот донора');
    const attacker = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await order(attacker, { item_id: i % 2 ? pad.id : bag.id, quantity: 1 })).status);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.slice(3)).toEqual([429, 429, 429]);
    expect(await stock('Блокнот донора')).toBeGreaterThan(0);
    expect(await stock('Шоппер «Кровь — это жизнь»')).toBeGreaterThan(0);
  });

  it('a failed or cancelled payment gives the stock back at once, with nobody reading the order', async () => {
    t.clock.advance(HOLD_MS + 1000); // earlier holds have ended
    const mug = await item('Кружка «Сдаю кровь»');
    const me = freshIp();
    const a = ShopOrder.parse(await body(await order(me, { item_id: mug.id, quantity: 2 })));
    const b = ShopOrder.parse(await body(await order(me, { item_id: mug.id, quantity: 1 })));
    expect(await stock('Кружка «Сдаю кровь»')).toBe(mug.stock! - 3);
    expect((await finish(a.checkout_url!, 'fail')).status).toBe(200);
    expect(await stock('Кружка «Сдаю кровь»')).toBe(mug.stock! - 1);
    expect((await finish(b.checkout_url!, 'cancel')).status).toBe(200);
    expect(await stock('Кружка «Сдаю кровь»')).toBe(mug.stock);
    // Released holds no longer count against the address.
    expect((await order(me, { item_id: mug.id, quantity: 3 })).status).toBe(201);
  });
});

describe('a purchase is not a donation', () => {
  it('the buyer gets the order letter only; the payment is in no donor list and not in the cabinet', async () => {
    t.clock.advance(HOLD_MS + 1000);
    const pin = await item('Пин «Первая донация»');
    const email = 'shopper-only@example.com';
    const listed = async () => (await body(await t.call('GET', `/api/donaters-this-month/?amount=${pin.price}&payment_type=ONETIME`))) as { count: number; results: { id: number }[] };
    const before = (await listed()).count;
    const created = ShopOrder.parse(await body(await order(freshIp(), { item_id: pin.id, quantity: 1, email })));
    expect((await finish(created.checkout_url!, 'succeed')).status).toBe(303);
    // Converted on payment: paid without anyone reading the order.
    const mails = await t.handle.db.select().from(outbox).where(eq(outbox.target, email));
    expect(mails.map((m) => m.subject)).toEqual([`Заказ № ${created.number} оплачен — Донор Рядом`]);
    const [row] = await t.handle.db.select().from(payments).where(eq(payments.email, email));
    expect(row).toMatchObject({ kind: 'shop', amount: pin.price });
    const everyone = (await body(await t.call('GET', '/api/payments/?page_size=50'))) as { results: { id: number }[] };
    expect(everyone.results.map((p) => p.id)).not.toContain(row!.id);
    const donors = await listed();
    expect(donors.results.map((d) => d.id)).not.toContain(row!.id);
    expect(donors.count).toBe(before);
  });
});
