// The help-me form (spec §2 /helpme/, §3 Blood request and Recipient data, §4 "Help-me form", §5,
// §8): welcome page, step 0 (blood request) and step 1 (recipient), one store the page renders.
// Next validates the current step and advances only without errors, otherwise records the first
// error field (the page focuses and scrolls to it); Back goes down to 0; Submit validates and
// hands the multipart body to the write (helpme.resource.ts; its `loading` is `submitting`);
// success with an id goes to /recipient/{id}, success without one only logs a generic error, a
// failure shows the API's field errors next to their fields (the kit's fieldMessages).
// Reinitialise goes back to the welcome page, step 0. A form of the kit
// (shared/src/form/form.store.ts): the values live in its session draft, so a reload or a failed
// submit keeps them; the photo is held in memory only (a File cannot be stored), so a failed
// submit keeps it too.
// Edit mode (docs/helpme.md «Модерация»: a request the moderator returned or rejected): the same
// form starts from the request's data (`edit`), in a draft of its own, and sends it again
// (POST …/resubmit/); no new photo keeps the current one, unless the author drops it.
import { computed, map } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { checkImageFile, type ImageSize } from '@donor/shared/image-check';
import { HELPME_LIMITS, HELPME_STEP_FIELDS } from '@donor/shared/contract/helpme-rules';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import * as MSG from '@donor/shared/messages';
import type { QueryContext } from '@donor/shared/query';
import { pathTo } from '@donor/shared/routes';
import { firstErrorField, stepErrors, stepOf, type Choice, type FieldErrors, type HelpmeField, type HelpmeValues } from './helpme-checks.ts';
import { helpmeFormData } from './helpme-body.ts';
import type { RecipientNeed } from '@donor/shared/contract/helpme';
import { createNeedWrite, resubmitNeedWrite } from './helpme.resource.ts';

/** spec §9: two steps (0 and 1). */
export const LAST_STEP = 1;

export interface HelpmeDraft extends HelpmeValues {
  /** spec §2: the welcome page is closed to begin and can be reopened. */
  welcome: boolean;
  step: number;
}

export const INITIAL_DRAFT: HelpmeDraft = {
  welcome: true,
  step: 0,
  blood_class: '',
  requested_blood_type: [],
  // spec §3, §9: required_donors_count defaults to 10.
  required_donors_count: String(HELPME_LIMITS.donorsDefault),
  city: null,
  station: null,
  last_date: '',
  last_name: '',
  first_name: '',
  middle_name: '',
  birth_date: '',
  search_reason: '',
  publish_consent: false,
};

export interface HelpmeUi {
  errors: FieldErrors;
  /** The field to focus and scroll to, and a counter that changes on every failed attempt. */
  focus: { field: HelpmeField; attempt: number } | null;
  formError: string | null;
  submitting: boolean;
  image: File | null;
  imageChecking: boolean;
  /** Edit mode: the current photo is to be dropped (no new one chosen). */
  dropImage: boolean;
}

type HelpmeExtras = Pick<HelpmeUi, 'focus' | 'image' | 'imageChecking' | 'dropImage'>;
const INITIAL_EXTRAS: HelpmeExtras = { focus: null, image: null, imageChecking: false, dropImage: false };

/** A returned request being edited: its id, its data as the form's draft, its current photo. */
export interface HelpmeEdit {
  id: number;
  initial: HelpmeDraft;
  /** The draft's name: a new one for each return, so an older round's edits do not come back. */
  draftName: string;
  image: string | null;
  /** The moderator's reason and comment, shown above the form. */
  reason: string | null;
  comment: string | null;
}

/** The form's draft from a request the author edits (the consent is asked again). */
export function editOf(need: RecipientNeed): HelpmeEdit {
  const m = need.moderation;
  return {
    id: need.id,
    draftName: `helpme-edit-${need.id}-${m?.moderated_at ?? ''}`,
    image: need.image,
    reason: m?.reason_text ?? null,
    comment: m?.comment ?? null,
    initial: {
      welcome: false,
      step: 0,
      blood_class: need.blood_class,
      requested_blood_type: [...need.requested_blood_type],
      required_donors_count: String(need.required_donors_count),
      city: need.city ? { value: need.city.id, label: need.city.title } : null,
      station: need.blood_station ? { value: need.blood_station.id, label: need.blood_station.title } : null,
      last_date: need.last_date,
      last_name: need.last_name ?? '',
      first_name: need.first_name ?? '',
      middle_name: need.middle_name ?? '',
      birth_date: need.birth_date ?? '',
      search_reason: need.search_reason ?? '',
      publish_consent: false,
    },
  };
}

/** Every field of both steps, by its API name (an unknown one goes to the alert). */
const FIELDS = sameNames<HelpmeField>(...HELPME_STEP_FIELDS.flat());

export interface HelpmeFormDeps {
  query: QueryContext;
  api: Pick<Api, 'request'>;
  /** Client-side navigation to the new request's page. */
  go: (path: string) => void;
  now?: () => Date;
  /** Test seam: the decoded size of a picture (the browser's createImageBitmap by default). */
  readImageSize?: (file: Blob) => Promise<ImageSize>;
  /** spec §8: success without an id is only logged. */
  log?: (message: string, detail?: unknown) => void;
  /** Editing a returned request instead of writing a new one. */
  edit?: HelpmeEdit;
}

type TextField = 'blood_class' | 'required_donors_count' | 'last_date' | 'last_name' | 'first_name' | 'middle_name' | 'birth_date' | 'search_reason';

const isChoice = (v: unknown): v is Choice =>
  typeof v === 'object' && v !== null && typeof (v as Choice).value === 'number' && typeof (v as Choice).label === 'string';

/** A stored draft is read back defensively: a value of the wrong shape falls back to its default. */
export function readDraft(d: HelpmeDraft): HelpmeDraft {
  return {
    ...d,
    step: d.step === 1 ? 1 : 0,
    requested_blood_type: Array.isArray(d.requested_blood_type) ? d.requested_blood_type.filter((t) => typeof t === 'string') : [],
    city: isChoice(d.city) ? d.city : null,
    station: isChoice(d.station) ? d.station : null,
  };
}

export function createHelpmeForm(deps: HelpmeFormDeps) {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((message: string, detail?: unknown) => console.error(message, detail));
  const $extras = map<HelpmeExtras>(INITIAL_EXTRAS);
  let attempt = 0;
  let imageToken = 0;

  /** Records the field the page focuses and scrolls to (a new attempt each time), or none. */
  function focusOn(field: HelpmeField | null): HelpmeField | null {
    $extras.setKey('focus', field ? { field, attempt: ++attempt } : null);
    return field;
  }

  const edit = deps.edit;
  const form = createForm<HelpmeDraft, HelpmeField, FormData, unknown>({
    draft: edit ? edit.draftName : 'helpme',
    initial: edit ? edit.initial : INITIAL_DRAFT,
    // Step 1 is valid when the visitor got here; a draft restored from another day may not be.
    validate: (v) => {
      const current = readDraft(v);
      for (let step = 0; step <= LAST_STEP; step++) {
        const errors = stepErrors(step, current, now());
        if (firstErrorField(errors)) return errors;
      }
      return {};
    },
    fields: FIELDS,
    mutator: edit ? resubmitNeedWrite(deps, edit.id) : createNeedWrite(deps),
    data: (v) => {
      const { image, dropImage } = $extras.get();
      const body = helpmeFormData(readDraft(v), image);
      if (edit && !image && dropImage) body.append('remove_image', 'true');
      return body;
    },
    sending: () => focusOn(null),
    done: (created) => {
      const id = (created as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'number') {
        log(MSG.generic, created);
        return false;
      }
      reinitialise();
      deps.go(pathTo('recipient', { id }));
      return true;
    },
    // The rules' or the API's errors: the step of the first one is shown and its field focused.
    refused: ({ errors }) => {
      const field = focusOn(firstErrorField(errors));
      if (field) update({ step: stepOf(field) });
    },
  });

  const values = (): HelpmeDraft => readDraft(form.$values.get());
  const update = (patch: Partial<HelpmeDraft>) => form.$values.set({ ...values(), ...patch });
  const $ui = computed([form.$status, $extras], (status, extras): HelpmeUi => ({ ...status, ...extras }));

  function setText(field: TextField, value: string) {
    update({ [field]: value });
    form.clearErrors(field);
  }

  /** spec §5: a multi-select toggles a value in or out. */
  function toggleBloodType(type: string) {
    const current = values().requested_blood_type;
    update({ requested_blood_type: current.includes(type) ? current.filter((t) => t !== type) : [...current, type] });
    form.clearErrors('requested_blood_type');
  }

  /** A station belongs to a city: choosing another city clears the station. */
  function setCity(city: Choice | null) {
    const before = values();
    update({ city, station: before.city?.value === city?.value ? before.station : null });
    form.clearErrors('city_id', 'blood_station_id');
  }

  function setStation(station: Choice | null) {
    update({ station });
    form.clearErrors('blood_station_id');
  }

  function setConsent(publish_consent: boolean) {
    update({ publish_consent });
    form.clearErrors('publish_consent');
  }

  /** spec §5 "Image": checked in the browser before upload; a refused file is not kept. */
  async function pickImage(file: File | null): Promise<void> {
    const token = ++imageToken;
    form.clearErrors('_image');
    if (!file) {
      $extras.set({ ...$extras.get(), image: null, imageChecking: false });
      return;
    }
    $extras.setKey('imageChecking', true);
    const problem = await checkImageFile(file, deps.readImageSize);
    if (token !== imageToken) return; // another file was chosen meanwhile
    const { errors, formError } = form.$status.get();
    if (problem) form.showErrors({ ...errors, _image: problem }, formError);
    $extras.set({ ...$extras.get(), image: problem ? null : file, imageChecking: false });
  }

  /** Edit mode: drop (or keep) the request's current photo. */
  function setDropImage(drop: boolean): void {
    $extras.setKey('dropImage', drop);
  }

  function next(): boolean {
    const { step } = values();
    const errors = stepErrors(step, values(), now());
    const field = firstErrorField(errors);
    if (field) {
      const shown = { ...form.$status.get().errors, ...errors };
      form.showErrors(shown);
      focusOn(firstErrorField(shown));
      return false;
    }
    update({ step: Math.min(step + 1, LAST_STEP) });
    form.clearErrors();
    $extras.setKey('focus', null);
    return true;
  }

  function back(): void {
    update({ step: Math.max(values().step - 1, 0) });
    $extras.setKey('focus', null);
  }

  function reinitialise(): void {
    imageToken++;
    form.reset();
    form.showErrors({});
    $extras.set(INITIAL_EXTRAS);
  }

  async function submit(): Promise<boolean> {
    if ($extras.get().imageChecking) return false;
    return form.submit();
  }

  return {
    $draft: form.$values,
    $ui,
    values,
    start: () => update({ welcome: false }),
    showWelcome: () => update({ welcome: true }),
    setText, toggleBloodType, setCity, setStation, setConsent, pickImage, setDropImage, next, back, submit, reinitialise,
    /** The request being edited, or null for a new one. */
    edit: edit ?? null,
  };
}

export type HelpmeForm = ReturnType<typeof createHelpmeForm>;
