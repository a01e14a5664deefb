// Endpoint descriptors of the newsletter (spec §2 Footer, §7; shared/src/endpoint.ts): types from
// the contract with `import type` only, so no zod reaches a browser.
import { endpoint } from '../endpoint.ts';
import type { NewsletterAnswer, NewsletterBody } from '../contract/catalog.ts';

/** POST /api/newsletter/ {email}: double opt-in, idempotent per address. */
export const subscribeNewsletter = endpoint<NewsletterAnswer, NewsletterBody>()('POST', '/api/newsletter/');
