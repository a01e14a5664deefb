// Settings → alerts form (docs/notifications.md; PUT /api/notifications/alerts/ with AlertPrefs of
// contract/push.ts): four kinds, quiet hours that can be off, the fallback channel. Like the other
// settings forms, the draft survives a reload while it holds unsaved edits of this same donor;
// otherwise the form starts from what the API holds.
import { atom } from 'nanostores';
import type { AlertFallback, AlertPrefs } from '@donor/shared/contract/push';
import { createForm } from '@donor/shared/form/form.store';
import * as MSG from '@donor/shared/messages';
import type { AlertsResource } from './alerts.resource.ts';
import { alertsStrings as A } from './alerts.strings.ts';
import { settingsStrings as S } from './settings.strings.ts';

export interface AlertsValues {
  /** Whose draft this is, and whether it differs from what was saved. */
  user_id: number;
  dirty: boolean;
  reminder: boolean;
  need: boolean;
  eligible: boolean;
  news: boolean;
  quiet_on: boolean;
  quiet_from: string;
  quiet_to: string;
  fallback: AlertFallback;
}
export type AlertsField = 'reminder' | 'quiet_from' | 'quiet_to' | 'fallback';
const FIELDS: AlertsField[] = ['reminder', 'quiet_from', 'quiet_to', 'fallback'];
const QUIET_FIELDS: AlertsField[] = ['quiet_from', 'quiet_to'];

export const ALERTS_DRAFT = 'settings-alerts';
/** What the time inputs offer when quiet hours are switched on from off (the API's default). */
const QUIET_DEFAULT = { from: '22:00', to: '08:00' };
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function fromPrefs(userId: number, prefs: AlertPrefs): AlertsValues {
  return {
    user_id: userId,
    dirty: false,
    ...prefs.kinds,
    quiet_on: prefs.quiet !== null,
    quiet_from: prefs.quiet?.from ?? QUIET_DEFAULT.from,
    quiet_to: prefs.quiet?.to ?? QUIET_DEFAULT.to,
    fallback: prefs.fallback,
  };
}

export function alertsBody(v: AlertsValues): AlertPrefs {
  return {
    kinds: { reminder: v.reminder, need: v.need, eligible: v.eligible, news: v.news },
    quiet: v.quiet_on ? { from: v.quiet_from, to: v.quiet_to } : null,
    fallback: v.fallback,
  };
}

const time = (v: string): string | null => (v === '' ? MSG.required : HHMM.test(v) ? null : A.quietTime);

export function alertsErrors(v: AlertsValues): Partial<Record<AlertsField, string>> {
  if (!v.quiet_on) return {};
  const errors: Partial<Record<AlertsField, string>> = {};
  const from = time(v.quiet_from);
  const to = time(v.quiet_to);
  if (from) errors.quiet_from = from;
  if (to) errors.quiet_to = to;
  return errors;
}

export function createAlertsForm(resource: AlertsResource, userId: number, prefs: AlertPrefs) {
  const $notice = atom<string | null>(null);
  const form = createForm<AlertsValues, AlertsField, AlertPrefs, AlertPrefs>({
    draft: ALERTS_DRAFT,
    initial: fromPrefs(userId, prefs),
    validate: alertsErrors,
    // The API names the object it refuses (`quiet`, `kinds`); its message goes beside the field.
    fields: { kinds: 'reminder', quiet: 'quiet_from', 'quiet.from': 'quiet_from', 'quiet.to': 'quiet_to', fallback: 'fallback' },
    mutator: resource.$save,
    data: alertsBody,
    done: (saved) => {
      form.$values.set(fromPrefs(userId, saved));
      $notice.set(S.saved);
    },
  });
  const stored = form.$values.get();
  if (!stored.dirty || stored.user_id !== userId) form.$values.set(fromPrefs(userId, prefs));

  /** An edit: marks the draft as unsaved so a reload keeps it. */
  function set<F extends keyof AlertsValues>(field: F, value: AlertsValues[F]): void {
    form.$values.set({ ...form.$values.get(), [field]: value, dirty: true });
    form.clearErrors(...(field === 'quiet_on' ? QUIET_FIELDS : FIELDS.filter((f) => f === field)));
    $notice.set(null);
  }

  /** A newer answer (the device switched alerts on with the defaults): taken unless edits are unsaved. */
  function adopt(next: AlertPrefs): void {
    const now = form.$values.get();
    if (!now.dirty || now.user_id !== userId) form.$values.set(fromPrefs(userId, next));
  }

  return { ...form, set, adopt, $notice };
}
export type AlertsForm = ReturnType<typeof createAlertsForm>;
