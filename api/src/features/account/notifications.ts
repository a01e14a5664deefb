// spec §7: GET /api/notifications/ → {email, sms}; POST /api/notifications/toggle/ (channel) →
// the new state. Rules and defaults: lib/notification-prefs.ts.
import type { Hono } from 'hono';
import { NotificationToggleBody } from '@donor/shared/contract/account';
import { getNotifications, toggleNotification } from '@donor/shared/endpoints/account';
import type { ApiEnv } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { notificationSettingsOf, toggleChannel } from '../../lib/notification-prefs.ts';
import { requireUser } from '../../lib/tokens.ts';

export function registerNotificationRoutes(app: Hono<ApiEnv>): void {
  route(app, getNotifications, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    return io.ok(await notificationSettingsOf(deps.db, user.id));
  });

  route(app, toggleNotification, NotificationToggleBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    return io.ok(await toggleChannel(deps.db, user.id, body.channel, deps.now()));
  });
}
