// Registration (spec §2 /sign_up, /sign_up_email; §5 "+… is a phone, otherwise e-mail"; §7
// registration, confirm_*_reg, resend_*): the two forms, the step between them and the code
// (user_id, channel, target, when the code went — kept in sessionStorage so the code can be
// entered after a reload), and the confirmation that logs in. The writes are
// sign-up.resource.ts's, the forms the kit's (shared/src/form/form.store.ts). The components only
// render. Both ways ask the city (prefilled from the region the visitor chose in the header, the
// shell's city store) and an optional blood group (spec §3 User blood_group): the account's value
// is the one the station finder and settings show (docs/ARCHITECTURE.md §6 «Registration carries
// more»).
import type { RegistrationEmailBody, RegistrationPhoneBody } from '@donor/shared/contract/auth-bodies';
import { normalizePhone } from '@donor/shared/form-rules';
import { createDraft } from '@donor/shared/stores/draft';
import type { CityChoice } from '@donor/shared/city-search';
import type { CityState } from '@donor/shared/stores/types';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import { createCodeForm } from '../code/code.store.ts';
import * as R from '../code/field-rules.ts';
import { PROFILE_PATH } from '../code/login-with-token.ts';
import type { AuthWriteDeps } from '../login/login.resource.ts';
import { createSignUpWrites, type Channel, type Registration } from './sign-up.resource.ts';
import type { BloodGroupChoice } from '../settings/blood-groups.ts';

export type { Channel } from './sign-up.resource.ts';

export interface SignUpStep {
  /** The registration attempt's id (201 `{user_id}`); 0 = no code pending. */
  user_id: number;
  channel: Channel | '';
  /** The normalised phone or the lower-case e-mail the code went to. */
  target: string;
  /** When the code went (ms), for the resend countdown after a reload. */
  sentAt: number;
}
export const NO_STEP: SignUpStep = { user_id: 0, channel: '', target: '', sentAt: 0 };
export const STEP_DRAFT = 'sign-up-step';

interface Consents {
  accept_terms: boolean;
  accept_personal_data: boolean;
}
interface Extras {
  city: CityChoice | null;
  blood_group: BloodGroupChoice;
}
export interface PhoneValues extends Consents, Extras {
  phone: string;
  password: string;
  first_name: string;
  tag: string;
}
export interface EmailValues extends Consents, Extras {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  tag: string;
}
const consentsOff: Consents = { accept_terms: false, accept_personal_data: false };
export const PHONE_INITIAL: PhoneValues = { phone: '', password: '', first_name: '', tag: '', city: null, blood_group: '', ...consentsOff };
export const EMAIL_INITIAL: EmailValues = {
  email: '', password: '', first_name: '', last_name: '', city: null, birth_date: '', tag: '', blood_group: '', ...consentsOff,
};
export const DRAFTS = { phone: 'sign-up-phone', email: 'sign-up-email' } as const;

export type PhoneField = keyof PhoneValues;
export type EmailField = keyof EmailValues;

export function phoneErrors(v: PhoneValues) {
  return R.collect<PhoneField>({
    phone: R.phone(v.phone),
    password: R.password(v.password),
    first_name: R.requiredName(v.first_name),
    tag: R.optionalText(64)(v.tag),
    ...R.consents(v),
  } as Record<PhoneField, string | null>);
}

export function emailErrors(v: EmailValues, now = new Date()) {
  return R.collect<EmailField>({
    email: R.email(v.email),
    password: R.password(v.password),
    first_name: R.requiredName(v.first_name),
    last_name: R.optionalText(150)(v.last_name),
    birth_date: R.birthDate(v.birth_date, now),
    tag: R.optionalText(64)(v.tag),
    ...R.consents(v),
  } as Record<EmailField, string | null>);
}

const orNull = (s: string): string | null => (s.trim() ? s.trim() : null);
/** The group only when told: «Не знаю» sends nothing (the API's null). */
const groupOf = (v: Extras) => (v.blood_group ? { blood_group: v.blood_group } : {});

/**
 * The region chosen in the header as a city choice (spec §3 Selected city state): none for «Все
 * регионы» (0) or while its name is unknown.
 */
export function regionChoice(state: Pick<CityState, 'cityID' | 'name' | 'headerCity'>): CityChoice | null {
  const label = state.name ?? state.headerCity;
  return state.cityID > 0 && label ? { value: state.cityID, label } : null;
}

export const phoneBody = (v: PhoneValues): RegistrationPhoneBody => ({
  phone: normalizePhone(v.phone.trim()),
  password: v.password,
  first_name: v.first_name.trim(),
  tag: orNull(v.tag),
  city_id: v.city?.value ?? null,
  ...groupOf(v),
  accept_terms: true,
  accept_personal_data: true,
});

export const emailBody = (v: EmailValues): RegistrationEmailBody => ({
  email: v.email.trim().toLowerCase(),
  password: v.password,
  first_name: v.first_name.trim(),
  last_name: orNull(v.last_name),
  city_id: v.city?.value ?? null,
  birth_date: orNull(v.birth_date),
  tag: orNull(v.tag),
  ...groupOf(v),
  accept_terms: true,
  accept_personal_data: true,
});

export interface SignUpDeps extends AuthWriteDeps {
  /** The remembered referral code (referral.ts), read at submit time. */
  referralCode: () => string | null;
  /** A full navigation, so the host's guards see the new token cookie. */
  go: (path: string) => void;
  now?: () => number;
}

/** The step of the registration in progress, shared by both pages (one registration at a time). */
export const createSignUpStep = () => createDraft<SignUpStep>(STEP_DRAFT, NO_STEP);

/** What both pages share: the registration write, the step, the code and its confirmation. */
function createFlow(deps: SignUpDeps, channel: Channel, resetForm: () => void) {
  const now = deps.now ?? Date.now;
  const step = createSignUpStep();
  const writes = createSignUpWrites(deps, channel);

  /** The registration's data for a body (the referral code read now), and where its code goes. */
  const registration = (body: RegistrationPhoneBody | RegistrationEmailBody): Registration => ({ body, referralCode: deps.referralCode() });
  const registered = (userId: number, target: string) => step.$draft.set({ user_id: userId, channel, target, sentAt: now() });

  /** The code screen of the pending step: confirming logs in and goes to the cabinet. */
  function codeForm() {
    const s = step.$draft.get();
    return createCodeForm({
      sentAt: s.sentAt,
      now,
      confirm: writes.$confirm,
      leaves: true,
      confirmData: (code) => ({ user_id: s.user_id, target: s.target, code }),
      confirmed: () => {
        step.reset();
        resetForm();
        deps.go(PROFILE_PATH);
      },
      resend: writes.$resend,
      resendData: { user_id: s.user_id },
      onResent: (at) => step.set('sentAt', at),
    });
  }

  /** «Изменить номер/адрес»: back to the form (its draft is kept; the attempt simply expires). */
  const changeTarget = () => step.reset();

  return { $register: writes.$register, registration, registered, $step: step.$draft, codeForm, changeTarget };
}

/**
 * Offers the header's region as the city once per form: only into an empty field, so a city the
 * donor typed (or a draft restored after a reload) is never overwritten.
 */
function regionPrefill(form: { $values: { get(): Extras }; set(field: 'city', value: CityChoice | null): void }) {
  let offered = false;
  return (choice: CityChoice | null) => {
    if (offered || !choice) return;
    offered = true;
    if (form.$values.get().city === null) form.set('city', choice);
  };
}

export function createPhoneSignUp(deps: SignUpDeps) {
  const flow = createFlow(deps, 'phone', () => form.reset());
  const form = createForm<PhoneValues, PhoneField, Registration, number>({
    draft: DRAFTS.phone,
    initial: PHONE_INITIAL,
    secret: ['password'],
    validate: (v) => phoneErrors(v),
    fields: {
      ...sameNames<PhoneField>('phone', 'password', 'first_name', 'tag', 'blood_group', 'accept_terms', 'accept_personal_data'),
      city_id: 'city',
    },
    mutator: flow.$register,
    data: (v) => flow.registration(phoneBody(v)),
    done: (userId, v) => flow.registered(userId, phoneBody(v).phone),
  });
  return { form, $step: flow.$step, codeForm: flow.codeForm, changeTarget: flow.changeTarget, prefillCity: regionPrefill(form) };
}

export function createEmailSignUp(deps: SignUpDeps) {
  const flow = createFlow(deps, 'email', () => form.reset());
  const form = createForm<EmailValues, EmailField, Registration, number>({
    draft: DRAFTS.email,
    initial: EMAIL_INITIAL,
    secret: ['password'],
    validate: (v) => emailErrors(v),
    fields: {
      ...sameNames<EmailField>('email', 'password', 'first_name', 'last_name', 'birth_date', 'tag', 'blood_group', 'accept_terms', 'accept_personal_data'),
      city_id: 'city',
    },
    mutator: flow.$register,
    data: (v) => flow.registration(emailBody(v)),
    done: (userId, v) => flow.registered(userId, emailBody(v).email),
  });
  return { form, $step: flow.$step, codeForm: flow.codeForm, changeTarget: flow.changeTarget, prefillCity: regionPrefill(form) };
}

export type PhoneSignUp = ReturnType<typeof createPhoneSignUp>;
export type EmailSignUp = ReturnType<typeof createEmailSignUp>;

/** The step belongs to this page's channel and has a code pending. */
export const pendingOn = (s: SignUpStep, channel: Channel): boolean => s.user_id > 0 && s.channel === channel && s.target !== '';
