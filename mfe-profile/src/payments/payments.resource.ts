// «Мои ежемесячные пожертвования» (spec §7 "Fundraising and payments": GET /api/profile/payments/,
// page size 50 per spec §9; the donor's subscriptions, their cancel and a new amount). Reads are
// fetcher stores in the page's query context; the two writes are mutators that put the answer
// into the cached list, so the page changes without asking again, and refresh the payments.
import type { Api } from '@donor/shared/api';
import type { List } from '@donor/shared/contract/common';
import type { SubscriptionAmountBody } from '@donor/shared/contract/cabinet';
import type { ProfilePayment, Subscription } from '@donor/shared/contract/payments';
import { keyOf } from '@donor/shared/endpoint';
import { cancelSubscription, listProfilePayments, listSubscriptions, updateSubscriptionAmount } from '@donor/shared/endpoints/donate';
import * as MSG from '@donor/shared/messages';
import type { QueryContext } from '@donor/shared/query';

// The answers' types are the contract's (contract/payments.ts); the page imports them from here.
export type { ProfilePayment, Subscription } from '@donor/shared/contract/payments';

export const SUBSCRIPTIONS_KEY = keyOf(listSubscriptions, null);
/** spec §9: payments page size 50. */
export const PAYMENTS_KEY = keyOf(listProfilePayments, null, { page_size: 50 });

/** spec §5/§9: a monthly amount from 50 to 1 000 000 ₽ inclusive. */
export const MONTHLY_MIN = 50;
export const MONTHLY_MAX = 1_000_000;

export type PaymentsResource = ReturnType<typeof createPaymentsResource>;

export function createPaymentsResource({ query, api }: { query: QueryContext; api: Api }) {
  const $subscriptions = query.createFetcherStore<List<Subscription>>(SUBSCRIPTIONS_KEY);
  const $payments = query.createFetcherStore<List<ProfilePayment>>(PAYMENTS_KEY);

  /** POST /api/profile/subscriptions/{id}/cancel/: the answer is the cancelled subscription. */
  const $cancel = query.createMutatorStore<number, Subscription>(async ({ data: id, getCacheUpdater }) => {
    const cancelled = await api.request(cancelSubscription, { params: { id } });
    const [update, current] = getCacheUpdater<List<Subscription>>(SUBSCRIPTIONS_KEY, false);
    if (current) update(withChanged(current, cancelled));
    return cancelled;
  });

  /** PATCH /api/profile/subscriptions/{id}/ {amount}: the next charges take the new amount. */
  const $changeAmount = query.createMutatorStore<{ id: number } & SubscriptionAmountBody, Subscription>(async ({ data, getCacheUpdater }) => {
    const body: SubscriptionAmountBody = { amount: data.amount };
    const changed = await api.request(updateSubscriptionAmount, { params: { id: data.id }, body });
    const [update, current] = getCacheUpdater<List<Subscription>>(SUBSCRIPTIONS_KEY, false);
    if (current) update(withChanged(current, changed));
    return changed;
  });

  return { $subscriptions, $payments, $cancel, $changeAmount };
}

/** The cached list with one subscription replaced by the API's answer. */
const withChanged = (list: List<Subscription>, changed: Subscription): List<Subscription> => ({
  ...list,
  results: list.results.map((s) => (s.id === changed.id ? changed : s)),
});

/** The new amount typed by the donor: digits, spaces allowed ('1 000'); NaN when not a number. */
export const parseAmount = (raw: string): number => {
  const text = raw.replace(/[\s\u00a0]/g, '');
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
};

/** The amount field's check: the API's SubscriptionAmountBody rules and texts, without zod. */
export function amountProblem(raw: string): string | null {
  if (raw.trim() === '') return MSG.required;
  const n = parseAmount(raw);
  if (Number.isNaN(n)) return MSG.integer;
  if (n < MONTHLY_MIN) return MSG.amountMin(MONTHLY_MIN);
  if (n > MONTHLY_MAX) return MSG.amountMax(MONTHLY_MAX);
  return null;
}
