// What counts where: THE rule of which donations count for what (docs/recognition.md «Что
// засчитывается»; spec §3 Donation status). Plain data, no zod: the API filters its queries with
// these lists and the pages may read them too.
//
// - Rewards and rankings compare a donor with others or cost a partner real goods, so they wait
//   for a station's or a moderator's word: only `accepted`.
// - The donor's own record (what they see about themselves, the intervals the eligibility engine
//   keeps them safe with, advice written after a donation) takes the donor's word at once:
//   `accepted` and `pre_accepted`. A pending donation that would unlock a reward is shown as
//   «засчитаем после подтверждения».
// - `rejected` counts nowhere: it stays in the donor's history with the moderator's reason, to
//   fix and resend.
import type { DonationStatus } from './cabinet.ts';

/** Counted for rewards and rankings: achievements, partner bonuses, gifts, referrals, the tops. */
export const REWARD_STATUSES = ['accepted'] as const satisfies readonly DonationStatus[];

/** Written by the donor and waiting for confirmation: counted for rewards once accepted. */
export const PENDING_STATUSES = ['pre_accepted'] as const satisfies readonly DonationStatus[];

/** Counted in the donor's own record: /me donation_agg, eligibility and plans, advice. */
export const RECORD_STATUSES = [...REWARD_STATUSES, ...PENDING_STATUSES] as const satisfies readonly DonationStatus[];

const has = (list: readonly DonationStatus[], status: DonationStatus): boolean => list.includes(status);

/** Does a donation with this status count for rewards and rankings? */
export const countsForRewards = (status: DonationStatus): boolean => has(REWARD_STATUSES, status);
/** Does it count in the donor's own record? */
export const countsForRecord = (status: DonationStatus): boolean => has(RECORD_STATUSES, status);
/** Is it waiting for a station or a moderator (counted for rewards once accepted)? */
export const isPendingConfirmation = (status: DonationStatus): boolean => has(PENDING_STATUSES, status);

/**
 * «Засчитаем после подтверждения»: a reward the confirmed donations do not reach yet, but the
 * donations waiting for confirmation would. `reached(counted)` answers for one set of donations.
 */
export function unlockedOnConfirmation<T>(confirmed: T, withPending: T, reached: (counted: T) => boolean): boolean {
  return !reached(confirmed) && reached(withPending);
}
