// Endpoint descriptors of the development-only outbox views (docs/ARCHITECTURE.md §3 "Messages";
// not mounted in production; shared/src/endpoint.ts): types from the contract with `import type`
// only, so no zod reaches a browser. Browser tests read codes and letters through them.
import { endpoint, type RawAnswer } from '../endpoint.ts';
import type { DeliveryPass, DevOutboxMessage, DevStaffBody, DevStaffRoles } from '../contract/dev.ts';

/** POST /api/dev/outbox/deliver/?now=<ISO>: one delivery pass as of that moment (the clock injected). */
export const runDevDelivery = /* @__PURE__ */ endpoint<DeliveryPass, never, { now?: string }>()('POST', '/api/dev/outbox/deliver/');
/** GET /api/dev/outbox.json?target=: the last 50 messages (to that address), newest first. */
export const listDevOutbox = /* @__PURE__ */ endpoint<DevOutboxMessage[], never, { target?: string }>()('GET', '/api/dev/outbox.json');
/** GET /api/dev/outbox/?target=: the same as an HTML page. */
export const getDevOutboxPage = /* @__PURE__ */ endpoint<RawAnswer, never, { target?: string }>()('GET', '/api/dev/outbox/');
/** POST /api/dev/staff/: staff roles for a registered account (browser tests' own staff; 404 in production). */
export const grantDevStaff = /* @__PURE__ */ endpoint<DevStaffRoles, DevStaffBody>()('POST', '/api/dev/staff/');
