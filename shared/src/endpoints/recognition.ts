// Endpoint descriptors of recognition (spec §3 Bonus, Donator advice; §7 "Stories, bonuses, info,
// advice", "Collective donations, gifts, achievements"; docs/recognition.md; shared/src/endpoint.ts):
// types from the contract with `import type` only, so no zod reaches a browser.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type {
  Advice, AdviceBody, AdviceList, Bonus, BonusFeedback, BonusFeedbackBody, BonusFeedbackPatch, BonusIdBody, BonusList,
  CollectiveDonation, CollectiveDonationBody, CollectiveDonationList, CollectiveDonationPatch, GetBonusResult, GiftBody,
  GiftRequestBody, GiftsStatus, LinkChecked,
} from '../contract/recognition.ts';
import type { GiftRequestState, StaffGiftBody, StaffGiftList, StaffGiftRequest } from '../contract/gifts-staff.ts';

/** The DRF paging every list here reads. */

// ---------------------------------------------------------------- partner bonuses

/** GET /api/bonuses/ (?city_id=: that city's and city-less offers); can_take is the caller's. */
export const listBonuses = /* @__PURE__ */ endpoint<BonusList, never, PageQuery & { city_id?: number }>()('GET', '/api/bonuses/');
/** GET /api/bonuses/{id}/ */
export const getBonus = /* @__PURE__ */ endpoint<Bonus>()('GET', '/api/bonuses/:id/');
/** GET /api/profile/bonuses/: the bonuses the donor took, newest first. */
export const listMyBonuses = /* @__PURE__ */ endpoint<BonusList, never, PageQuery>()('GET', '/api/profile/bonuses/');
/** POST /api/bonuses/get_bonus/: takes one free code (a 400 carries the reason why not). */
export const takeBonus = /* @__PURE__ */ endpoint<GetBonusResult, BonusIdBody>()('POST', '/api/bonuses/get_bonus/');
/** POST /api/bonuses/link_checked/: the donor opened the partner's page. */
export const markBonusLinkChecked = /* @__PURE__ */ endpoint<LinkChecked, BonusIdBody>()('POST', '/api/bonuses/link_checked/');
/** GET /api/bonuses/{id}/feedback/: the caller's feedback, null when none yet. */
export const getBonusFeedback = /* @__PURE__ */ endpoint<BonusFeedback | null>()('GET', '/api/bonuses/:id/feedback/');
/** POST /api/bonuses/{id}/feedback/: once per donor who took the bonus; 201. */
export const createBonusFeedback = /* @__PURE__ */ endpoint<BonusFeedback, BonusFeedbackBody>()('POST', '/api/bonuses/:id/feedback/');
/** PATCH /api/bonuses/{id}/feedback/: edits it afterwards. */
export const updateBonusFeedback = /* @__PURE__ */ endpoint<BonusFeedback, BonusFeedbackPatch>()('PATCH', '/api/bonuses/:id/feedback/');

// ---------------------------------------------------------------- donor advice

/** GET /api/advices/: newest first, with the caller's can_add and can_submit_form. */
export const listAdvices = /* @__PURE__ */ endpoint<AdviceList, never, PageQuery>()('GET', '/api/advices/');
/** POST /api/advices/: once per donor, after a donation; 201. */
export const createAdvice = /* @__PURE__ */ endpoint<Advice, AdviceBody>()('POST', '/api/advices/');

// ---------------------------------------------------------------- collective donations

/** POST /api/collective_donations/: the organiser is its first participant; 201. */
export const createCollectiveDonation = /* @__PURE__ */ endpoint<CollectiveDonation, CollectiveDonationBody>()('POST', '/api/collective_donations/');
/** GET /api/collective_donations/{id}/: public (the invitation link). */
export const getCollectiveDonation = /* @__PURE__ */ endpoint<CollectiveDonation>()('GET', '/api/collective_donations/:id/');
/** PATCH /api/collective_donations/{id}/: the organiser only (anyone else: 404). */
export const updateCollectiveDonation = /* @__PURE__ */ endpoint<CollectiveDonation, CollectiveDonationPatch>()('PATCH', '/api/collective_donations/:id/');
/** DELETE /api/collective_donations/{id}/: the organiser only; 204. */
export const deleteCollectiveDonation = /* @__PURE__ */ endpoint<void>()('DELETE', '/api/collective_donations/:id/');
/** POST /api/collective_donations/{id}/join/ */
export const joinCollectiveDonation = /* @__PURE__ */ endpoint<CollectiveDonation>()('POST', '/api/collective_donations/:id/join/');
/** POST /api/collective_donations/{id}/leave/ (not the organiser). */
export const leaveCollectiveDonation = /* @__PURE__ */ endpoint<CollectiveDonation>()('POST', '/api/collective_donations/:id/leave/');
/** GET /api/profile/collective_donations/: owned and joined, latest date first. */
export const listMyCollectiveDonations = /* @__PURE__ */ endpoint<CollectiveDonationList, never, PageQuery>()('GET', '/api/profile/collective_donations/');
/** GET /api/profile/planned-donation/: the next one the donor goes to, or null. */
export const getPlannedDonation = /* @__PURE__ */ endpoint<CollectiveDonation | null>()('GET', '/api/profile/planned-donation/');

// ---------------------------------------------------------------- souvenir gifts

/** GET /api/profile/gifts-status/: every souvenir with the donor's state. */
export const getGiftsStatus = /* @__PURE__ */ endpoint<GiftsStatus>()('GET', '/api/profile/gifts-status/');
/** POST /api/profile/request-gifts/: answers the whole new status. */
export const requestGift = /* @__PURE__ */ endpoint<GiftsStatus, GiftRequestBody>()('POST', '/api/profile/request-gifts/');
/** POST /api/profile/cancel-gift-request/: answers the whole new status. */
export const cancelGiftRequest = /* @__PURE__ */ endpoint<GiftsStatus, GiftBody>()('POST', '/api/profile/cancel-gift-request/');
/** GET /api/staff/gift-requests/ (staff only; no state: every request), oldest change first. */
export const listStaffGiftRequests = /* @__PURE__ */ endpoint<StaffGiftList, never, PageQuery & { state?: GiftRequestState }>()('GET', '/api/staff/gift-requests/');
/** PATCH /api/staff/gift-requests/{id}/ {state: sent|received} (staff only). */
export const updateStaffGiftRequest = /* @__PURE__ */ endpoint<StaffGiftRequest, StaffGiftBody>()('PATCH', '/api/staff/gift-requests/:id/');
