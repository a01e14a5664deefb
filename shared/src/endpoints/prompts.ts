// Endpoint descriptors of the prompts and the donor card (spec §7; contract/prompts.ts says what
// each answers; shared/src/endpoint.ts): types only, no zod in a browser.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type { List } from '../contract/common.ts';
import type {
  ActivityItem, DonationsHonor, DonationsWidget, DonorCard, DonorCardBody, EmailWidgetChecked, PopupTrigger, ProfileHonor, ProfileTrigger,
  SelectedStation, StationNeed,
} from '../contract/prompts.ts';

/** GET /api/auth/donor_card/: the donor card's count beside the donations recorded here. */
export const getDonorCard = /* @__PURE__ */ endpoint<DonorCard>()('GET', '/api/auth/donor_card/');
/** PATCH /api/auth/donor_card/ {donation_count}: sets the paper card's count; answers the card. */
export const updateDonorCard = /* @__PURE__ */ endpoint<DonorCard, DonorCardBody>()('PATCH', '/api/auth/donor_card/');
/** POST /api/auth/email_widget_link_checked/: the donor followed the e-mail prompt (idempotent). */
export const markEmailWidgetLinkChecked = /* @__PURE__ */ endpoint<EmailWidgetChecked>()('POST', '/api/auth/email_widget_link_checked/');
/** GET /api/donations/widget/?city_id=: the donation counter of a city (or of all regions). */
export const getDonationsWidget = /* @__PURE__ */ endpoint<DonationsWidget, never, { city_id?: number | string }>()('GET', '/api/donations/widget/');
/** GET /api/profile/trigger/: the cabinet's next step. */
export const getProfileTrigger = /* @__PURE__ */ endpoint<ProfileTrigger>()('GET', '/api/profile/trigger/');
/** GET /api/profile/popup-trigger/: the cabinet's one-time popup. */
export const getPopupTrigger = /* @__PURE__ */ endpoint<PopupTrigger>()('GET', '/api/profile/popup-trigger/');
/** GET /api/donations/honor/: progress to the honorary titles. */
export const getDonationsHonor = /* @__PURE__ */ endpoint<DonationsHonor>()('GET', '/api/donations/honor/');
/** GET /api/profile/honor/: the certificate and the progress. */
export const getProfileHonor = /* @__PURE__ */ endpoint<ProfileHonor>()('GET', '/api/profile/honor/');
/** GET /api/blood_stations/selected/: the donor's favourite stations. */
export const listSelectedStations = /* @__PURE__ */ endpoint<List<SelectedStation>, never, PageQuery>()('GET', '/api/blood_stations/selected/');
/** GET /api/needs/?city_id=: stations that need blood now. */
export const listStationNeeds = /* @__PURE__ */ endpoint<List<StationNeed>, never, PageQuery & { city_id?: number | string }>()('GET', '/api/needs/');
/** GET /api/profile/activity/: the donor's record, newest first. */
export const listProfileActivity = /* @__PURE__ */ endpoint<List<ActivityItem>, never, PageQuery>()('GET', '/api/profile/activity/');
