// Turning this device's alerts on and off as the kit's writes (docs/ARCHITECTURE.md §2.2: mutator
// stores, a double click ignored): the opt-in after a booking or an added donation and the
// cabinet's settings use the same two. The first subscription switches the donor's alerts on
// with the defaults (docs/notifications.md), so both make the alert settings stale.
import type { Api } from '../api.ts';
import { keyOf } from '../endpoint.ts';
import { getAlertPrefs } from '../endpoints/push.ts';
import type { QueryContext } from '../query.ts';
import { disableDevice, enableDevice, type EnableOutcome } from './push-device.ts';

export const ALERT_PREFS_KEY = keyOf(getAlertPrefs, null);

export function createPushDeviceWrites({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }) {
  const $enable = query.createMutatorStore<void, EnableOutcome>(async ({ invalidate }) => {
    const outcome = await enableDevice(api);
    if (outcome === 'on') invalidate(ALERT_PREFS_KEY);
    return outcome;
  });
  const $disable = query.createMutatorStore<void, true>(async ({ invalidate }) => {
    await disableDevice(api);
    invalidate(ALERT_PREFS_KEY);
    return true;
  });
  return { $enable, $disable };
}
export type PushDeviceWrites = ReturnType<typeof createPushDeviceWrites>;
