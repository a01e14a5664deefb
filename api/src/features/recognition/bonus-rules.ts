// Whether a donor may take a bonus, and why not (spec §7 get_bonus: "the API says why not").
// Pure: the route gathers the facts, this decides; the same answer fills can_take and
// cannot_take_reason of every bonus and the 400 of POST /api/bonuses/get_bonus/.
import type { BonusCondition } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import type { BonusConditionKind } from './schema.ts';
import { addDays, type DonorFacts } from './donor-facts.ts';

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

/** The donor's donations satisfy the condition, or the reason they do not. */
export function conditionReason(c: BonusCondition, facts: DonorFacts, today: string): string | null {
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

/**
 * Why the caller cannot take the bonus (null: they can). Order: the caller's own state first,
 * then the bonus's (expired, no codes), then the condition — a donor is told the reason that
 * would remain after a new donation.
 */
export function cannotTakeReason(b: TakeCheck, facts: DonorFacts | null, today: string): string | null {
  if (facts === null) return RMSG.bonusLogin;
  if (b.taken) return RMSG.bonusTaken;
  if (b.validUntil < today) return RMSG.bonusExpired;
  if (b.codesLeft <= 0) return RMSG.bonusNoCodes;
  return conditionReason(b.condition, facts, today);
}
