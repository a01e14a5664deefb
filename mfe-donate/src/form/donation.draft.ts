// The donation form draft (spec §3 "Donation form draft") as plain data and pure functions:
// defaults, the spec §5 field checks, restoring a saved draft and the spec §4 query overrides.
// The store (donation.store.ts) composes these; nothing here touches the DOM or the network.
import {
  DEFAULT_PRESET, PAYMENT_METHODS, PRESETS, amountError, cleanCustomSum, emailError, requiredError,
  type PaymentMethod, type PaymentType,
} from '@donor/shared/contract/donation-rules';
import { S } from '../donate.strings.ts';

export interface DonationDraft {
  payment_type: PaymentType;
  /** Custom amount as typed (digits only, ≤ 9); '' when a preset is chosen. */
  sum: string;
  /** The chosen preset, or null while a custom sum is typed. */
  simple_sum: number | null;
  payment_service: PaymentMethod;
  comment: string;
  firstname: string;
  lastname: string;
  email: string;
  offer_agree: boolean;
  personal_agree: boolean;
  /** "Hide my name in the feed" (metadata donater_status 'anonym'). */
  donater_status: boolean;
  /** "Hide my donation amount in the feed" (metadata payment_display_status 'hidden'). */
  payment_display_status: boolean;
}

export type DraftField = keyof DonationDraft;
/** Fields that can carry an error message; 'sum' is the amount (preset or custom). */
export type ErrorField = 'sum' | 'firstname' | 'email' | 'offer_agree' | 'personal_agree' | 'comment';
export type Errors = Partial<Record<ErrorField, string>>;

export const defaultDraft = (): DonationDraft => ({
  payment_type: 'monthly',
  sum: '',
  simple_sum: DEFAULT_PRESET,
  payment_service: 'card',
  comment: '',
  firstname: '',
  lastname: '',
  email: '',
  offer_agree: false,
  personal_agree: false,
  donater_status: false,
  payment_display_status: false,
});

/** spec §4: an empty custom input falls back to preset 500. */
export function amountOf(d: DonationDraft): number {
  return d.sum !== '' ? Number(d.sum) : (d.simple_sum ?? DEFAULT_PRESET);
}

/** spec §5: a preset always counts as valid; a typed sum must fit the type's range. */
export function sumError(d: DonationDraft): string | null {
  if (d.sum === '') return null;
  return amountError(d.payment_type, Number(d.sum));
}

/** spec §5: each edit re-validates that field (email against the pattern, others non-empty). */
export function fieldError(field: ErrorField, d: DonationDraft): string | null {
  switch (field) {
    case 'sum': return sumError(d);
    case 'firstname': return requiredError(d.firstname);
    case 'email': return emailError(d.email);
    case 'offer_agree': return d.offer_agree ? null : S.agreeRequired;
    case 'personal_agree': return d.personal_agree ? null : S.agreeRequired;
    case 'comment': return d.comment.length > 256 ? S.commentTooLong : null;
  }
}

export const STEP1_FIELDS: readonly ErrorField[] = ['sum', 'firstname', 'email', 'offer_agree', 'personal_agree', 'comment'];

export function validateAll(d: DonationDraft): Errors {
  const errors: Errors = {};
  for (const f of STEP1_FIELDS) {
    const e = fieldError(f, d);
    if (e) errors[f] = e;
  }
  return errors;
}

/** spec §4 success: defaults (monthly, 500, empty comment, agreements off); contacts are kept. */
export function resetAfterSuccess(d: DonationDraft): DonationDraft {
  const base = defaultDraft();
  return {
    ...d,
    payment_type: base.payment_type,
    sum: '',
    simple_sum: base.simple_sum,
    payment_service: base.payment_service,
    comment: '',
    offer_agree: false,
    personal_agree: false,
  };
}

/** A saved draft is untrusted text: keep only fields of the right type and value. */
export function restoreDraft(raw: string | null): DonationDraft {
  const d = defaultDraft();
  if (!raw) return d;
  let saved: Record<string, unknown>;
  try {
    saved = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return d;
  }
  if (!saved || typeof saved !== 'object') return d;
  const out: Record<string, unknown> = { ...d };
  for (const key of Object.keys(d) as DraftField[]) {
    const v = saved[key];
    if (typeof v === typeof d[key] && v !== undefined) out[key] = v;
  }
  const r = out as unknown as DonationDraft;
  if (r.payment_type !== 'monthly' && r.payment_type !== 'once') r.payment_type = 'monthly';
  if (!PAYMENT_METHODS.includes(r.payment_service)) r.payment_service = 'card';
  r.sum = cleanCustomSum(r.sum);
  const preset = saved.simple_sum;
  r.simple_sum = typeof preset === 'number' && (PRESETS as readonly number[]).includes(preset) ? preset : r.sum ? null : DEFAULT_PRESET;
  r.comment = r.comment.slice(0, 256);
  return r;
}

/**
 * spec §4: type=recurent forces the recurring path; sum and email override amount and email.
 * A sum equal to a preset selects the preset, any other becomes the custom sum.
 */
export function applyQuery(d: DonationDraft, query: URLSearchParams): DonationDraft {
  const next = { ...d };
  if (query.get('type') === 'recurent') next.payment_type = 'monthly';
  const sum = cleanCustomSum(query.get('sum') ?? '');
  if (sum !== '') {
    const n = Number(sum);
    if ((PRESETS as readonly number[]).includes(n)) Object.assign(next, { simple_sum: n, sum: '' });
    else Object.assign(next, { simple_sum: null, sum });
  }
  const email = query.get('email');
  if (email && email.trim()) next.email = email.trim().slice(0, 254);
  return next;
}
