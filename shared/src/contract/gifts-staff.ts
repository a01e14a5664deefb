// Contract of the team's side of souvenir gifts (spec §7 "Collective donations, gifts,
// achievements"; the state machine of docs/recognition.md «Подарки»): the staff list of gift
// requests and the moves only the team makes (requested → sent → received). Staff only: the
// rows carry the donor's name and contacts, which the team needs to send the gift.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { blank, IdTitle, listOf } from './common.ts';
import { GiftDelivery } from './recognition.ts';

// The states themselves are zod-free (gift-request-states.ts), so the staff page can list them
// without zod in the browser (zod's JIT would need 'unsafe-eval', docs/SECURITY.md CSP).
import { GIFT_REQUEST_STATES, type GiftRequestState } from './gift-request-states.ts';
export { GIFT_REQUEST_STATES, type GiftRequestState };
/** The team's moves: requested → sent, sent → received. */
export const GIFT_TEAM_STATES = ['sent', 'received'] as const;


/** GET /api/staff/gift-requests/?state=&page=&page_size= (no state: every request). */
export const StaffGiftQuery = z.object({
  state: z.preprocess(blank, z.enum(GIFT_REQUEST_STATES, { error: MSG.choice }).optional()),
});

/** PATCH /api/staff/gift-requests/{id}/ */
export const StaffGiftBody = z.object({ state: z.enum(GIFT_TEAM_STATES, { error: MSG.choice }) });
export type StaffGiftBody = z.infer<typeof StaffGiftBody>;

export const StaffGiftRequest = z.object({
  id: z.number().int(),
  state: z.enum(GIFT_REQUEST_STATES),
  souvenir: IdTitle,
  donor: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    city: IdTitle.nullable(),
  }),
  /** How the donor gets it (null: requested before delivery was asked for). */
  delivery: GiftDelivery.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffGiftRequest = z.infer<typeof StaffGiftRequest>;
/** Oldest change first: the requests waiting longest come first. */
export const StaffGiftList = listOf(StaffGiftRequest);
export type StaffGiftList = z.infer<typeof StaffGiftList>;
