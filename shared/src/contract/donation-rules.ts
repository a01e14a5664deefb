// The donation rules without zod (spec §3, §5, §9): constants, messages, the amount and field
// checks and small response readers. contract/donation.ts re-exports all of it next to the
// zod/mini schemas; the partner widget imports this file directly so it ships no zod runtime
// (its 15 KB brotli budget, README «Бюджеты байтов»). donation.test.ts keeps readers and
// schemas in step.
import type { DonorList, PaymentsConfig, ProcessPaymentResponse } from './donation-types.ts';
import * as MSG from '../messages.ts';

// ---------------------------------------------------------------- constants (spec §9)

export const PRESETS = [300, 500, 1000, 3000] as const;
export const DEFAULT_PRESET = 500;
export const AMOUNT_MAX = 1_000_000;
export const AMOUNT_MIN = { monthly: 50, once: 100 } as const;
export const CUSTOM_SUM_MAX_LENGTH = 9;
export const COMMENT_MAX_LENGTH = 256;
export const DONOR_LIST_DEBOUNCE_MS = 500;
export const DONATERS_DEFAULTS = { amount: 300, payment_type: 'RECURRING' } as const;
/** spec §3 Payment metadata: utm_campaign is spelled 'widjet' (sic — analytics reports use it). */
export const WIDGET_CAMPAIGN = 'widjet';

export const PAYMENT_TYPES = ['monthly', 'once'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** spec §7: the donor list asks with kind RECURRING for monthly, ONETIME for once. */
export type PaymentKind = 'RECURRING' | 'ONETIME';
export const kindOf = (type: PaymentType): PaymentKind => (type === 'monthly' ? 'RECURRING' : 'ONETIME');

// ---------------------------------------------------------------- methods (spec §3, §4)

export const PAYMENT_METHODS = ['card', 'sbp', 'bank_card', 'yoo_money', 'sberbank', 'tinkoff_bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** spec §4: 'monthly' hides sbp, yoo_money and sberbank; 'once' hides nothing. */
export const ONCE_ONLY_METHODS: readonly PaymentMethod[] = ['sbp', 'yoo_money', 'sberbank'];
export const methodsFor = (type: PaymentType): PaymentMethod[] =>
  PAYMENT_METHODS.filter((m) => type === 'once' || !ONCE_ONLY_METHODS.includes(m));
/** spec §7 one-time link: payment_method is bank_card when card is chosen, else the value. */
export const linkMethodOf = (m: PaymentMethod): PaymentMethod => (m === 'card' ? 'bank_card' : m);

// ---------------------------------------------------------------- rules (spec §5)

// The wording lives in shared/src/messages.ts; these name the donation form's uses of it.
export const AMOUNT_MSG = {
  min: (type: PaymentType) => MSG.amountMin(AMOUNT_MIN[type]),
  max: MSG.amountMax(AMOUNT_MAX),
} as const;
export const FIELD_MSG = {
  required: MSG.required,
  email: MSG.email,
  agree: MSG.agree,
  comment: MSG.tooLong(COMMENT_MAX_LENGTH),
} as const;
/** Messages only the server gives (kept apart so the widget does not ship them). */
export const SERVER_MSG = {
  methodType: MSG.methodType,
  url: MSG.returnUrl,
} as const;

/** spec §5 "simple pattern with no spaces". */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** spec §5: monthly 50–1 000 000 ₽, once 100–1 000 000 ₽, inclusive; whole rubles. null = valid. */
export function amountError(type: PaymentType, amount: number): string | null {
  if (!Number.isSafeInteger(amount) || amount < AMOUNT_MIN[type]) return AMOUNT_MSG.min(type);
  if (amount > AMOUNT_MAX) return AMOUNT_MSG.max;
  return null;
}

/** spec §5 custom sum: digits only, at most 9 characters (anything else is dropped as typed). */
export const cleanCustomSum = (raw: string): string => raw.replace(/\D/g, '').slice(0, CUSTOM_SUM_MAX_LENGTH);

export const emailError = (v: string): string | null =>
  v.trim() === '' ? FIELD_MSG.required : EMAIL_RE.test(v.trim()) ? null : FIELD_MSG.email;
export const requiredError = (v: string): string | null => (v.trim() === '' ? FIELD_MSG.required : null);

// ---------------------------------------------------------------- readers without zod
// The partner widget has a 15 KB brotli budget (README «Бюджеты байтов») and zod's runtime
// alone is ~5 KB of it, so the form reads the three responses it needs with these small checks
// instead. The schemas above stay the contract (API validation, tests); donation.test.ts keeps
// both in step.

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (what: string): never => { throw new TypeError(`contract: unexpected ${what}`); };
const str = (v: unknown, what: string): string => (typeof v === 'string' ? v : bad(what));

export function readDonorList(v: unknown): DonorList {
  if (!isObj(v) || typeof v.count !== 'number' || !Array.isArray(v.results)) return bad('donor list');
  return {
    count: v.count,
    results: v.results.map((r: unknown) => {
      if (!isObj(r) || typeof r.id !== 'number') return bad('donor');
      return {
        id: r.id,
        name: str(r.name, 'donor name'),
        amount: typeof r.amount === 'number' ? r.amount : null,
      };
    }),
  };
}

export function readPaymentsConfig(v: unknown): PaymentsConfig {
  if (!isObj(v)) return bad('payments config');
  return { link: str(v.link, 'link provider'), widget: str(v.widget, 'widget provider') };
}

export function readProcessPayment(v: unknown): ProcessPaymentResponse {
  if (!isObj(v)) return bad('process-payment');
  const out: ProcessPaymentResponse = { order_id: str(v.order_id, 'order_id') };
  if (v.url !== undefined) out.url = str(v.url, 'url');
  if (v.widget !== undefined) {
    const w = isObj(v.widget) ? v.widget : bad('widget');
    out.widget = { script: str(w.script, 'script'), public_id: str(w.public_id, 'public_id'), invoice_id: str(w.invoice_id, 'invoice_id') };
  }
  return out;
}
