// Endpoint descriptors of the donor's cabinet (spec §7 "Donations, stations, notices", "Donor
// plan", "Info", §3 Honor certificate; shared/src/endpoint.ts): types from the contract with
// `import type` only, so no zod reaches a browser. api/src/features/cabinet registers them.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type { List } from '../contract/common.ts';
import type {
  DeferralBody, DeferralItem, Donation, DonationCreateBody, DonationExists, DonationPublic, DonationUpdateBody, DonorPlan,
  DonorPlanBody, DonorPlanUpdateBody, EligibilityResponse, Feedback, FeedbackBody, FeedbackUpdateBody, HonorCertificate,
  HonorCertificateBody, HonorCertificateUpdateBody, InfoAfterDonation, Survey, SurveyBody,
} from '../contract/cabinet.ts';
import type { InfoView } from '../contract/recognition.ts';


// ---------------------------------------------------------------- donations

/** The list's filters: comma lists of statuses and classes, a day range (spec §7). */
export type DonationListQuery = PageQuery & { status?: string; blood_class?: string; donate_at__gte?: string; donate_at__lte?: string };
/** GET /api/donations/: mine, newest first. */
export const listDonations = /* @__PURE__ */ endpoint<List<Donation>, never, DonationListQuery>()('GET', '/api/donations/');
/** GET /api/donations/is-exists/?donate_at=: whether I have a donation on that day. */
export const getDonationExists = /* @__PURE__ */ endpoint<DonationExists, never, { donate_at: string }>()('GET', '/api/donations/is-exists/');
/** POST /api/donations/: 201, status pre_accepted. */
export const createDonation = /* @__PURE__ */ endpoint<Donation, DonationCreateBody>()('POST', '/api/donations/');
/** GET /api/donations/{id}/: the owner gets all of it, anyone else the public part (spec §2). */
export const getDonation = /* @__PURE__ */ endpoint<Donation | DonationPublic>()('GET', '/api/donations/:id/');
/** PATCH /api/donations/{id}/: any subset (a confirmed one: volume and certificate only). */
export const updateDonation = /* @__PURE__ */ endpoint<Donation, DonationUpdateBody>()('PATCH', '/api/donations/:id/');
/** DELETE /api/donations/{id}/: 204; a confirmed donation cannot be deleted (403). */
export const deleteDonation = /* @__PURE__ */ endpoint<void>()('DELETE', '/api/donations/:id/');

// ---------------------------------------------------------------- deferrals

/** GET /api/deferrals/: mine, latest first. */
export const listDeferrals = /* @__PURE__ */ endpoint<List<DeferralItem>, never, PageQuery>()('GET', '/api/deferrals/');
/** POST /api/deferrals/: 201. */
export const createDeferral = /* @__PURE__ */ endpoint<DeferralItem, DeferralBody>()('POST', '/api/deferrals/');
/** DELETE /api/deferrals/{id}/: 204. */
export const deleteDeferral = /* @__PURE__ */ endpoint<void>()('DELETE', '/api/deferrals/:id/');

// ---------------------------------------------------------------- eligibility and the plan

/** GET /api/profile/eligibility/: the next possible date per component and the honorary path. */
export const getEligibility = /* @__PURE__ */ endpoint<EligibilityResponse>()('GET', '/api/profile/eligibility/');
/** GET /api/donation_plan/latest/: the plan from today on, or null. */
export const getLatestPlan = /* @__PURE__ */ endpoint<DonorPlan | null>()('GET', '/api/donation_plan/latest/');
/** POST /api/donation_plan/: 201; the date must be allowed by the eligibility engine. */
export const createPlan = /* @__PURE__ */ endpoint<DonorPlan, DonorPlanBody>()('POST', '/api/donation_plan/');
/** PATCH /api/donation_plan/{id}/: any subset. */
export const updatePlan = /* @__PURE__ */ endpoint<DonorPlan, DonorPlanUpdateBody>()('PATCH', '/api/donation_plan/:id/');
/** DELETE /api/donation_plan/{id}/: 204, its reminders go with it. */
export const deletePlan = /* @__PURE__ */ endpoint<void>()('DELETE', '/api/donation_plan/:id/');

// ---------------------------------------------------------------- honor certificate (one per donor)

/** GET /api/honor-certificate/: mine or null. */
export const getHonorCertificate = /* @__PURE__ */ endpoint<HonorCertificate | null>()('GET', '/api/honor-certificate/');
/** POST /api/honor-certificate/: 201; a second one is refused (400), PATCH changes it. */
export const createHonorCertificate = /* @__PURE__ */ endpoint<HonorCertificate, HonorCertificateBody>()('POST', '/api/honor-certificate/');
/** PATCH /api/honor-certificate/ (spec §7, without an id): any subset. */
export const updateHonorCertificate = /* @__PURE__ */ endpoint<HonorCertificate, HonorCertificateUpdateBody>()('PATCH', '/api/honor-certificate/');
/** PATCH /api/honor-certificate/{id}/: the same, named by GET's id; another donor's → 404. */
export const updateHonorCertificateById = /* @__PURE__ */ endpoint<HonorCertificate, HonorCertificateUpdateBody>()('PATCH', '/api/honor-certificate/:id/');
/** GET /api/honor-certificate/{id}/: mine by id; another donor's → 404. */
export const getHonorCertificateById = /* @__PURE__ */ endpoint<HonorCertificate>()('GET', '/api/honor-certificate/:id/');

// ---------------------------------------------------------------- after a donation

/** POST /api/survey_after_donation/: 201. */
export const createSurvey = /* @__PURE__ */ endpoint<Survey, SurveyBody>()('POST', '/api/survey_after_donation/');
/** GET /api/donations/{id}/surveys/: the surveys of one of my donations, oldest first. */
export const listSurveys = /* @__PURE__ */ endpoint<List<Survey>, never, PageQuery>()('GET', '/api/donations/:id/surveys/');
/** POST /api/donation_feedback/: 201; one per donation (a second → 400, PATCH it). */
export const createFeedback = /* @__PURE__ */ endpoint<Feedback, FeedbackBody>()('POST', '/api/donation_feedback/');
/** PATCH /api/donation_feedback/{id}/: rating and text. */
export const updateFeedback = /* @__PURE__ */ endpoint<Feedback, FeedbackUpdateBody>()('PATCH', '/api/donation_feedback/:id/');
/**
 * GET /api/info-after-donation/{donation id}: what happens to the blood next. Without the trailing
 * slash, as spec §7 writes it (the API takes both): the cabinet's cached key is spelled so.
 */
export const getInfoAfterDonation = /* @__PURE__ */ endpoint<InfoAfterDonation>()('GET', '/api/info-after-donation/:id');
/** POST /api/info-after-donation/{id}/view/: the donor saw «Что будет с кровью дальше» (the API keeps the first view). */
export const viewInfoAfterDonation = /* @__PURE__ */ endpoint<InfoView>()('POST', '/api/info-after-donation/:id/view/');
