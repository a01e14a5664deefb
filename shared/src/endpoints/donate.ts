// Endpoint descriptors of donations, fundraisers and monthly subscriptions (spec §7 "Fundraising
// and payments"; api/src/features/payments/; shared/src/endpoint.ts): types from the contract with
// `import type` only, so no zod reaches a browser. The section calls the donation form's three
// requests through these (mfe-donate/src/app/section-form.ts); the partner widget keeps its own
// paths and carries none of them (docs/ARCHITECTURE.md §4).
import { endpoint, type RawAnswer, type PageQuery } from '../endpoint.ts';
import type { List } from '../contract/common.ts';
import type { DonorList, PaymentsConfig, ProcessPaymentBody, ProcessPaymentResponse } from '../contract/donation.ts';
import type { Collect, CollectCreateBody, CollectUpdateBody, CollectWithProgress } from '../contract/catalog.ts';
import type { SubscriptionAmountBody } from '../contract/cabinet.ts';
import type { CloudPaymentsAnswer, ProfilePayment, PublicPayment, SandboxRunAnswer, Subscription, YooKassaAnswer } from '../contract/payments.ts';

/** A page of a DRF list (spec §7). */
/** A yes/no query flag (the API takes true/false or 1/0). */
type Flag = boolean | 0 | 1;

// ---------------------------------------------------------------- paying (the donation form)

/** GET /api/payments/config/: which provider serves which flow; 503 while payments are off. */
export const getPaymentsConfig = /* @__PURE__ */ endpoint<PaymentsConfig>()('GET', '/api/payments/config/');
/**
 * POST /api/{provider}/process-payment/: 201 with the link to follow or the card widget to open.
 * Any origin may call it (the partner widget).
 */
export const processPayment = /* @__PURE__ */ endpoint<ProcessPaymentResponse, ProcessPaymentBody>()('POST', '/api/:provider/process-payment/');
/** What the widget's donor list reads (spec §7: amount default 300, payment_type default RECURRING). */
export type DonatersQuery = { amount?: number; payment_type?: 'RECURRING' | 'ONETIME'; kind?: 'RECURRING' | 'ONETIME'; page_size?: number };
/** GET /api/donaters-this-month/: this month's donors of that amount and kind (at most 20). */
export const listDonatersThisMonth = /* @__PURE__ */ endpoint<DonorList, never, DonatersQuery>()('GET', '/api/donaters-this-month/');

// ---------------------------------------------------------------- payments and subscriptions

/** GET /api/payments/ (ordering: created_at, amount, either with `-`; spec §9 page size 50). */
export const listPayments = /* @__PURE__ */ endpoint<List<PublicPayment>, never, PageQuery & { ordering?: string }>()('GET', '/api/payments/');
/** GET /api/profile/payments/: the donor's own payments (by account or e-mail). */
export const listProfilePayments = /* @__PURE__ */ endpoint<List<ProfilePayment>, never, PageQuery>()('GET', '/api/profile/payments/');
/** GET /api/profile/subscriptions/: the donor's monthly donations, one page. */
export const listSubscriptions = /* @__PURE__ */ endpoint<List<Subscription>>()('GET', '/api/profile/subscriptions/');
/** POST /api/profile/subscriptions/{id}/cancel/: the cancelled subscription; 503 while its provider is down. */
export const cancelSubscription = /* @__PURE__ */ endpoint<Subscription>()('POST', '/api/profile/subscriptions/:id/cancel/');
/** PATCH /api/profile/subscriptions/{id}/ {amount}: the next charges take the new amount. */
export const updateSubscriptionAmount = /* @__PURE__ */ endpoint<Subscription, SubscriptionAmountBody>()('PATCH', '/api/profile/subscriptions/:id/');

// The signed cancel link of monthly receipts (HTML pages: mail scanners prefetch GETs, so GET
// only shows the confirmation and POST cancels).
/** GET /api/subscriptions/cancel/?token=: the confirmation page. */
export const getCancelLinkPage = /* @__PURE__ */ endpoint<RawAnswer, never, { token?: string }>()('GET', '/api/subscriptions/cancel/');
/** POST /api/subscriptions/cancel/ {token} (the page's form): the result page. */
export const cancelByLink = /* @__PURE__ */ endpoint<RawAnswer, { token: string }>()('POST', '/api/subscriptions/cancel/');

// ---------------------------------------------------------------- fundraisers (collects)

/** What the fundraiser lists read; `status` other than approved is for staff. */
export type CollectListQuery = PageQuery & {
  only_is_active?: Flag;
  progress_percentage?: Flag;
  status?: 'approved' | 'pending' | 'rejected';
};
/** GET /api/collects/: public fundraisers, active first, newest first. */
export const listCollects = /* @__PURE__ */ endpoint<List<Collect>, never, CollectListQuery>()('GET', '/api/collects/');
/** GET /api/profile/collects/: the donor's own fundraisers, whatever their status. */
export const listProfileCollects = /* @__PURE__ */ endpoint<List<Collect>, never, PageQuery & { progress_percentage?: Flag }>()('GET', '/api/profile/collects/');
/** GET /api/collects/{id|slug}/: one fundraiser, always with its progress. */
export const getCollect = /* @__PURE__ */ endpoint<CollectWithProgress, never, { progress_percentage?: Flag }>()('GET', '/api/collects/:id/');
/** POST /api/collects/: 201; staff's is public at once, anyone else's waits for review. */
export const createCollect = /* @__PURE__ */ endpoint<CollectWithProgress, CollectCreateBody>()('POST', '/api/collects/');
/** PATCH /api/collects/{id|slug}/: the owner's edit (new text is reviewed again). */
export const updateCollect = /* @__PURE__ */ endpoint<CollectWithProgress, CollectUpdateBody>()('PATCH', '/api/collects/:id/');
/** POST /api/collects/{id|slug}/approve/ (staff). */
export const approveCollect = /* @__PURE__ */ endpoint<CollectWithProgress>()('POST', '/api/collects/:id/approve/');
/** POST /api/collects/{id|slug}/reject/ (staff). */
export const rejectCollect = /* @__PURE__ */ endpoint<CollectWithProgress>()('POST', '/api/collects/:id/reject/');

// ---------------------------------------------------------------- providers' webhooks

// Their bodies are the providers' own, verified from the raw text (signature, source address or
// a re-check) before anything is read; no client of ours calls them.
/** POST /api/cloudpayments/webhook/pay/: a payment notice. */
export const cloudPaymentsPayWebhook = /* @__PURE__ */ endpoint<CloudPaymentsAnswer, string>()('POST', '/api/cloudpayments/webhook/pay/');
/** POST /api/cloudpayments/webhook/recurrent/: the provider changed a subscription itself. */
export const cloudPaymentsRecurrentWebhook = /* @__PURE__ */ endpoint<CloudPaymentsAnswer, string>()('POST', '/api/cloudpayments/webhook/recurrent/');
/** POST /api/yookassa/webhook/: a payment notice. */
export const yooKassaWebhook = /* @__PURE__ */ endpoint<YooKassaAnswer, string>()('POST', '/api/yookassa/webhook/');

// ---------------------------------------------------------------- server-rendered pages, sandbox

/** GET /api/payments/page.css: the stylesheet of the payment pages (checkout, cancel link). */
export const getPaymentPageCss = /* @__PURE__ */ endpoint<RawAnswer>()('GET', '/api/payments/page.css');
/** GET /api/sandbox/widget.js: the sandbox's stand-in for the provider's card-widget script. */
export const getSandboxWidgetScript = /* @__PURE__ */ endpoint<RawAnswer>()('GET', '/api/sandbox/widget.js');
/** GET /api/sandbox/checkout.js: the script of the sandbox's result page (tells an embedding page). */
export const getSandboxCheckoutScript = /* @__PURE__ */ endpoint<RawAnswer>()('GET', '/api/sandbox/checkout.js');
/** GET /api/sandbox/checkout/{order id}/: the sandbox's checkout page (embed=1&parent=<origin> in the widget's frame). */
export const getSandboxCheckout = /* @__PURE__ */ endpoint<RawAnswer, never, { embed?: '1'; parent?: string }>()('GET', '/api/sandbox/checkout/:id/');
/** POST /api/sandbox/checkout/{order id}/{succeed|fail|cancel}/ (the page's forms): the result page or a 303 back. */
export const finishSandboxCheckout = /* @__PURE__ */ endpoint<RawAnswer, { embed?: string; parent?: string }>()('POST', '/api/sandbox/checkout/:id/:action/');
/** POST /api/sandbox/run-recurring/ (outside production): charges the sandbox's due subscriptions. */
export const runSandboxRecurring = /* @__PURE__ */ endpoint<SandboxRunAnswer>()('POST', '/api/sandbox/run-recurring/');
