// The help-me form (spec §2 /helpme/, §3 Blood request and Recipient data, §4 "Help-me form", §5,
// §8): welcome page, step 0 (blood request) and step 1 (recipient), one store the page renders.
// Next validates the current step and advances only without errors, otherwise records the first
// error field (the page focuses and scrolls to it); Back goes down to 0; Submit validates, sets
// loading and posts the multipart body; success with an id goes to /recipient/{id}, success
// without one only logs a generic error, a failure clears loading and shows the API's field
// errors next to their fields. Reinitialise goes back to the welcome page, step 0.
// The values live in a session draft (createDraft): a reload or a failed submit keeps them; the
// photo is held in memory only (a File cannot be stored), so a failed submit keeps it too.
import { map } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { isApiError } from '@donor/shared/api-error';
import { createDraft } from '@donor/shared/stores/draft';
import { checkImageFile, type ImageSize } from '@donor/shared/image-check';
import { HELPME_LIMITS } from '@donor/shared/contract/helpme-rules';
import * as MSG from '@donor/shared/messages';
import { pathTo } from '@donor/shared/routes';
import { firstErrorField, isHelpmeField, stepErrors, stepOf, type Choice, type FieldErrors, type HelpmeField, type HelpmeValues } from './helpme-checks.ts';
import { helpmeFormData } from './helpme-body.ts';

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
}

const INITIAL_UI: HelpmeUi = { errors: {}, focus: null, formError: null, submitting: false, image: null, imageChecking: false };

export interface HelpmeFormDeps {
  api: Pick<Api, 'post'>;
  /** Client-side navigation to the new request's page. */
  go: (path: string) => void;
  now?: () => Date;
  /** Test seam: the decoded size of a picture (the browser's createImageBitmap by default). */
  readImageSize?: (file: Blob) => Promise<ImageSize>;
  /** spec §8: success without an id is only logged. */
  log?: (message: string, detail?: unknown) => void;
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
  const draft = createDraft<HelpmeDraft>('helpme', INITIAL_DRAFT);
  const $ui = map<HelpmeUi>(INITIAL_UI);
  let attempt = 0;
  let imageToken = 0;

  const values = (): HelpmeDraft => readDraft(draft.$draft.get());
  const update = (patch: Partial<HelpmeDraft>) => draft.$draft.set({ ...values(), ...patch });

  /** spec §5: an edit clears that field's error (and the form's). */
  function clearErrors(...fields: HelpmeField[]) {
    const errors = { ...$ui.get().errors };
    for (const field of fields) delete errors[field];
    $ui.set({ ...$ui.get(), errors, formError: null });
  }

  function showErrors(errors: FieldErrors, formError: string | null = null) {
    const field = firstErrorField(errors);
    $ui.set({ ...$ui.get(), errors, formError, focus: field ? { field, attempt: ++attempt } : null });
    return field;
  }

  function setText(field: TextField, value: string) {
    update({ [field]: value });
    clearErrors(field);
  }

  /** spec §5: a multi-select toggles a value in or out. */
  function toggleBloodType(type: string) {
    const current = values().requested_blood_type;
    update({ requested_blood_type: current.includes(type) ? current.filter((t) => t !== type) : [...current, type] });
    clearErrors('requested_blood_type');
  }

  /** A station belongs to a city: choosing another city clears the station. */
  function setCity(city: Choice | null) {
    const before = values();
    update({ city, station: before.city?.value === city?.value ? before.station : null });
    clearErrors('city_id', 'blood_station_id');
  }

  function setStation(station: Choice | null) {
    update({ station });
    clearErrors('blood_station_id');
  }

  function setConsent(publish_consent: boolean) {
    update({ publish_consent });
    clearErrors('publish_consent');
  }

  /** spec §5 "Image": checked in the browser before upload; a refused file is not kept. */
  async function pickImage(file: File | null): Promise<void> {
    const token = ++imageToken;
    clearErrors('_image');
    if (!file) {
      $ui.set({ ...$ui.get(), image: null, imageChecking: false });
      return;
    }
    $ui.set({ ...$ui.get(), imageChecking: true });
    const problem = await checkImageFile(file, deps.readImageSize);
    if (token !== imageToken) return; // another file was chosen meanwhile
    const errors = { ...$ui.get().errors };
    if (problem) errors._image = problem;
    $ui.set({ ...$ui.get(), errors, image: problem ? null : file, imageChecking: false });
  }

  function next(): boolean {
    const { step } = values();
    const errors = stepErrors(step, values(), now());
    if (firstErrorField(errors)) {
      showErrors({ ...$ui.get().errors, ...errors });
      return false;
    }
    update({ step: Math.min(step + 1, LAST_STEP) });
    $ui.set({ ...$ui.get(), focus: null, formError: null });
    return true;
  }

  function back(): void {
    update({ step: Math.max(values().step - 1, 0) });
    $ui.set({ ...$ui.get(), focus: null });
  }

  function reinitialise(): void {
    imageToken++;
    draft.reset();
    $ui.set(INITIAL_UI);
  }

  async function submit(): Promise<boolean> {
    const ui = $ui.get();
    if (ui.submitting || ui.imageChecking) return false;
    const current = values();
    // Step 1 is valid when the visitor got here; a draft restored from another day may not be.
    for (let step = 0; step <= LAST_STEP; step++) {
      const errors = stepErrors(step, current, now());
      if (firstErrorField(errors)) {
        update({ step });
        showErrors(errors);
        return false;
      }
    }
    $ui.set({ ...ui, errors: {}, formError: null, focus: null, submitting: true });
    let created: unknown;
    try {
      created = await deps.api.post('/api/address_needs/', helpmeFormData(current, ui.image));
    } catch (error) {
      $ui.setKey('submitting', false);
      failed(error);
      return false;
    }
    $ui.setKey('submitting', false);
    const id = (created as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'number') {
      log(MSG.generic, created);
      return false;
    }
    reinitialise();
    deps.go(pathTo('recipient', { id }));
    return true;
  }

  /** The API's answer next to its fields; the step of the first one is shown and focused. */
  function failed(error: unknown): void {
    if (!isApiError(error) || error.kind === 'network') {
      showErrors({}, MSG.network);
      return;
    }
    const errors: FieldErrors = {};
    const rest: string[] = [];
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const field = key.replace(/\[\d+\]$/, '');
      if (isHelpmeField(field)) errors[field] ??= messages[0];
      else rest.push(...messages);
    }
    const formError = rest[0] ?? (firstErrorField(errors) ? null : error.detail ?? (error.status >= 500 ? MSG.server : MSG.generic));
    const field = showErrors(errors, formError);
    if (field) update({ step: stepOf(field) });
  }

  return {
    draft,
    $draft: draft.$draft,
    $ui,
    values,
    start: () => update({ welcome: false }),
    showWelcome: () => update({ welcome: true }),
    setText, toggleBloodType, setCity, setStation, setConsent, pickImage, next, back, submit, reinitialise,
  };
}

export type HelpmeForm = ReturnType<typeof createHelpmeForm>;
