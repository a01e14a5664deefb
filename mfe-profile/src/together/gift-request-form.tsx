// The gift request form (docs/recognition.md «Доставка»): how the donor gets the souvenir — a
// blood station (the kit's StationSelect) or by post (postcode and address) — and the size where
// it has sizes. The state — a draft that survives a reload, the rules, the API's field errors
// under the same fields — is gift-request-form.store.ts; this renders it and moves the focus to
// the first field in error.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { GiftStage } from '@donor/shared/contract/recognition';
import { interpolate } from '@donor/shared/i18n';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { useSection } from '@donor/shared/ui/section-context';
import { StationSelect } from '@donor/shared/ui/station-select';
import { ts } from '../bonuses/bonuses.strings.ts';
import { Choice, Option } from '../cabinet/choice.tsx';
import { createGiftRequestForm } from './gift-request-form.store.ts';
import type { TogetherResource } from './together.resource.ts';

const s = ts.gifts;

export function GiftRequestForm({ gift, resource, onDone, onClose }: { gift: GiftStage; resource: TogetherResource; onDone: () => void; onClose: () => void }) {
  const { auth } = useSection();
  const cityId = useStore(auth.$auth).user?.city?.id ?? null;
  const { id, sizes, title } = gift.souvenir;
  const form = useMemo(() => createGiftRequestForm(resource, id, sizes), [resource, id, sizes]);
  const value = useStore(form.$values);
  const { errors, formError, submitting } = useStore(form.$status);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const name = (field: string) => `gift-${id}-${field}`;

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  // The form opens on its first question (keyboard and screen-reader users land in it).
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input')?.focus(), []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await form.submit()) onDone();
    else setAttempt((n) => n + 1);
  };

  return (
    <form ref={formRef} id={name('form')} className="cab-form cab-gift-form" aria-label={interpolate(s.formTitle, { title })} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Choice legend={s.delivery} name={name('delivery')} error={errors.delivery}>
        <Option name={name('delivery')} label={s.byStation} checked={value.delivery === 'station'} invalid={Boolean(errors.delivery)} onChange={() => form.set('delivery', 'station')} />
        <Option name={name('delivery')} label={s.byPost} checked={value.delivery === 'post'} invalid={Boolean(errors.delivery)} onChange={() => form.set('delivery', 'post')} />
      </Choice>
      {value.delivery === 'station' && (
        <StationSelect label={s.station} placeholder={s.stationPlaceholder} required cityId={cityId} id={name('station')}
          value={value.station ? { value: value.station.id, label: value.station.title } : null}
          error={errors.blood_station_id ?? null}
          onChange={(o) => form.setStation({ id: Number(o.value), title: o.label })} />
      )}
      {value.delivery === 'post' && (
        <>
          <Field label={s.postcode} hint={s.postcodeHint} name="postcode" required inputMode="numeric" autoComplete="postal-code" maxLength={20}
            value={value.postcode} error={errors.postcode ?? null} onChange={(e) => form.set('postcode', e.currentTarget.value)} />
          <Field label={s.address} hint={s.addressHint} name="address" required autoComplete="street-address" maxLength={300}
            value={value.address} error={errors.address ?? null} onChange={(e) => form.set('address', e.currentTarget.value)} />
        </>
      )}
      {sizes.length > 0 && (
        <Choice legend={s.size} name={name('size')} error={errors.size}>
          {sizes.map((size) => (
            <Option key={size} name={name('size')} label={size} checked={value.size === size} invalid={Boolean(errors.size)} onChange={() => form.set('size', size)} />
          ))}
        </Choice>
      )}
      {formError && <p className="ui-error" role="alert">{formError}</p>}
      <div className="cab-actions">
        <Button type="submit" loading={submitting}>{s.send}</Button>
        <Button variant="ghost" onClick={onClose}>{s.close}</Button>
      </div>
    </form>
  );
}
