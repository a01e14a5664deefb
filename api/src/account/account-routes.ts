// The account calls of spec §7 "Authentication and profile" beyond login and registration
// (routes/auth.ts, routes/registration.ts): consents, e-mail/phone change, notification
// channels, metadata, referrals, deleting the account, social login and linked socials.
import type { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from '../lib/context.ts';
import { registerOAuthRoutes } from '../oauth/oauth.ts';
import type { OAuthProviders } from '../oauth/provider.ts';
import { registerSandboxOAuthPages } from '../oauth/sandbox.ts';
import { oauthProvidersFromEnv } from '../oauth/setup.ts';
import { registerSocialRoutes } from '../oauth/socials.ts';
import { registerConsentRoutes } from './consents.ts';
import { registerContactChangeRoutes } from './contact-change.ts';
import { registerDeleteAccountRoutes } from './delete-account.ts';
import { registerMetadataRoutes } from './metadata.ts';
import { registerNotificationRoutes } from './notifications.ts';
import { registerReferralRoutes } from './referrals.ts';
import { pictureStorageFromEnv, type PictureStorage } from '../uploads/storage.ts';

export function registerAccountRoutes(app: Hono<ApiEnv>, deps: ApiDeps, opts: { oauthProviders?: OAuthProviders; pictures?: PictureStorage } = {}): void {
  registerConsentRoutes(app);
  registerContactChangeRoutes(app);
  registerNotificationRoutes(app);
  registerMetadataRoutes(app);
  registerReferralRoutes(app);
  registerDeleteAccountRoutes(app, opts.pictures ?? pictureStorageFromEnv()); // erases the account's picture files too
  const providers = opts.oauthProviders ?? oauthProvidersFromEnv(deps);
  registerOAuthRoutes(app, providers);
  registerSocialRoutes(app, providers);
  if (providers.sandbox) registerSandboxOAuthPages(app);
}
