// Whether a donor may take a bonus, and why not (spec §7 get_bonus: "the API says why not").
// Pure: the route gathers the facts, this decides; the same answer fills can_take,
// cannot_take_reason and pending of every bonus and the 400 of POST /api/bonuses/get_bonus/.
// A condition counts confirmed donations only; one that donations waiting for confirmation would
// meet answers «засчитаем после подтверждения» (docs/recognition.md «Что засчитывается»).
import { unlockedOnConfirmation } from '@donor/shared/contract/donation-trust';
import type { BonusCondition } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import type { BonusConditionKind } from './schema.ts';
import { addDays, type DonationTally, type DonorFacts } from './donor-facts.ts';

export function conditionOf(kind: BonusConditionKind, value: number): BonusCondition {
  if (kind === 'donation_within_days') return { kind, days: value };
  if (kind === 'donations_count') return { kind, count: value };
  return { kind: 'none' };
}

export function conditionText(c: BonusCondition): string {
  if (c.kind === 'donation_within_days') return RMSG.bonusConditionRecent(c.days);
  if (c.kind === 'donations_count') return RMSG.bonusConditionCount(c.count);
  return RMSG.bonusConditionNone;
}

/** These donations satisfy the condition, or the reason they do not. */
export function conditionReason(c: BonusCondition, facts: DonationTally, today: string): string | null {
  if (c.kind === 'donation_within_days') {
    // "within the last N days": the donation day is at most N days before today.
    return facts.latest !== null && facts.latest >= addDays(today, -c.days) ? null : RMSG.bonusNeedsRecentDonation(c.days);
  }
  if (c.kind === 'donations_count') return facts.count >= c.count ? null : RMSG.bonusNeedsDonations(c.count);
  return null;
}

export interface TakeCheck {
  condition: BonusCondition;
  validUntil: string;
  codesLeft: number;
  /** The caller already holds a code of this bonus. */
  taken: boolean;
}

export interface TakeAnswer {
  /** Why not (null: the caller can take it). */
  reason: string | null;
  /** Only the confirmation of a pending donation stands between the caller and the bonus. */
  pending: boolean;
}

/**
 * Why the caller cannot take the bonus (reason null: they can). Order: the caller's own state
 * first, then the bonus's (expired, no codes), then the condition — a donor is told the reason
 * that would remain after a new donation; a condition met only with donations waiting for
 * confirmation says so.
 */
export function takeAnswer(b: TakeCheck, facts: DonorFacts | null, today: string): TakeAnswer {
  const no = (reason: string): TakeAnswer => ({ reason, pending: false });
  if (facts === null) return no(RMSG.bonusLogin);
  if (b.taken) return no(RMSG.bonusTaken);
  if (b.validUntil < today) return no(RMSG.bonusExpired);
  if (b.codesLeft <= 0) return no(RMSG.bonusNoCodes);
  const reason = conditionReason(b.condition, facts, today);
  if (reason === null) return { reason: null, pending: false };
  if (unlockedOnConfirmation(facts, facts.withPending, (counted) => conditionReason(b.condition, counted, today) === null)) {
    return { reason: RMSG.bonusAwaitingConfirmation, pending: true };
  }
  return no(reason);
}

/** takeAnswer's reason alone. */
export const cannotTakeReason = (b: TakeCheck, facts: DonorFacts | null, today: string): string | null => takeAnswer(b, facts, today).reason;
