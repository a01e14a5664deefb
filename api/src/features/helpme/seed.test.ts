// The demo recipient needs (seed.ts): active ones in Moscow and Kazan on the home lists,
// finished ones only at their own address, photos served without metadata.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecipientNeed, RecipientNeedList } from '@donor/shared/contract/helpme';
import { makeTestApi, type TestApi } from '../../test-support.ts';

let t: TestApi;
beforeAll(async () => {
  t = await makeTestApi();
});
afterAll(async () => {
  await t?.handle.close();
});

const list = async (query: string) => RecipientNeedList.parse(await (await t.call('GET', `/api/address_needs/?${query}`)).json());

describe('seeded recipient needs', () => {
  it('Moscow and Kazan home lists show active requests, with photos and sign-ups', async () => {
    const moscow = await list('main_page=true&city_id=1');
    const kazan = await list('main_page=true&city_id=50');
    expect(moscow.count).toBeGreaterThanOrEqual(5);
    expect(kazan.count).toBeGreaterThanOrEqual(3);
    const all = [...moscow.results, ...kazan.results];
    expect(all.every((n) => n.status === 'search_in_progress')).toBe(true);
    expect(all.some((n) => n.image !== null && n.joined_count > 0)).toBe(true);
    expect((await list('city_id=0&page_size=100')).count).toBeGreaterThanOrEqual(10);
  });

  it('finished requests stay readable but out of the lists', async () => {
    const listed = new Set((await list('page_size=100')).results.map((n) => n.id));
    const statuses = new Map<string, number>();
    for (let id = 1; id <= 60; id++) {
      const res = await t.call('GET', `/api/address_needs/${id}/`);
      if (res.status !== 200) continue;
      const need = RecipientNeed.parse(await res.json());
      if (need.first_name === null) continue; // an organization's need
      statuses.set(need.status, (statuses.get(need.status) ?? 0) + 1);
      expect(listed.has(need.id)).toBe(need.status === 'search_in_progress');
    }
    expect(statuses.get('found')).toBeGreaterThanOrEqual(2);
    expect(statuses.get('cancelled')).toBeGreaterThanOrEqual(1);
    expect(statuses.get('expired')).toBeGreaterThanOrEqual(1);
  });

  it('a seeded photo is a public WebP without metadata', async () => {
    const withPhoto = (await list('page_size=100')).results.find((n) => n.image)!;
    const res = await t.call('GET', withPhoto.image!);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(meta.exif).toBeUndefined();
  });
});
