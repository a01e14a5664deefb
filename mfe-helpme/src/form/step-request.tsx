// Step 1 of the help-me form (spec §3 Blood request): blood_class, requested_blood_type (a list),
// required_donors_count (default 10), city and blood station (the kit's pickers), last_date.
// Every field has a label, its error is tied by aria-describedby (kit Field / pickers).
import { useStore } from '@nanostores/react';
import { Field } from '@donor/shared/ui/field';
import { CitySelect } from '@donor/shared/ui/city-select';
import { StationSelect } from '@donor/shared/ui/station-select';
import { BLOOD_TYPES, HELPME_BLOOD_CLASSES, HELPME_LIMITS, addDays } from '@donor/shared/contract/helpme-rules';
import { BLOOD_TYPE_LABEL } from '@donor/shared/ui/blood-types';
import { BLOOD_CLASS_TEXT, BLOOD_TYPE_WORDS, s } from '../helpme.strings.ts';
import { localDay } from '../dates.ts';
import { readDraft, type HelpmeForm } from './helpme-form.store.ts';
import { errorId, fieldId } from './field-ids.ts';

export function StepRequest({ form }: { form: HelpmeForm }) {
  const v = readDraft(useStore(form.$draft));
  const { errors } = useStore(form.$ui);
  const today = localDay(new Date());
  const typesError = errors.requested_blood_type;
  const classError = errors.blood_class;
  return (
    <>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={fieldId('blood_class')}>{s.fields.bloodClass} <span aria-hidden="true">*</span></label>
        <select
          id={fieldId('blood_class')}
          className="ui-input"
          value={v.blood_class}
          required
          aria-invalid={classError ? true : undefined}
          aria-describedby={classError ? errorId('blood_class') : undefined}
          onChange={(e) => form.setText('blood_class', e.currentTarget.value)}
        >
          <option value="">{s.fields.bloodClassPlaceholder}</option>
          {HELPME_BLOOD_CLASSES.map((c) => <option key={c} value={c}>{BLOOD_CLASS_TEXT[c]}</option>)}
        </select>
        {classError && <p id={errorId('blood_class')} className="ui-error">{classError}</p>}
      </div>

      <fieldset
        className="hm-types"
        aria-describedby={['hm-types-hint', typesError ? errorId('requested_blood_type') : ''].filter(Boolean).join(' ')}
      >
        <legend className="ui-field__label">{s.fields.bloodTypes} <span aria-hidden="true">*</span></legend>
        <p id="hm-types-hint" className="ui-field__hint">{s.fields.bloodTypesHint}</p>
        <div className="hm-types__options">
          {BLOOD_TYPES.map((type, i) => (
            <label key={type} className="hm-chip">
              <input
                type="checkbox"
                id={i === 0 ? fieldId('requested_blood_type') : undefined}
                checked={v.requested_blood_type.includes(type)}
                onChange={() => form.toggleBloodType(type)}
              />
              <span>
                <strong>{BLOOD_TYPE_LABEL[type]}</strong>
                <span className="ui-visually-hidden">, {BLOOD_TYPE_WORDS[type]}</span>
              </span>
            </label>
          ))}
        </div>
        {typesError && <p id={errorId('requested_blood_type')} className="ui-error">{typesError}</p>}
      </fieldset>

      <Field
        id={fieldId('required_donors_count')}
        label={<>{s.fields.donorsCount} <span aria-hidden="true">*</span></>}
        hint={s.fields.donorsCountHint}
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={6}
        value={v.required_donors_count}
        error={errors.required_donors_count}
        onChange={(e) => form.setText('required_donors_count', e.currentTarget.value)}
      />

      <CitySelect
        id={fieldId('city_id')}
        label={s.fields.city}
        required
        value={v.city}
        error={errors.city_id ?? null}
        onChange={(city) => form.setCity(city)}
      />

      <div className="ui-field">
        <StationSelect
          id={fieldId('blood_station_id')}
          label={s.fields.station}
          required
          cityId={v.city?.value ?? null}
          placeholder={v.city ? s.fields.stationPlaceholder : s.fields.stationNeedsCity}
          value={v.station}
          error={errors.blood_station_id ?? null}
          onChange={(option) => form.setStation({ value: Number(option.value), label: option.label })}
        />
      </div>

      <Field
        id={fieldId('last_date')}
        label={<>{s.fields.lastDate} <span aria-hidden="true">*</span></>}
        type="date"
        required
        min={today}
        max={addDays(today, HELPME_LIMITS.lastDateMaxDays)}
        value={v.last_date}
        error={errors.last_date}
        onChange={(e) => form.setText('last_date', e.currentTarget.value)}
      />
    </>
  );
}
