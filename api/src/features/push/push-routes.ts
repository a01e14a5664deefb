// The donor's alerts over HTTP (docs/notifications.md; shared/src/endpoints/push.ts):
// GET /api/push/key/ — the VAPID public key (404 when push is not configured);
// POST/DELETE /api/push/subscriptions/ — this device's subscription (logged in; an endpoint saved
// again moves to the account saving it; only known push services: endpoint-guard.ts);
// GET/PUT /api/notifications/alerts/ — kinds, quiet hours, fallback (alert-prefs.ts).
import { createECDH } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { AlertPrefs, PushSubscriptionBody, PushUnsubscribeBody } from '@donor/shared/contract/push';
import { deletePushSubscription, getAlertPrefs, getPushKey, putAlertPrefs, savePushSubscription } from '@donor/shared/endpoints/push';
import { pushSubscriptions } from '../../schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { ApiError, fieldError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { alertPrefsOf, optIn, storeAlertPrefs } from './alert-prefs.ts';
import { allowedPushEndpoint } from './endpoint-guard.ts';
import { PUSH_MSG } from './push-texts.ts';
import type { Vapid } from './vapid.ts';

/** Devices kept per account: a new one beyond it replaces the oldest. */
export const MAX_DEVICES = 10;

/** p256dh is an uncompressed P-256 point (65 bytes, on the curve), auth 16 bytes (RFC 8291 §3). */
export function validSubscriptionKeys(p256dh: string, auth: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

export function registerPushRoutes(app: Hono<ApiEnv>, vapid: Vapid | null): void {
  route(app, getPushKey, async (_c, io) => {
    if (!vapid) throw new ApiError(404, { detail: PUSH_MSG.off });
    return io.ok({ public_key: vapid.publicKey }, 200, { 'Cache-Control': 'public, max-age=3600' });
  });

  route(app, savePushSubscription, PushSubscriptionBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    if (!allowedPushEndpoint(body.endpoint, deps.env)) throw fieldError('endpoint', PUSH_MSG.badEndpoint);
    if (!validSubscriptionKeys(body.keys.p256dh, body.keys.auth)) throw fieldError('keys', PUSH_MSG.badKeys);
    const now = deps.now();
    const userAgent = c.req.header('user-agent')?.slice(0, 300) ?? null;
    const id = await deps.db.transaction(async (tx) => {
      const keys = { userId: user.id, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent };
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({ endpoint: body.endpoint, ...keys, createdAt: now })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...keys, userAgent: sql`coalesce(excluded.user_agent, ${pushSubscriptions.userAgent})` } })
        .returning({ id: pushSubscriptions.id });
      const kept = tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)).orderBy(desc(pushSubscriptions.id)).limit(MAX_DEVICES);
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, user.id), notInArray(pushSubscriptions.id, kept)));
      await optIn(tx, user.id, user.email, now);
      return row!.id;
    });
    return io.ok({ id }, 201);
  });

  route(app, deletePushSubscription, PushUnsubscribeBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    await deps.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, body.endpoint)));
    return io.empty();
  });

  route(app, getAlertPrefs, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    return io.ok(await alertPrefsOf(deps.db, user.id));
  });

  route(app, putAlertPrefs, AlertPrefs, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    if (body.fallback === 'email' && !user.email) throw fieldError('fallback', PUSH_MSG.noEmail);
    if (body.fallback === 'sms' && !user.phone) throw fieldError('fallback', PUSH_MSG.noPhone);
    c.header('Cache-Control', 'no-store');
    return io.ok(await storeAlertPrefs(deps.db, user.id, body, deps.now()));
  });
}
