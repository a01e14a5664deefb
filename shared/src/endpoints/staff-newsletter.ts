// Endpoint descriptors of the newsletter issues moderators send (docs/staff.md «Рассылка»;
// shared/src/endpoint.ts). Types from the contract with `import type` only.
import { endpoint } from '../endpoint.ts';
import type { NewsletterIssue, NewsletterIssueBody } from '../contract/staff-newsletter.ts';

/**
 * POST /api/staff/newsletter/issues/ (moderators): queues one letter per confirmed address;
 * 201, or 200 with the issue as first sent when its key was already used (nothing more is sent).
 */
export const sendNewsletterIssue = /* @__PURE__ */ endpoint<NewsletterIssue, NewsletterIssueBody>()('POST', '/api/staff/newsletter/issues/');
