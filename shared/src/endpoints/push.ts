// Endpoint descriptors of the donor's alerts (shared/src/contract/push.ts; docs/notifications.md):
// types from the contract with `import type` only, so no zod reaches a browser.
import { endpoint } from '../endpoint.ts';
import type { AlertPrefs, PushKey, PushSubscriptionBody, PushUnsubscribeBody } from '../contract/push.ts';

/** GET /api/push/key/: the VAPID public key a browser subscribes with (public, cacheable). */
export const getPushKey = /* @__PURE__ */ endpoint<PushKey>()('GET', '/api/push/key/');
/** POST /api/push/subscriptions/: stores this device (the same endpoint twice = one row); 201 `{id}`. */
export const savePushSubscription = /* @__PURE__ */ endpoint<{ id: number }, PushSubscriptionBody>()('POST', '/api/push/subscriptions/');
/** DELETE /api/push/subscriptions/ {endpoint}: forgets this device; 204. */
export const deletePushSubscription = /* @__PURE__ */ endpoint<void, PushUnsubscribeBody>()('DELETE', '/api/push/subscriptions/');
/** GET /api/notifications/alerts/: the donor's alert kinds, quiet hours and fallback. */
export const getAlertPrefs = /* @__PURE__ */ endpoint<AlertPrefs>()('GET', '/api/notifications/alerts/');
/** PUT /api/notifications/alerts/: replaces them; answers what is stored. */
export const putAlertPrefs = /* @__PURE__ */ endpoint<AlertPrefs, AlertPrefs>()('PUT', '/api/notifications/alerts/');
