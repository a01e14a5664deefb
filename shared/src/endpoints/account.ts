// Endpoint descriptors of the account's extras (spec §7 notifications, socials, OAuth linking;
// shared/src/endpoint.ts): types from the contract with `import type` only, so no zod reaches a
// browser. The /api/auth/* ones are in auth.ts.
import { endpoint } from '../endpoint.ts';
import type { NotificationSettings, NotificationToggleBody, OAuthBody, OAuthStartBody, OAuthStartResponse, SocialAccount, SocialList } from '../contract/account.ts';

/** GET /api/notifications/: `{email, sms}`. */
export const getNotifications = endpoint<NotificationSettings>()('GET', '/api/notifications/');
/** POST /api/notifications/toggle/ {channel}: flips one channel; answers the settings. */
export const toggleNotification = endpoint<NotificationSettings, NotificationToggleBody>()('POST', '/api/notifications/toggle/');
/** GET /api/socials/: the linked social accounts. */
export const listSocials = endpoint<SocialList>()('GET', '/api/socials/');
/** DELETE /api/socials/{id}/: unlinks one. */
export const unlinkSocial = endpoint<unknown>()('DELETE', '/api/socials/:id/');
/** POST /api/oauth/start/: the provider's page to go to (the state is bound to this donor). */
export const startOAuth = endpoint<OAuthStartResponse, OAuthStartBody>()('POST', '/api/oauth/start/');
/** POST /api/oauth/: the provider's answer back; 201, the account is linked. */
export const finishOAuth = endpoint<SocialAccount, OAuthBody>()('POST', '/api/oauth/');
