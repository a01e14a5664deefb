// Endpoint descriptors of the account's extras (spec §7 consents, metadata, referrals,
// notifications, socials, social login; shared/src/endpoint.ts): types from the contract with
// `import type` only, so no zod reaches a browser. Logging in and the settings' /api/auth/* calls
// are in auth.ts.
import { endpoint, type RawAnswer, type PageQuery } from '../endpoint.ts';
import type { User } from '../contract/common.ts';
import type {
  ConsentList, MetadataBody, NotificationSettings, NotificationToggleBody, OAuthBody, OAuthStartBody, OAuthStartResponse, ReferralList,
  SandboxConsentBody, SocialAccount, SocialList,
} from '../contract/account.ts';

/** GET /api/profile/consents/: the 152-ФЗ consents, oldest first (withdrawn ones too). */
export const listConsents = /* @__PURE__ */ endpoint<ConsentList>()('GET', '/api/profile/consents/');
/** PATCH /api/auth/{id}/metadata/ (the donor's own id, else 404): merged shallowly; answers the user. */
export const updateMetadata = /* @__PURE__ */ endpoint<User, MetadataBody>()('PATCH', '/api/auth/:id/metadata/');
/** GET /api/auth/{id}/referrals/ (the donor's own id, else 404): who registered with my code. */
export const listReferrals = /* @__PURE__ */ endpoint<ReferralList, never, PageQuery>()('GET', '/api/auth/:id/referrals/');

/** GET /api/notifications/: `{email, sms}`. */
export const getNotifications = /* @__PURE__ */ endpoint<NotificationSettings>()('GET', '/api/notifications/');
/** POST /api/notifications/toggle/ {channel}: flips one channel; answers the settings. */
export const toggleNotification = /* @__PURE__ */ endpoint<NotificationSettings, NotificationToggleBody>()('POST', '/api/notifications/toggle/');
/** GET /api/socials/: the linked social accounts. */
export const listSocials = /* @__PURE__ */ endpoint<SocialList>()('GET', '/api/socials/');
/** DELETE /api/socials/{id}/: unlinks one; 204. */
export const unlinkSocial = /* @__PURE__ */ endpoint<void>()('DELETE', '/api/socials/:id/');
/** POST /api/oauth/start/: the provider's page to go to (the state is bound to this donor). */
export const startOAuth = /* @__PURE__ */ endpoint<OAuthStartResponse, OAuthStartBody>()('POST', '/api/oauth/start/');
/**
 * POST /api/oauth/: the provider's answer back. With a token: 201, the account is linked. Without:
 * the linked donor is logged in (the user, the token in the `token` header, as login does).
 */
export const finishOAuth = /* @__PURE__ */ endpoint<SocialAccount | User, OAuthBody>()('POST', '/api/oauth/');

// The browser flow of social login (spec §4 "social-login session"): top-level navigations, not
// api calls — each answers a redirect.
/** POST /api/oauth/{provider}/login/?next=: a form post; 303 to the provider's page. */
export const startOAuthLogin = /* @__PURE__ */ endpoint<RawAnswer, never, { next?: string }>()('POST', '/api/oauth/:provider/login/');
/** GET /api/oauth/callback/{provider}/?code&state: the provider's return; 302 with the `session` cookie. */
export const oauthCallback = /* @__PURE__ */ endpoint<RawAnswer, never, { code?: string; state?: string }>()('GET', '/api/oauth/callback/:provider/');
/** GET /api/oauth/sandbox/authorize/?state&redirect_uri: the sandbox provider's consent page (HTML). */
export const showSandboxConsent = /* @__PURE__ */ endpoint<RawAnswer, never, { state?: string; redirect_uri?: string }>()('GET', '/api/oauth/sandbox/authorize/');
/** POST /api/oauth/sandbox/authorize/: the consent form; 303 back to redirect_uri with a code. */
export const sandboxConsent = /* @__PURE__ */ endpoint<RawAnswer, SandboxConsentBody>()('POST', '/api/oauth/sandbox/authorize/');
