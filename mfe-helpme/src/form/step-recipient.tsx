// Step 2 of the help-me form (spec §3 Recipient data): last_name, first_name, optional
// middle_name, birth_date, search_reason, an optional photo, and the consent to publish (the
// person who submits confirms they may publish the patient's data; the API stores who and when).
import { useStore } from '@nanostores/react';
import { Field } from '@donor/shared/ui/field';
import { Checkbox } from '@donor/shared/ui/checkbox';
import { HELPME_LIMITS } from '@donor/shared/contract/helpme-rules';
import { interpolate } from '@donor/shared/i18n';
import { s } from '../helpme.strings.ts';
import { localDay } from '../dates.ts';
import { readDraft, type HelpmeForm } from './helpme-form.store.ts';
import { fieldId } from './field-ids.ts';
import { PhotoField } from './photo-field.tsx';

const req = (label: string) => <>{label} <span aria-hidden="true">*</span></>;

export function StepRecipient({ form }: { form: HelpmeForm }) {
  const v = readDraft(useStore(form.$draft));
  const { errors } = useStore(form.$ui);
  return (
    <>
      <Field
        id={fieldId('last_name')} label={req(s.fields.lastName)} autoComplete="off" required maxLength={HELPME_LIMITS.nameMax}
        value={v.last_name} error={errors.last_name} onChange={(e) => form.setText('last_name', e.currentTarget.value)}
      />
      <Field
        id={fieldId('first_name')} label={req(s.fields.firstName)} autoComplete="off" required maxLength={HELPME_LIMITS.nameMax}
        value={v.first_name} error={errors.first_name} onChange={(e) => form.setText('first_name', e.currentTarget.value)}
      />
      <Field
        id={fieldId('middle_name')} label={<>{s.fields.middleName} <span className="hm-muted">({s.fields.optional})</span></>}
        autoComplete="off" maxLength={HELPME_LIMITS.nameMax}
        value={v.middle_name} error={errors.middle_name} onChange={(e) => form.setText('middle_name', e.currentTarget.value)}
      />
      <Field
        id={fieldId('birth_date')} label={req(s.fields.birthDate)} type="date" required max={localDay(new Date())}
        value={v.birth_date} error={errors.birth_date} onChange={(e) => form.setText('birth_date', e.currentTarget.value)}
      />
      <Field
        id={fieldId('search_reason')} label={req(s.fields.searchReason)} multiline rows={4} required
        hint={interpolate(s.fields.searchReasonHint, { n: HELPME_LIMITS.searchReasonMax })}
        value={v.search_reason} error={errors.search_reason} onChange={(e) => form.setText('search_reason', e.currentTarget.value)}
      />
      <PhotoField form={form} />
      <Checkbox
        id={fieldId('publish_consent')}
        className="hm-consent"
        label={<>{s.fields.consent} <span aria-hidden="true">*</span></>}
        required
        checked={v.publish_consent}
        error={errors.publish_consent ?? null}
        onChange={(e) => form.setConsent(e.currentTarget.checked)}
      />
    </>
  );
}
