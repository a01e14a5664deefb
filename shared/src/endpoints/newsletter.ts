// Endpoint descriptors of the newsletter (spec §2 Footer, §7; shared/src/endpoint.ts): types from
// the contract with `import type` only, so no zod reaches a browser.
import { endpoint, type RawAnswer } from '../endpoint.ts';
import type { NewsletterAnswer, NewsletterBody } from '../contract/catalog.ts';

/** POST /api/newsletter/ {email}: double opt-in, idempotent per address. */
export const subscribeNewsletter = /* @__PURE__ */ endpoint<NewsletterAnswer, NewsletterBody>()('POST', '/api/newsletter/');
/** GET /api/newsletter/confirm/?token=: the letter's link, a page with a button (mail scanners prefetch GETs). */
export const getNewsletterConfirmPage = /* @__PURE__ */ endpoint<RawAnswer, never, { token?: string }>()('GET', '/api/newsletter/confirm/');
/** POST /api/newsletter/confirm/ {token} (the page's form): confirms; the result page. */
export const confirmNewsletter = /* @__PURE__ */ endpoint<RawAnswer, { token: string }>()('POST', '/api/newsletter/confirm/');
/** GET /api/newsletter/unsubscribe/?t=: the letter's unsubscribe link, a page with a button (GET changes nothing). */
export const getNewsletterUnsubscribePage = /* @__PURE__ */ endpoint<RawAnswer, never, { t?: string }>()('GET', '/api/newsletter/unsubscribe/');
/**
 * POST /api/newsletter/unsubscribe/?t= — the page's button and the mail client's one-click
 * (RFC 8058: body `List-Unsubscribe=One-Click`); 200 also when already unsubscribed, 400 for a bad token.
 */
export const unsubscribeNewsletter = /* @__PURE__ */ endpoint<RawAnswer, { t?: string; 'List-Unsubscribe'?: string }, { t?: string }>()('POST', '/api/newsletter/unsubscribe/');
