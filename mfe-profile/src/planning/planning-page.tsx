// /profile/planning «Напомнить о донации» (route 'profile-planning'; spec §2, §7 "Donor plan"):
// choose the type, station and date. The date input starts at the earliest day the engine allows
// for the type (`min`), and a typed or picked day that is not allowed is explained in words at
// once. Saved with POST (or PATCH when a plan exists), cancelled with DELETE after a confirm; the
// page says when the reminders come and offers the plan as an .ics file.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { DonorPlan } from '@donor/shared/contract/cabinet';
// The engine's component list is the contract's BLOOD_CLASSES without zod's runtime (clients ship no zod).
import { COMPONENTS } from '@donor/shared/eligibility/types';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { localToday } from '@donor/shared/eligibility/dates';
import { downloadIcs } from '@donor/shared/ics';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { Button } from '@donor/shared/ui/button';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import { Field } from '@donor/shared/ui/field';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { StationSelect } from '@donor/shared/ui/station-select';
import { cs } from '../cabinet/cabinet.strings.ts';
import { PlanningFrame } from '../app/page-frames.tsx';
import { Choice, Option } from '../cabinet/choice.tsx';
import { messageOf } from '@donor/shared/form/field-messages';
import type { Eligibility } from '../cabinet/cabinet.resource.ts';
import { createPlanningResource, type PlanningResource } from './planning.resource.ts';
import { adviseDate, createPlanForm, planIcs } from './planning.store.ts';
import '../cabinet/cabinet.css';

const s = cs.planning;

export function PlanningPage() {
  const { query, api } = useSection();
  const resource = useMemo(() => createPlanningResource({ query, api }), [query, api]);
  const plan = useStore(resource.$plan);
  const eligibility = useStore(resource.$eligibility);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <PlanningFrame>
      <p className="cab-status" role="status">{notice}</p>
      <QueryState value={plan} loading={<SkeletonList rows={2} />} onRetry={resource.$plan.revalidate}>
        {(current) => (
          <>
            {current && <CurrentPlan plan={current} resource={resource} onCancelled={() => setNotice(s.cancelled)} />}
            <PlanForm key={current?.id ?? 'new'} current={current} eligibility={eligibility.data ?? null} resource={resource} onSaved={() => setNotice(s.saved)} />
          </>
        )}
      </QueryState>
    </PlanningFrame>
  );
}

function CurrentPlan({ plan, resource, onCancelled }: { plan: DonorPlan; resource: PlanningResource; onCancelled: () => void }) {
  const cancel = useStore(resource.$cancel);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onCancel = async () => {
    setError(null);
    if (!(await resource.$cancel.mutate(plan.id))) { setError(messageOf(resource.$cancel.get().error)); return; }
    setConfirming(false);
    onCancelled();
  };
  const text = interpolate(s.current, { component: COMPONENT_LABEL[plan.blood_class], date: formatDate(plan.plan_date), station: plan.blood_station.title });
  return (
    <section className="cab-block" aria-labelledby="plan-current">
      <h2 id="plan-current" className="cab-card__title">{text}</h2>
      <p className="cab-muted">{plan.blood_station.address}</p>
      <p>{s.reminders}</p>
      <div className="cab-actions">
        <Button variant="secondary" onClick={() => downloadIcs(`donor-plan-${plan.plan_date}.ics`, planIcs(plan, window.location.origin, new Date()))}>{s.calendar}</Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>{s.cancel}</Button>
      </div>
      <ConfirmDialog open={confirming} title={s.cancelTitle} confirmLabel={s.cancelConfirm} cancelLabel={s.cancelKeep} busy={Boolean(cancel.loading)}
        error={error} onConfirm={() => void onCancel()} onCancel={() => { setConfirming(false); setError(null); }}>
        <p>{s.cancelText}</p>
      </ConfirmDialog>
    </section>
  );
}

interface PlanFormProps {
  current: DonorPlan | null;
  eligibility: Eligibility | null;
  resource: PlanningResource;
  onSaved: () => void;
}

function PlanForm({ current, eligibility, resource, onSaved }: PlanFormProps) {
  const { auth } = useSection();
  const cityId = useStore(auth.$auth).user?.city?.id ?? null;
  const form = useMemo(() => createPlanForm(resource, current), [resource, current]);
  const value = useStore(form.$values);
  const status = useStore(form.$status);
  const { errors } = status;
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const today = eligibility?.today ?? localToday();
  const facts = eligibility?.facts ?? null;
  // The engine's advice for the chosen type: the earliest day (the input's min) and, once a day
  // is chosen, why it is not allowed — shown at once, before anything is sent.
  const advice = useMemo(
    () => (facts && value.blood_class ? adviseDate(facts, value.blood_class, value.plan_date, today) : null),
    [facts, value.blood_class, value.plan_date, today],
  );
  const dateError = errors.plan_date ?? advice?.reasons[0] ?? null;

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await form.submit()) onSaved();
    else setAttempt((n) => n + 1);
  };

  return (
    <form ref={formRef} className="cab-form" aria-label={s.title} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Choice legend={s.kind} name="plan_blood_class" error={errors.blood_class}>
        {COMPONENTS.map((c) => (
          <Option key={c} name="plan_blood_class" label={COMPONENT_LABEL[c]} checked={value.blood_class === c} invalid={Boolean(errors.blood_class)}
            onChange={() => form.setKind(c)} />
        ))}
      </Choice>
      <StationSelect
        label={s.station}
        placeholder={cs.form.stationPlaceholder}
        required
        cityId={cityId}
        value={value.station ? { value: value.station.id, label: value.station.title } : null}
        error={errors.blood_station_id ?? null}
        onChange={(o) => form.setStation({ id: Number(o.value), title: o.label })}
      />
      <Field
        label={s.date}
        type="date"
        name="plan_date"
        required
        min={advice?.earliest ?? today}
        hint={advice ? interpolate(s.dateHint, { date: formatDate(advice.earliest) }) : undefined}
        value={value.plan_date}
        error={dateError}
        onChange={(e) => form.set('plan_date', e.currentTarget.value)}
      />
      {status.formError && <p className="ui-error" role="alert">{status.formError}</p>}
      <div><Button type="submit" loading={status.submitting}>{current ? s.update : s.save}</Button></div>
    </form>
  );
}
