// Settings → alerts (docs/notifications.md; GET/PUT /api/notifications/alerts/, contract/push.ts
// AlertPrefs): the donor's kinds, quiet hours and fallback, and the write that replaces them and
// puts the stored answer into the cache. The device's own on/off is the kit's
// (shared/src/push/push-device.resource.ts), which makes these stale.
import type { Api } from '@donor/shared/api';
import type { AlertPrefs } from '@donor/shared/contract/push';
import { putAlertPrefs } from '@donor/shared/endpoints/push';
import { ALERT_PREFS_KEY } from '@donor/shared/push/push-device.resource';
import type { QueryContext } from '@donor/shared/query';

export function createAlertsResource({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }) {
  const $prefs = query.createFetcherStore<AlertPrefs>([ALERT_PREFS_KEY]);
  const $save = query.createMutatorStore<AlertPrefs, AlertPrefs>(async ({ data, getCacheUpdater }) => {
    const saved = await api.request(putAlertPrefs, { body: data });
    getCacheUpdater<AlertPrefs>(ALERT_PREFS_KEY, false)[0](saved);
    return saved;
  });
  return { $prefs, $save };
}
export type AlertsResource = ReturnType<typeof createAlertsResource>;
