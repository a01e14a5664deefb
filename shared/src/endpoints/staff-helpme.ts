// Endpoint descriptors of help-me moderation and reports (docs/helpme.md «Модерация»;
// shared/src/endpoint.ts): the moderators' queue and verdicts, a visitor's report, and the
// author's resubmission of a returned request. Types from the contract with `import type` only.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type { RecipientNeed } from '../contract/helpme.ts';
import type { HelpmeQueue, HelpmeQueueItem, HelpmeQueueParams, HelpmeVerdictBody, NeedReportAnswer, NeedReportBody } from '../contract/staff-helpme.ts';

/** GET /api/staff/helpme/?state=pending|reported|needs_fix|rejected|hidden (moderators), oldest first. */
export const listHelpmeQueue = /* @__PURE__ */ endpoint<HelpmeQueue, never, PageQuery & HelpmeQueueParams>()('GET', '/api/staff/helpme/');
/** POST /api/staff/helpme/{id}/verdict/: approve, fix, reject or hide; 409 when the state moved on. */
export const helpmeVerdict = /* @__PURE__ */ endpoint<HelpmeQueueItem, HelpmeVerdictBody>()('POST', '/api/staff/helpme/:id/verdict/');
/** POST /api/address_needs/{id}/report/: any visitor, a published request only; a repeat changes nothing. */
export const reportNeed = /* @__PURE__ */ endpoint<NeedReportAnswer, NeedReportBody>()('POST', '/api/address_needs/:id/report/');
/**
 * POST /api/address_needs/{id}/resubmit/: the author sends a returned or rejected request again,
 * the help-me form's multipart body (no `_image` keeps the photo, `remove_image=true` drops it);
 * it is 'pending' again. The answer is the request.
 */
export const resubmitNeed = /* @__PURE__ */ endpoint<RecipientNeed, FormData>()('POST', '/api/address_needs/:id/resubmit/');
