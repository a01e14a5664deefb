// The filter modal of /top/ (spec §2, §3 Top-donors filter, §4 Top-donors filters), loaded on
// demand. It only renders the store (top-filters.store.ts): edits go to the draft, Apply commits
// it (keeping the year toggle) and closes, Reset clears everything and closes too — both show the
// ranking they committed (spec §4 "reloads"), there is nothing left to edit. The kit's Modal
// traps focus, closes on Escape and gives focus back to the button that opened it; on a phone it
// is a bottom sheet. Order of the fields as spec §3 lists them.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Modal } from '@donor/shared/ui/modal';
import { Button } from '@donor/shared/ui/button';
import { interpolate, plural } from '@donor/shared/i18n';
import { s } from '../top.strings.ts';
import type { TopFiltersStore } from './top-filters.store.ts';
import type { PlaceLabels } from './place-labels.resource.ts';
import { PlaceSelect } from './place-select.tsx';
import { Age, BloodGroups, Components, Gender, Kell } from './choice-fields.tsx';

export interface FilterModalProps {
  store: TopFiltersStore;
  labels: PlaceLabels;
  /** Reset everything (the page's: it also returns the ranking to its default area); store.reset() without it. */
  onReset?: () => void;
  onClose: () => void;
}

export default function FilterModal({ store, labels, onReset = store.reset, onClose }: FilterModalProps) {
  const count = useStore(store.$count);
  const [submitted, setSubmitted] = useState(false);
  const place = { store, labels };
  return (
    <Modal open onClose={onClose} title={s.filters.title} variant="sheet" className="top-filters">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (store.apply()) onClose();
          else setSubmitted(true);
        }}
      >
        <fieldset className="top-group">
          <legend>{s.filters.place}</legend>
          <PlaceSelect {...place} field="country" label={s.filters.country} anyLabel={s.filters.anyCountry} />
          <PlaceSelect {...place} field="region" label={s.filters.region} anyLabel={s.filters.anyRegion} />
          <PlaceSelect {...place} field="city" label={s.filters.city} anyLabel={s.filters.anyCity} />
        </fieldset>
        <PlaceSelect {...place} field="blood_station_id" label={s.filters.station} anyLabel={s.filters.anyStation} />
        <BloodGroups store={store} />
        <Kell store={store} />
        <Age store={store} submitted={submitted} />
        <Gender store={store} />
        <PlaceSelect {...place} field="organization_id" label={s.filters.organization} anyLabel={s.filters.anyOrganization} />
        <Components store={store} />
        <div className="top-filters__actions">
          <p className="top-filters__count" role="status">
            {count > 0 ? interpolate(plural(count, s.filters.selected), { n: count }) : s.filters.noneSelected}
          </p>
          <Button variant="secondary" onClick={() => { setSubmitted(false); onReset(); onClose(); }}>{s.filters.reset}</Button>
          <Button type="submit">{s.filters.apply}</Button>
        </div>
      </form>
    </Modal>
  );
}
