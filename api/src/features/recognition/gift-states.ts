// The gift state machine (docs/recognition.md «Подарки»): a souvenir whose donations_needed the
// donor has in confirmed donations is `available` (one that donations waiting for confirmation
// would reach stays `locked`, flagged pending: «Что засчитывается»); the donor requests it (requested), may cancel while it has not been
// sent (cancelled) and request it again; the team sends it (sent) and marks it received. Pure,
// so the routes and the tests read one table.
import { unlockedOnConfirmation } from '@donor/shared/contract/donation-trust';
import type { GiftState } from '@donor/shared/contract/recognition';
import * as RMSG from '@donor/shared/recognition-messages';
import type { DonorFacts } from './donor-facts.ts';
import type { GiftRequestState } from './schema.ts';

/** What the donor sees for a souvenir. */
export function giftState(reached: boolean, request: GiftRequestState | null): GiftState {
  if (request !== null) return request;
  return reached ? 'available' : 'locked';
}

/** Not reached with confirmed donations, reached once those waiting for confirmation are confirmed. */
export const reachedOnConfirmation = (facts: Pick<DonorFacts, 'count' | 'withPending'>, donationsNeeded: number): boolean =>
  unlockedOnConfirmation(facts.count, facts.withPending.count, (n) => n >= donationsNeeded);

/** Who moves a request: the donor asks and cancels, the team sends and confirms delivery. */
export const TRANSITIONS: Readonly<Record<GiftState, Partial<Record<GiftRequestState, 'donor' | 'team'>>>> = {
  locked: {},
  available: { requested: 'donor' },
  requested: { cancelled: 'donor', sent: 'team' },
  cancelled: { requested: 'donor' },
  sent: { received: 'team' },
  received: {},
};

/** Why the donor cannot request a souvenir now (null: they can); `pending`: reachedOnConfirmation. */
export function requestRefusal(from: GiftState, donationsNeeded: number, inStock: boolean, pending = false): string | null {
  if (from === 'locked') return pending ? RMSG.giftAwaitingConfirmation : RMSG.giftNotReached(donationsNeeded);
  if (from === 'requested') return RMSG.giftRequested;
  if (from === 'sent' || from === 'received') return RMSG.giftAlreadySent;
  if (!inStock) return RMSG.giftOutOfStock;
  return TRANSITIONS[from].requested === 'donor' ? null : RMSG.giftRequested;
}

/** Why the donor cannot cancel (null: they can): only a request not yet sent. */
export function cancelRefusal(from: GiftState): string | null {
  if (TRANSITIONS[from].cancelled === 'donor') return null;
  return from === 'sent' || from === 'received' ? RMSG.giftCannotCancel : RMSG.giftNotRequested;
}
