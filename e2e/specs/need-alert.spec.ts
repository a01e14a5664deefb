// «Нужна ваша группа рядом» from the counter to the device (docs/notifications.md): a donor of
// group B(III) Rh− in Moscow subscribes a device to alerts; the nurse of moscow-2 turns that
// group's need on in the station console; the API's outbox worker sends exactly one Web Push
// message, which the local push service decrypts with the device's keys (RFC 8291). Turning the
// need off and on again the same week sends nothing more (at most one need alert a week).
//
// The push service is the API's own test service (api/src/features/push/test-push-service.ts):
// a real HTTP server that checks the VAPID signature and decrypts — nothing in the delivery is
// replaced. The subscription is posted through the API, as the browser's opt-in does (that
// step is e2e/specs/push-opt-in.spec.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, PHONE } from '../fixtures/index.ts';
import { registerDonor, type Donor } from '../pages/cabinet.ts';
import { startTestPushService, type TestPushService } from '../../api/src/features/push/test-push-service.ts';

test.use(PHONE);
test.describe.configure({ mode: 'serial' });

let donor: Donor;
let push: TestPushService;
let endpoint: string;

const auth = (d: Donor) => ({ authorization: `Token ${d.token}` });

async function setNeed(page: Page, stationId: number, button: 'Нужна' | 'Достаточно') {
  await page.goto(`/staff/stations/${stationId}`);
  const group = page.getByRole('group', { name: 'B(III) Rh−' });
  const target = group.getByRole('button', { name: button });
  if ((await target.getAttribute('aria-pressed')) === 'true') return;
  await target.tap();
  await expect(target).toHaveAttribute('aria-pressed', 'true');
}

const stationId = async (request: APIRequestContext): Promise<number> =>
  ((await (await request.get('/api/blood_stations/moscow-2/')).json()) as { id: number }).id;

test.beforeAll(async ({ request }) => {
  push = await startTestPushService();
  donor = await registerDonor(request, 'Нужда');
  const me = await request.patch('/api/auth/me/', { headers: auth(donor), data: { blood_group: 'b_minus' } });
  expect(me.status(), await me.text()).toBe(200);
  const sub = push.subscribe();
  endpoint = sub.endpoint;
  const saved = await request.post('/api/push/subscriptions/', { headers: auth(donor), data: sub });
  expect(saved.status(), await saved.text()).toBe(201);
  // Quiet hours off, so the alert goes whatever the hour the suite runs at.
  const prefs = await request.put('/api/notifications/alerts/', {
    headers: auth(donor),
    data: { kinds: { reminder: true, need: true, eligible: true, news: false }, quiet: null, fallback: 'email' },
  });
  expect(prefs.status(), await prefs.text()).toBe(200);
});

test.afterAll(async () => {
  await push?.close();
});

test('the nurse turns B(III) Rh− on: the donor gets one alert, and no second one that week', async ({ page, request, loginAs, staff }) => {
  const id = await stationId(request);
  const before = ((await (await request.get('/api/blood_stations/moscow-2/')).json()) as { blood_needs: Record<string, string> }).blood_needs.b_minus;
  await loginAs(page, await staff({ stations: ['moscow-2'] }, 'Медсестра')); // a nurse of moscow-2 of this spec's own
  await setNeed(page, id, 'Достаточно');
  await setNeed(page, id, 'Нужна');

  await expect.poll(() => push.payloadsOf(endpoint).length, { timeout: 20_000 }).toBe(1);
  const alert = JSON.parse(push.payloadsOf(endpoint)[0]!) as { kind: string; title: string; text: string; url: string };
  expect(alert.kind).toBe('need');
  expect(alert.title).toBe('Нужна ваша группа крови');
  expect(alert.text).toContain('B(III) Rh−');
  expect(alert.url).toMatch(/^\/bloodstations\/moscow-2\/?$/);

  // Off and on again: the matcher queues in the station console's own transaction, so the
  // outbox already holds everything this donor will be sent — still the one alert.
  await setNeed(page, id, 'Достаточно');
  await setNeed(page, id, 'Нужна');
  const queued = (await (await request.get(`/api/dev/outbox.json?target=${donor.id}`)).json()) as { channel: string }[];
  expect(queued.filter((r) => r.channel === 'push')).toHaveLength(1);
  expect(push.payloadsOf(endpoint)).toHaveLength(1);

  // The station's need as the other specs found it.
  if (before === 'enough') await setNeed(page, id, 'Достаточно');
});
