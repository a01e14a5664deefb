// The one rule of what counts where (docs/recognition.md «Что засчитывается»).
import { describe, expect, it } from 'vitest';
import { DONATION_STATUSES } from './cabinet.ts';
import {
  countsForRecord, countsForRewards, isPendingConfirmation, PENDING_STATUSES, RECORD_STATUSES, REWARD_STATUSES, unlockedOnConfirmation,
} from './donation-trust.ts';

describe('what counts where', () => {
  it('every status has its place: accepted everywhere, pending in the donor\'s record only, rejected nowhere', () => {
    const table = Object.fromEntries(DONATION_STATUSES.map((s) => [s, [countsForRewards(s), countsForRecord(s), isPendingConfirmation(s)]]));
    expect(table).toEqual({
      accepted: [true, true, false],
      pre_accepted: [false, true, true],
      rejected: [false, false, false],
    });
  });

  it('the record is the rewards plus what waits for confirmation', () => {
    expect([...RECORD_STATUSES].sort()).toEqual([...REWARD_STATUSES, ...PENDING_STATUSES].sort());
    expect(REWARD_STATUSES.every((s) => countsForRecord(s))).toBe(true);
  });

  it('«засчитаем после подтверждения»: only what the confirmed ones miss and the pending ones reach', () => {
    const reaches = (n: number) => n >= 3;
    expect(unlockedOnConfirmation(2, 3, reaches)).toBe(true);
    expect(unlockedOnConfirmation(3, 4, reaches)).toBe(false);
    expect(unlockedOnConfirmation(1, 2, reaches)).toBe(false);
  });
});
