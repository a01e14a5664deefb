// spec §7 Info: POST /api/info-after-donation/{id}/view/ on PGlite — the first view is kept,
// another donor's donation is 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../schema.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { newDonor } from '../recognition/test-donors.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => t?.handle.close());

describe('info after donation: view', () => {
  it('records the first view of the donor\'s own donation only', async () => {
    const d = await newDonor(t, [3]);
    const other = await newDonor(t, [4]);
    const [mine] = await t.handle.db.select({ id: donations.id }).from(donations).where(eq(donations.userId, d.id));
    const url = `/api/info-after-donation/${mine!.id}/view/`;
    const first = await t.call('POST', url, { token: d.token });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { donation_id: number; viewed_at: string };
    expect(body.donation_id).toBe(mine!.id);
    t.clock.advance(60_000);
    expect(await (await t.call('POST', url, { token: d.token })).json()).toEqual(body);
    expect((await t.call('POST', url, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', url)).status).toBe(401);
    expect((await t.call('POST', '/api/info-after-donation/abc/view/', { token: d.token })).status).toBe(404);
  });
});
