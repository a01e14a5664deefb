import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { PAYMENTS_KEY, SUBSCRIPTIONS_KEY, amountProblem, createPaymentsResource, parseAmount, type PaymentsResource, type Subscription } from './payments.resource.ts';

const list = <T>(results: T[]) => ({ count: results.length, num_pages: 1, next: null, previous: null, results });
const sub = (over: Partial<Subscription> = {}): Subscription => ({
  id: 4, amount: 500, currency: 'RUB', status: 'active', provider: 'sandbox', created_at: '2026-11-14T10:00:00.000Z',
  next_charge_at: '2026-12-14T10:00:00.000Z', cancelled_at: null, ...over,
});

let resource: PaymentsResource | null = null;
afterEach(() => {
  if (resource) cleanStores(resource.$subscriptions, resource.$payments, resource.$cancel, resource.$changeAmount);
  resource = null;
  vi.restoreAllMocks();
});
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes: { [SUBSCRIPTIONS_KEY]: list([sub(), sub({ id: 5, amount: 300 })]), [PAYMENTS_KEY]: list([]), ...routes } });
  resource = createPaymentsResource(props);
  for (const $s of [resource.$subscriptions, resource.$payments, resource.$cancel, resource.$changeAmount]) keepMount($s);
  return { r: resource, requests: () => calls.requests.map((c) => `${c.method} ${c.url}`), calls };
}

describe('monthly donations resource', () => {
  it('asks for the subscriptions and the payments, 50 a page (spec §9)', async () => {
    const { r, requests } = setup({});
    await allTasks();
    expect(PAYMENTS_KEY).toBe('/api/profile/payments/?page_size=50');
    expect(requests()).toEqual([`GET ${SUBSCRIPTIONS_KEY}`, `GET ${PAYMENTS_KEY}`]);
    expect(r.$subscriptions.get().data?.results).toHaveLength(2);
  });

  it('cancel posts once and puts the cancelled subscription into the cached list', async () => {
    const cancelled = sub({ status: 'cancelled', cancelled_at: '2026-11-24T09:00:00.000Z', next_charge_at: null });
    const { r, requests } = setup({ 'POST /api/profile/subscriptions/4/cancel/': cancelled });
    await allTasks();
    await Promise.all([r.$cancel.mutate(4), r.$cancel.mutate(4)]); // a double click is one request
    expect(requests().filter((q) => q.startsWith('POST'))).toEqual(['POST /api/profile/subscriptions/4/cancel/']);
    expect(r.$subscriptions.get().data?.results.map((s) => s.status)).toEqual(['cancelled', 'active']);
    expect(requests().filter((q) => q === `GET ${SUBSCRIPTIONS_KEY}`)).toHaveLength(1);
  });

  it('a failed cancel keeps the subscription active and reports the error', async () => {
    const { r } = setup({ 'POST /api/profile/subscriptions/4/cancel/': jsonResponse({ detail: 'Платёжный сервис недоступен' }, 503) });
    await allTasks();
    await r.$cancel.mutate(4);
    expect(r.$cancel.get()).toMatchObject({ loading: false, error: { status: 503, detail: 'Платёжный сервис недоступен' } });
    expect(r.$subscriptions.get().data?.results[0]?.status).toBe('active');
  });

  it('a new amount is patched and shown', async () => {
    const { r, calls } = setup({ 'PATCH /api/profile/subscriptions/5/': sub({ id: 5, amount: 1000 }) });
    await allTasks();
    await r.$changeAmount.mutate({ id: 5, amount: 1000 });
    expect(calls.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { amount: 1000 } });
    expect(r.$subscriptions.get().data?.results[1]?.amount).toBe(1000);
  });

  it('checks the amount as the API does: 50 … 1 000 000 ₽, whole roubles', () => {
    expect(amountProblem('')).toBe('Поле не может быть пустым');
    expect(amountProblem('49')).toBe('Минимальная сумма пожертвования — 50 ₽');
    expect(amountProblem('1000001')).toBe('Максимальная сумма пожертвования — 1000000 ₽');
    expect(amountProblem('12,5')).toBe('Введите целое число.');
    expect(amountProblem('50')).toBeNull();
    expect(amountProblem('1 000 000')).toBeNull();
    expect(parseAmount('1\u00a0000')).toBe(1000);
  });
});
