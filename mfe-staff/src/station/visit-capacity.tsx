// «Визитов в час» in the station console (docs/booking.md «Визит в любой день работы»): how many
// donors the station takes in each opening hour without an event; 0 — none. Its own request, so
// the console's answer is unchanged.
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import * as SV from '@donor/shared/station-visits-messages';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { capacityError, createVisitCapacity, type VisitCapacityResource } from './visit-capacity.resource.ts';
import { vs } from './visit-capacity.strings.ts';

export function VisitCapacityBlock({ stationId }: { stationId: number }) {
  const { query, api } = useSection();
  const resource = useMemo(() => createVisitCapacity({ query, api }, stationId), [query, api, stationId]);
  const value = useStore(resource.$capacity);
  return (
    <section className="staff-card staff-station__block" aria-labelledby="st-visits">
      <h2 id="st-visits">{vs.title}</h2>
      <p className="staff-muted">{vs.hint}</p>
      <QueryState value={value} loading={<SkeletonList rows={1} />} errorMessage={vs.loadError} onRetry={resource.$capacity.revalidate}>
        {(v) => <CapacityForm resource={resource} initial={v.capacity_per_hour} />}
      </QueryState>
    </section>
  );
}

function CapacityForm({ resource, initial }: { resource: VisitCapacityResource; initial: number }) {
  const [said, setSaid] = useState('');
  const form = useMemo(() => createForm({
    draft: null,
    initial: { capacity_per_hour: String(initial) },
    validate: (v: { capacity_per_hour: string }) => {
      const error = capacityError(v.capacity_per_hour, SV.VISIT_CAPACITY_MAX, SV.capacityRange);
      return error ? { capacity_per_hour: error } : {};
    },
    fields: sameNames<'capacity_per_hour'>('capacity_per_hour'),
    mutator: resource.$save,
    data: (v) => ({ capacity_per_hour: Number(v.capacity_per_hour.trim()) }),
    done: () => setSaid(vs.saved),
  }), [resource]); // the value loaded first is the form's start
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaid('');
    void form.submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="staff-station__form">
      {status.formError && <p className="staff-alert" role="alert">{status.formError}</p>}
      <Field label={vs.label} type="number" inputMode="numeric" min={0} max={SV.VISIT_CAPACITY_MAX} value={values.capacity_per_hour}
        error={status.errors.capacity_per_hour} onChange={(e) => { setSaid(''); form.set('capacity_per_hour', e.currentTarget.value); }} />
      <Button type="submit" loading={status.submitting}>{vs.save}</Button>
      <p role="status" className="staff-muted">{said}</p>
    </form>
  );
}
