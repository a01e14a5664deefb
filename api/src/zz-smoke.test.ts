import { it, beforeAll } from 'vitest';
import { makeTestApi, type TestApi } from './test-support.ts';
let t: TestApi;
beforeAll(async () => { const t0 = Date.now(); t = await makeTestApi(); console.log('boot ms', Date.now() - t0); }, 120000);
it('smoke', async () => {
  for (const p of ['/api/blood_stations/?city_id=1&page_size=2&blood_group=o&rh=minus', '/api/blood_stations/moscow-1/', '/api/blood_stations/map/?bbox1=55.5,37.3&bbox2=56,37.9', '/api/events/?by_blood_station=1', '/api/blood_stations/1/top/', '/api/blood_stations/1/planned/?page_size=3', '/api/organizations/1/', '/api/organizations/1/address_needs/', '/api/notice/?bs_id=1', '/api/blood_stations/by_location/?lat=55.75&lng=37.6&page_size=2']) {
    const t0 = Date.now();
    const r = await t.call('GET', p);
    const txt = await r.text();
    console.log(p, r.status, Date.now() - t0, 'ms', txt.slice(0, 500));
  }
  console.log(t.logged);
  await t.handle.close();
});
