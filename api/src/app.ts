// The API as a Hono app with full `/api/...` paths (ARCHITECTURE §3): the host server mounts it
// as is (in process) or proxies to main.ts. DRF conventions: trailing slash optional, list
// envelopes, `Authorization: Token`, 400 field errors, `{detail}` otherwise, never a 500 for bad
// input — every failure below is mapped to a Russian 4xx body or logged as a real bug.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiCors } from './lib/cors.ts';
import { serverTiming, serverTimingFromEnv } from './lib/server-timing.ts';
import { isPgInputError } from './lib/pg-input-error.ts';
import { readCache } from './lib/read-cache.ts';
import { AUTH_CACHE_TTL_MS, AuthCache, clearAuthCacheOnWrite } from './lib/auth-cache.ts';
import { processCaches, shareWrites, type CacheEpoch } from './lib/cache-epoch.ts';

/** Anonymous answers that are the same for everyone (lib/read-cache.ts). */
const CACHED_READS = /^\/api\/(cities|countries|regions|blood_stations|blood_stations\/map|blood_stations\/all_names|stories|banners|interesting|waiting_donor)\/?$/;
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { fieldErrorsOf } from '@donor/shared/contract/common';
import type { Db } from './db.ts';
import type { ApiDeps, ApiEnv, ApiEnvName } from './lib/context.ts';
import { ApiError, DETAIL } from './lib/errors.ts';
import { registerAuthRoutes } from './features/auth/auth.ts';
import { registerRegistrationRoutes } from './features/auth/registration.ts';
import { registerCityRoutes } from './features/stations/cities.ts';
import { registerStationPageRoutes, registerStationRoutes } from './features/stations/stations.ts';
import { STATION_PERSONAL_PATHS } from './features/stations/stations-personal.ts';
import { registerStationPeopleRoutes } from './features/stations/stations-people.ts';
import { registerFavoriteRoutes } from './features/stations/favorites.ts';
import { registerNoticeRoutes } from './features/stations/notices.ts';
import { registerOrganizationRoutes } from './features/stations/organizations.ts';
import { registerEventRoutes } from './features/booking/events.ts';
import { registerBookingRoutes } from './features/booking/bookings.ts';
import { registerAddressNeedJoinRoutes } from './features/booking/address-needs-join.ts';
import { registerPaymentRoutes } from './features/payments/payments.ts';
import { registerCancelLinkRoutes } from './features/payments/payments-cancel.ts';
import { registerSandboxRoutes } from './features/payments/payments-sandbox.ts';
import { registerCollectRoutes } from './features/payments/collects.ts';
import { registerSubscriptionAmountRoutes } from './features/payments/subscription-amount.ts';
import type { PaymentSetup } from './features/payments/provider.ts';
import { paymentSetupFromEnv } from './features/payments/setup.ts';
import { registerShopRoutes } from './features/shop/shop.ts';
import { registerShopOrderRoutes } from './features/shop/shop-orders.ts';
import { registerConsentRoutes } from './features/account/consents.ts';
import { registerContactChangeRoutes } from './features/account/contact-change.ts';
import { registerNotificationRoutes } from './features/account/notifications.ts';
import { registerMetadataRoutes } from './features/account/metadata.ts';
import { registerReferralRoutes } from './features/account/referrals.ts';
import { registerDeleteAccountRoutes } from './features/account/delete-account.ts';
import { registerOAuthRoutes } from './features/oauth/oauth.ts';
import type { OAuthProviders } from './features/oauth/provider.ts';
import { registerSandboxOAuthPages } from './features/oauth/sandbox.ts';
import { oauthProvidersFromEnv } from './features/oauth/setup.ts';
import { registerSocialRoutes } from './features/oauth/socials.ts';
import { registerDonationRoutes } from './features/cabinet/donations.ts';
import { registerDeferralRoutes } from './features/cabinet/deferrals.ts';
import { registerEligibilityRoutes } from './features/cabinet/eligibility.ts';
import { registerDonationPlanRoutes } from './features/cabinet/donation-plan.ts';
import { registerHonorCertificateRoutes } from './features/cabinet/honor-certificate.ts';
import { registerAfterDonationRoutes } from './features/cabinet/after-donation.ts';
import { registerInfoViewRoutes } from './features/cabinet/info-views.ts';
import { registerBonusRoutes } from './features/recognition/bonuses.ts';
import { registerBonusFeedbackRoutes } from './features/recognition/bonus-feedback.ts';
import { registerCollectiveDonationRoutes } from './features/recognition/collective-donations.ts';
import { registerAdviceRoutes } from './features/recognition/advices.ts';
import { registerGiftRoutes } from './features/recognition/gifts.ts';
import { registerStationVisitRoutes } from './features/stations/station-visits.ts';
import { UPLOAD_PATH, registerPictureRoutes } from './features/uploads/pictures.ts';
import { pictureStorageFromEnv, type PictureStorage } from './features/uploads/storage.ts';
import { HELPME_UPLOAD_PATH, registerAddressNeedRoutes } from './features/helpme/address-needs.ts';
import { registerUsersTopRoutes } from './features/top/users-top.ts';
import { registerAchievementRoutes } from './features/achievements/achievements.ts';
import { registerStoryRoutes } from './features/home/stories.ts';
import { registerHomeBlockRoutes } from './features/home/home-blocks.ts';
import { registerOceanRoutes } from './features/home/ocean.ts';
import { registerNewsletterRoutes } from './features/newsletter/newsletter.ts';
import { registerNewsletterUnsubscribeRoutes } from './features/newsletter/newsletter-unsubscribe.ts';
import { registerNewsletterIssueRoutes } from './features/newsletter/newsletter-issues.ts';
import { registerDevRoutes } from './features/outbox/dev-outbox.ts';
import { registerDevStaffRoutes } from './features/staff/dev-staff.ts';
import { registerDonorCardRoutes } from './features/cabinet/donor-card.ts';
import { registerPromptRoutes } from './features/cabinet/prompts.ts';
import { registerHonorProgressRoutes } from './features/cabinet/honor-progress.ts';
import { registerActivityRoutes } from './features/cabinet/activity.ts';
import { registerStationPickRoutes } from './features/stations/station-picks.ts';
import { registerPushRoutes } from './features/push/push-routes.ts';
import { registerStaffRoutes } from './features/staff/staff-routes.ts';
import { registerSectionRoutes } from './features/sections/registry-routes.ts';
import { loadVapid, type Vapid } from './features/push/vapid.ts';

export type { ApiDeps, ApiEnv, ApiEnvName } from './lib/context.ts';

export interface CreateApiAppOptions {
  db: Db;
  env?: ApiEnvName;
  now?: () => Date;
  /** Reverse proxies in front that append to x-forwarded-for (TRUST_PROXY, default 0). */
  trustProxy?: number;
  /** PUBLIC_ORIGIN: absolute links are built from it (required in production). */
  publicOrigin?: string | null;
  /** PARTNER_ORIGINS: where a donation's redirect_url may point, besides our own origin. */
  partnerOrigins?: string[];
  /** Origins allowed for cross-origin writes; default: any outside production, none in it. */
  corsOrigins?: string[];
  /** How long a token's session and /me body are kept (lib/auth-cache.ts); 0 = no cache. */
  authCacheTtlMs?: number;
  /** Empties the caches on other processes' writes (lib/cache-epoch.ts); default: this process's. */
  cacheEpoch?: CacheEpoch;
  /** Where uploaded pictures are kept (default: features/uploads/storage.ts pictureStorageFromEnv). */
  pictures?: PictureStorage;
  /** The payment providers (default: features/payments/setup.ts paymentSetupFromEnv); tests stub them. */
  payments?: PaymentSetup;
  /** The social-login providers (default: features/oauth/setup.ts oauthProvidersFromEnv). */
  oauthProviders?: OAuthProviders;
  /** The VAPID identity of push alerts (default: features/push/vapid.ts loadVapid); null = push off. */
  vapid?: Vapid | null;
  /** Where real bugs are reported (default console.error). */
  logError?: (err: unknown, req: Request) => void;
  /** A Server-Timing header on every answer (default: SERVER_TIMING=1, lib/server-timing.ts). */
  serverTiming?: boolean;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export function createApiApp(opts: CreateApiAppOptions): Hono<ApiEnv> {
  const deps: ApiDeps = {
    db: opts.db,
    env: opts.env ?? 'development',
    now: opts.now ?? (() => new Date()),
    trustProxy: opts.trustProxy ?? 0,
    publicOrigin: opts.publicOrigin ?? null,
    partnerOrigins: opts.partnerOrigins ?? [],
    corsOrigins: opts.corsOrigins ?? (opts.env === 'production' ? [] : ['*']),
    authCache: new AuthCache(opts.authCacheTtlMs ?? AUTH_CACHE_TTL_MS),
  };
  const logError = opts.logError ?? ((err, req) => console.error(`[api] ${req.method} ${new URL(req.url).pathname}`, err));
  // strict: false — `/api/cities` and `/api/cities/` are the same route (DRF trailing slashes).
  // Routes are therefore registered WITHOUT the trailing slash (a registered one never matches).
  const app = new Hono<ApiEnv>({ strict: false });
  // First, so that its total holds every other middleware, the read cache's answers included.
  if (opts.serverTiming ?? serverTimingFromEnv()) app.use('/api/*', serverTiming());

  // Public GETs are open to any origin; writes only to the configured origins (CORS_ORIGINS:
  // any outside production, none in it unless listed; docs/SECURITY.md "CORS"). No cookies are
  // involved (the token travels in a header), so there is no ambient authority to protect.
  app.use(
    '/api/*',
    apiCors({
      origin: (origin, c) => {
        // The development outbox shows every code sent: no other site may read it, even on a
        // developer's machine (it does not exist at all in production).
        if (c.req.path.startsWith('/api/dev/')) return null;
        const method = (c.req.header('access-control-request-method') ?? c.req.method).toUpperCase();
        if (method === 'GET' || method === 'HEAD') return '*';
        // Partner sites embed the donation widget (spec §2, mfe-donate/PARTNERS.md): starting a
        // payment is open to any origin; the server re-validates the amount, no cookie involved.
        if (/^\/api\/[a-z]+\/process-payment\/?$/.test(c.req.path)) return '*';
        if (deps.corsOrigins.includes('*')) return '*';
        return deps.corsOrigins.includes(origin) ? origin : null;
      },
      allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      // Idempotency-Key: writes that retry safely, the partners' donation widget too (lib/idempotency.ts).
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-City', 'Prefer', 'Idempotency-Key'],
      exposeHeaders: ['token', 'Retry-After', 'Idempotent-Replay'],
      maxAge: 600,
    }),
  );
  // Only requests that may carry a body go through the limit. bodyLimit reads `req.body`, and on
  // @hono/node-server that turns the lightweight request into a full undici Request with an
  // AbortSignal whose listener is removed by a FinalizationRegistry: at 2,000 GET/s those
  // cleanups pile up and run in one batch after a GC, blocking the event loop for 100–500 ms
  // (the p99 stalls at 2,000 req/s, found with a CPU profile). A GET or HEAD has no body to limit.
  const limitBody = bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: (c) => c.json({ detail: DETAIL.tooLarge }, 413) });
  // Picture uploads (up to 8 MB, spec §5 "Image") have their own limit (features/uploads/pictures.ts).
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' || UPLOAD_PATH.test(c.req.path) || HELPME_UPLOAD_PATH.test(c.req.path) ? next() : limitBody(c, next)));
  app.use('/api/*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/api/*', clearAuthCacheOnWrite(deps.authCache));
  // Several API processes on one PostgreSQL: a write here empties the others' caches too.
  const cacheEpoch = opts.cacheEpoch ?? processCaches;
  cacheEpoch.register(() => deps.authCache.clear());
  app.use('/api/*', shareWrites(cacheEpoch));

  if (deps.env !== 'test') {
    // Tests read straight after writing to the database by hand; the cache has its own test.
    app.use('/api/*', readCache({ ttlMs: 10_000, staleMs: 30_000, maxEntries: 1000, paths: CACHED_READS, personal: STATION_PERSONAL_PATHS, register: (clear) => cacheEpoch.register(clear) }));
  }

  registerRoutes(app, deps, opts);

  app.notFound((c) => c.json({ detail: DETAIL.notFound }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json(err.body, err.status);
    }
    if (err instanceof ZodError) return c.json(fieldErrorsOf(err), 400);
    if (err instanceof SyntaxError) return c.json({ non_field_errors: [DETAIL.badJson] }, 400);
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ detail: err.status === 413 ? DETAIL.tooLarge : err.message || DETAIL.notFound }, err.status);
    }
    if (isPgInputError(err)) {
      // Validation should have caught this: answer 400 but log it so the gap gets fixed.
      logError(err, c.req.raw);
      return c.json({ non_field_errors: ['Проверьте правильность введенных данных'] }, 400);
    }
    logError(err, c.req.raw);
    return c.json({ detail: DETAIL.server }, 500);
  });
  return app;
}

/**
 * Every route module of api/src/features/, registered from this ONE flat list (no module
 * registers another). The order matters where a pattern would swallow a more specific path:
 * Hono tries handlers in registration order, so the station page /api/blood_stations/{id|slug}
 * comes after every other /api/blood_stations/… path (map, search, all_names, by_location, the
 * tops, planned). The rest keeps the order the routes have always had.
 */
function registerRoutes(app: Hono<ApiEnv>, deps: ApiDeps, opts: CreateApiAppOptions): void {
  // One set of payment providers for payments, the cancel link, the sandbox and the shop.
  const payments = opts.payments ?? paymentSetupFromEnv({ ...process.env, NODE_ENV: opts.env ?? process.env.NODE_ENV });
  const oauth = opts.oauthProviders ?? oauthProvidersFromEnv(deps);
  // One picture storage for uploads, donation certificates, help-me photos and account deletion.
  const pictures = opts.pictures ?? pictureStorageFromEnv();

  registerAuthRoutes(app); // login, logout, me, profile, change_password
  registerRegistrationRoutes(app); // registration, confirmation, recovery
  registerCityRoutes(app); // cities, countries, regions
  // Literal paths beside patterns of other modules (/api/donations/{id}/, /api/blood_stations/{slug}/): first.
  registerDonorCardRoutes(app); // the donor card, the e-mail prompt's mark (spec §7)
  registerPromptRoutes(app); // donations/widget, profile/trigger, profile/popup-trigger
  registerHonorProgressRoutes(app); // donations/honor, profile/honor
  registerActivityRoutes(app); // profile/activity
  registerStationPickRoutes(app); // blood_stations/selected, needs
  registerStationRoutes(app); // lists, search, by_location, map, all_names (before the station page)
  registerStationPeopleRoutes(app); // a station's tops and planned donors (before the station page)
  registerFavoriteRoutes(app);
  registerNoticeRoutes(app);
  registerEventRoutes(app); // events, POST/DELETE joined_users
  registerBookingRoutes(app); // PATCH joined_users/{id} (slot change), profile/bookings (docs/booking.md)
  registerOrganizationRoutes(app);
  registerStationVisitRoutes(app); // /api/blood_stations/{id}/visits/: open days ahead, a day made bookable
  registerStationPageRoutes(app); // /api/blood_stations/{id|slug}: after every other /api/blood_stations/… path
  registerPaymentRoutes(app, payments); // config, process-payment, webhooks, lists, subscriptions
  registerCancelLinkRoutes(app, payments); // the signed cancel link of receipt e-mails
  registerSandboxRoutes(app, payments);
  registerCollectRoutes(app); // fundraisers
  registerShopRoutes(app, payments); // souvenir and shop catalogues, their pictures
  registerShopOrderRoutes(app, payments); // shop orders, paid through `payments`
  registerConsentRoutes(app); // the account (spec §7): 152-ФЗ consents
  registerContactChangeRoutes(app); // e-mail/phone change
  registerNotificationRoutes(app);
  registerPushRoutes(app, opts.vapid !== undefined ? opts.vapid : loadVapid({ env: deps.env })); // donor alerts: VAPID key, subscriptions, alert prefs (docs/notifications.md)
  registerMetadataRoutes(app);
  registerReferralRoutes(app);
  registerDeleteAccountRoutes(app, pictures); // erases the account's picture files too
  registerOAuthRoutes(app, oauth); // social login (features/oauth/README.md)
  registerSocialRoutes(app, oauth); // linked socials
  if (oauth.sandbox) registerSandboxOAuthPages(app);
  registerDonationRoutes(app, pictures); // a deleted donation's certificate leaves the picture storage
  registerDeferralRoutes(app);
  registerEligibilityRoutes(app);
  registerDonationPlanRoutes(app);
  registerHonorCertificateRoutes(app);
  registerAfterDonationRoutes(app); // survey, feedback, info after a donation
  registerBonusRoutes(app); // partner bonuses: catalogue, take a code, link checked (docs/recognition.md)
  registerBonusFeedbackRoutes(app);
  registerCollectiveDonationRoutes(app); // collective donations: create, edit, delete (owner), join, leave, mine, the next planned
  registerAdviceRoutes(app); // donor advice: the list with can_add/can_submit_form, one advice after a donation
  registerGiftRoutes(app); // souvenir gifts: status, request, cancel (state machine: docs/recognition.md)
  registerInfoViewRoutes(app); // info after a donation: POST {id}/view/
  registerSubscriptionAmountRoutes(app);
  registerPictureRoutes(app, pictures);
  registerAddressNeedRoutes(app, pictures); // recipient needs: the help-me form, lists, close (its photo: the same picture storage)
  registerAddressNeedJoinRoutes(app); // a donor's day for a recipient need (docs/helpme.md)
  registerUsersTopRoutes(app); // rankings: users_top (spec §3 filters), users_top_main_page, users_count
  registerAchievementRoutes(app); // achievements: catalogue, feed, mine with progress, pinning (spec §7)
  registerStoryRoutes(app); // home stories: list, like, dislike, view (one reaction per donor, docs/home.md)
  registerHomeBlockRoutes(app); // home blocks: banners, interesting, random_cards, waiting_donor (docs/home.md)
  registerOceanRoutes(app); // the donor ocean: random donors with opaque ids (docs/home.md)
  registerStaffRoutes(app); // the staff's workplace (docs/staff.md): features/staff/staff-routes.ts
  registerSectionRoutes(app); // the section registry: public read, section teams' deploys (docs/staff.md «Реестр разделов»)
  registerNewsletterRoutes(app); // the footer's newsletter: double opt-in, the mailing provider (features/newsletter/provider.ts)
  registerNewsletterUnsubscribeRoutes(app, { signingSecret: payments.signingSecret }); // the letters' one-click unsubscribe (RFC 8058)
  registerNewsletterIssueRoutes(app, { signingSecret: payments.signingSecret }); // staff: a moderator sends an issue (docs/staff.md «Рассылка»)
  if (deps.env !== 'production') registerDevRoutes(app); // the development outbox (features/outbox/dev-outbox.ts)
  if (deps.env !== 'production') registerDevStaffRoutes(app); // browser tests' own staff (features/staff/dev-staff.ts)
}
