// spec §7: GET /api/notifications/ → {email, sms}; POST /api/notifications/toggle/ (channel) →
// the new state. Rules and defaults: lib/notification-prefs.ts.
import type { Hono } from 'hono';
import { NotificationToggleBody } from '@donor/shared/contract/account';
import type { ApiEnv } from '../lib/context.ts';
import { parseBody } from '../lib/http.ts';
import { notificationSettingsOf, toggleChannel } from '../lib/notification-prefs.ts';
import { requireUser } from '../lib/tokens.ts';

export function registerNotificationRoutes(app: Hono<ApiEnv>): void {
  app.get('/api/notifications', async (c) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.json(await notificationSettingsOf(deps.db, user.id));
  });

  app.post('/api/notifications/toggle', async (c) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await parseBody(c, NotificationToggleBody);
    return c.json(await toggleChannel(deps.db, user.id, body.channel, deps.now()));
  });
}
