// Settings → alerts on devices (docs/notifications.md): this device on or off (the kit's Web Push
// writes, shared/src/push/), then the donor's kinds, quiet hours and fallback channel
// (alerts.store.ts, PUT /api/notifications/alerts/).
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { AlertFallback, AlertPrefs } from '@donor/shared/contract/push';
import { messageOf } from '@donor/shared/form/field-messages';
import { deviceState, type DeviceState } from '@donor/shared/push/push-device';
import { createPushDeviceWrites } from '@donor/shared/push/push-device.resource';
import { pushStrings as P } from '@donor/shared/push/push.strings';
import { Button } from '@donor/shared/ui/button';
import { Checkbox } from '@donor/shared/ui/checkbox';
import { Field } from '@donor/shared/ui/field';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { FormAlert, FormNotice } from '../code/form-parts.tsx';
import { createAlertsResource, type AlertsResource } from './alerts.resource.ts';
import { createAlertsForm, type AlertsValues } from './alerts.store.ts';
import { alertsStrings as A } from './alerts.strings.ts';
import type { SettingsDeps } from './settings-deps.ts';
import { settingsStrings as S } from './settings.strings.ts';

const KINDS = [['reminder', A.reminder], ['need', A.need], ['eligible', A.eligible], ['news', A.news]] as const;
const FALLBACKS: Array<[AlertFallback, string]> = [['email', A.fallbackEmail], ['sms', A.fallbackSms], ['none', A.fallbackNone]];
const DEVICE_TEXT: Record<DeviceState, string> = { on: P.device.on, off: P.device.off, unsupported: P.device.unsupported, denied: P.device.denied };
const ENABLE_TEXT = { denied: P.device.denied, dismissed: null, unavailable: P.unavailable, on: null } as const;

export function AlertsBlock({ deps, userId }: { deps: SettingsDeps; userId: number }) {
  const resource = useMemo(() => createAlertsResource(deps), [deps]);
  const prefs = useStore(resource.$prefs);
  return (
    <div className="st-alerts">
      <h3 id="st-alerts">{A.title}</h3>
      <p>{A.lead}</p>
      <DeviceSwitch deps={deps} />
      <QueryState value={prefs} onRetry={resource.$prefs.revalidate} loading={<SkeletonList rows={3} />}>
        {(data) => <AlertsForm resource={resource} userId={userId} prefs={data} />}
      </QueryState>
    </div>
  );
}

function DeviceSwitch({ deps }: { deps: SettingsDeps }) {
  const writes = useMemo(() => createPushDeviceWrites(deps), [deps]);
  const enabling = useStore(writes.$enable).loading;
  const disabling = useStore(writes.$disable).loading;
  const [state, setState] = useState<DeviceState | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const refresh = () => void deviceState().then(setState, () => setState('unsupported'));
  useEffect(refresh, []);

  const turnOn = async () => {
    setMessage(null);
    const outcome = await writes.$enable.mutate();
    const error = writes.$enable.get().error;
    setMessage(outcome ? ENABLE_TEXT[outcome] : error ? P.failed : null);
    refresh();
  };
  const turnOff = async () => {
    setMessage(null);
    await writes.$disable.mutate();
    const error = writes.$disable.get().error;
    if (error) setMessage(messageOf(error) || P.device.offFailed);
    refresh();
  };

  if (state === null) return <SkeletonList rows={1} />;
  return (
    <div className="st-device">
      <p role="status">{DEVICE_TEXT[state]}</p>
      {state === 'off' && <Button variant="secondary" loading={enabling} onClick={() => void turnOn()}>{P.device.turnOn}</Button>}
      {state === 'on' && <Button variant="ghost" loading={disabling} onClick={() => void turnOff()}>{P.device.turnOff}</Button>}
      <FormAlert message={message} />
    </div>
  );
}

function AlertsForm({ resource, userId, prefs }: { resource: AlertsResource; userId: number; prefs: AlertPrefs }) {
  // One form per donor (its notice and errors outlive the saved answer entering the cache); a
  // newer answer — the device switched alerts on with the defaults — is adopted unless unsaved.
  const form = useMemo(() => createAlertsForm(resource, userId, prefs), [resource, userId]);
  const stamp = JSON.stringify(prefs);
  useEffect(() => form.adopt(prefs), [form, stamp]);
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  const notice = useStore(form.$notice);
  const flag = <F extends keyof AlertsValues>(name: F) => (e: { currentTarget: HTMLInputElement }) => form.set(name, e.currentTarget.checked as AlertsValues[F]);
  const time = (name: 'quiet_from' | 'quiet_to', label: string) => (
    <Field
      id={`st-${name}`}
      name={name}
      type="time"
      label={label}
      value={values[name]}
      disabled={!values.quiet_on}
      error={status.errors[name] ?? null}
      onChange={(e) => form.set(name, e.currentTarget.value)}
    />
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <form className="pf-form" onSubmit={onSubmit} noValidate aria-labelledby="st-alerts">
      <FormAlert message={status.formError} />
      <fieldset className="pf-choice" aria-describedby={status.errors.reminder ? 'st-kinds-error' : undefined}>
        <legend>{A.kinds}</legend>
        {KINDS.map(([name, label]) => (
          <Checkbox key={name} id={`st-kind-${name}`} name={name} checked={values[name]} onChange={flag(name)} label={label} />
        ))}
        {status.errors.reminder && <p id="st-kinds-error" className="ui-error">{status.errors.reminder}</p>}
      </fieldset>
      <fieldset className="st-quiet" aria-describedby="st-quiet-hint">
        <legend>{A.quiet}</legend>
        <Checkbox id="st-quiet-on" name="quiet_on" checked={values.quiet_on} onChange={flag('quiet_on')} label={A.quietOn} />
        <div className="st-quiet__times">
          {time('quiet_from', A.quietFrom)}
          {time('quiet_to', A.quietTo)}
        </div>
        <p id="st-quiet-hint" className="ui-field__hint">{A.quietHint}</p>
      </fieldset>
      <fieldset className="pf-choice" aria-describedby={status.errors.fallback ? 'st-fallback-error' : undefined}>
        <legend>{A.fallback}</legend>
        {FALLBACKS.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="fallback" value={value} checked={values.fallback === value} onChange={() => form.set('fallback', value)} />
            {label}
          </label>
        ))}
        {status.errors.fallback && <p id="st-fallback-error" className="ui-error">{status.errors.fallback}</p>}
      </fieldset>
      <Button type="submit" loading={status.submitting}>{S.save}</Button>
      <FormNotice message={notice} />
    </form>
  );
}
