// Settings → notifications per channel (spec §7 POST /api/notifications/toggle/ (channel);
// GET /api/notifications/ → {email, sms}, contract/account.ts NotificationSettings): a fetcher
// store, and a mutator that flips one channel and writes the answer into the cache
// (descriptors: shared/src/endpoints/account.ts).
import type { Api } from '@donor/shared/api';
import type { NotificationChannel, NotificationSettings } from '@donor/shared/contract/account';
import { keyOf } from '@donor/shared/endpoint';
import { getNotifications, toggleNotification } from '@donor/shared/endpoints/account';
import type { QueryContext } from '@donor/shared/query';

export const NOTIFICATIONS_KEY = keyOf(getNotifications, null);

export function createNotificationsResource({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }) {
  const $settings = query.createFetcherStore<NotificationSettings>([NOTIFICATIONS_KEY]);
  // An object, not the bare union: the library's MutateCb distributes over a union type.
  // Optimistic: the switch moves at once; the answer (the server's truth) replaces it, and a
  // failure puts the old value back.
  const $toggle = query.createMutatorStore<{ channel: NotificationChannel }, NotificationSettings>(async ({ data: { channel }, getCacheUpdater }) => {
    const [update, before] = getCacheUpdater<NotificationSettings>(NOTIFICATIONS_KEY, false);
    if (before) update({ ...before, [channel]: !before[channel] });
    try {
      const next = await api.request(toggleNotification, { body: { channel } });
      update(next);
      return next;
    } catch (error) {
      if (before) update(before);
      throw error;
    }
  });
  return { $settings, $toggle };
}
