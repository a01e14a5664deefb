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
