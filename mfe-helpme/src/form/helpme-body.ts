// The multipart body of POST /api/address_needs/ (spec §3 Blood request: city and blood_station
// are sent as city_id and blood_station_id; spec §5: empty values are omitted and arrays are sent
// as indexed fields, `requested_blood_type[0]=o_plus`). The photo goes as the `_image` file part.
import { HELPME_IMAGE_FIELD } from '@donor/shared/contract/helpme-rules';
import type { HelpmeValues } from './helpme-checks.ts';

type Value = string | number | boolean | readonly string[] | null | undefined;

/** The text fields as the API reads them (trimmed), before the empty ones are dropped. */
export function bodyFields(values: HelpmeValues): Record<string, Value> {
  return {
    blood_class: values.blood_class,
    requested_blood_type: values.requested_blood_type,
    required_donors_count: values.required_donors_count.trim(),
    city_id: values.city?.value,
    blood_station_id: values.station?.value,
    last_date: values.last_date.trim(),
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    middle_name: values.middle_name.trim(),
    birth_date: values.birth_date.trim(),
    search_reason: values.search_reason.trim(),
    publish_consent: values.publish_consent,
  };
}

/** Adds `fields` to `form`: arrays as `name[i]`, nothing for empty values (spec §5). */
export function appendFields(form: FormData, fields: Record<string, Value>): FormData {
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      (value as readonly string[]).forEach((item, i) => form.append(`${name}[${i}]`, item));
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

export function helpmeFormData(values: HelpmeValues, image: File | null): FormData {
  const form = appendFields(new FormData(), bodyFields(values));
  if (image) form.append(HELPME_IMAGE_FIELD, image, image.name);
  return form;
}
