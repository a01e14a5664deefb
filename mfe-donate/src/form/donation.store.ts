// The donation form's state and rules (spec §4 "Donation widget step", "Success flag", presets,
// hide checkboxes, method hiding, query parameters; §5 amount and field rules; §7 donor list).
// One store serves the section page, the main-site slot and the partner widget: components only
// render it and call its actions (STYLE "From nanostores"). Reactions (saving the draft,
// reloading the donor list) are listeners, not part of the actions. Its requests go through its
// own small Http port, not the query context: the partner widget runs this same store with no
// shell around it (docs/ARCHITECTURE.md §2.2, the one exception to the data idiom).
import { atom, computed } from 'nanostores';
import {
  DONOR_LIST_DEBOUNCE_MS, PRESETS, readDonorList, cleanCustomSum, kindOf, methodsFor,
  type PaymentMethod, type PaymentType,
} from '@donor/shared/contract/donation-rules';
import type { Donor } from '@donor/shared/contract/donation';
import {
  STEP1_FIELDS, amountOf, applyQuery, defaultDraft, fieldError, resetAfterSuccess, restoreDraft, validateAll,
  type DonationDraft, type ErrorField, type Errors,
} from './donation.draft.ts';
import { startPayment, type PaymentDeps } from './donation.payment.ts';
import type { DonorUser } from './donation.user.ts';

/** Re-exported: the store's users (tests, pages) take the form's user type from here. */
export type { DonorUser };

export interface DonationDeps extends PaymentDeps {
  /** sessionStorage: the draft survives a reload (never card data — the form has none). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  storageKey?: string;
}

export type Step = 1 | 2;
export interface DonorsState {
  count: number;
  results: Donor[];
  loading: boolean;
}

const SEEN_KEY = 'donation-pending';

export function createDonationForm(deps: DonationDeps) {
  const key = deps.storageKey ?? 'donation-draft';
  const read = (k: string) => { try { return deps.storage?.getItem(k) ?? null; } catch { return null; } };
  const write = (k: string, v: string | null) => {
    try { if (v === null) deps.storage?.removeItem(k); else deps.storage?.setItem(k, v); } catch { /* storage off */ }
  };

  const query = new URL(deps.location.href).searchParams;
  const $donationDraft = atom<DonationDraft>(applyQuery(restoreDraft(read(key)), query));
  const $errors = atom<Errors>({});
  const $step = atom<Step>(1);
  const $success = atom(false);
  /** Which kind the shown success is for: the thank-you texts differ (once / monthly). */
  const $paidType = atom<PaymentType>('monthly');
  /** spec §4 double-submission guard. */
  const $paying = atom(false);
  const $payFailed = atom(false);
  const $user = atom<DonorUser | null>(null);
  const $donors = atom<DonorsState>({ count: 0, results: [], loading: false });

  const $amount = computed($donationDraft, amountOf);
  const $methods = computed($donationDraft, (d) => methodsFor(d.payment_type));
  /** spec §3: name and surname are disabled when the user's donation count is non-zero. */
  const $nameLocked = computed($user, (u) => !!u && u.donation_agg.count > 0);

  const set = <K extends keyof DonationDraft>(field: K, value: DonationDraft[K]) =>
    $donationDraft.set({ ...$donationDraft.get(), [field]: value });
  const revalidate = (field: ErrorField) => {
    const { [field]: _old, ...rest } = $errors.get();
    const e = fieldError(field, $donationDraft.get());
    $errors.set(e ? { ...rest, [field]: e } : rest);
  };

  // -------------------------------------------------------------- step 1 actions

  /** spec §4: 'monthly' hides sbp, yoo_money and sberbank — a hidden choice falls back to card. */
  function setType(type: PaymentType) {
    set('payment_type', type);
    if (!methodsFor(type).includes($donationDraft.get().payment_service)) set('payment_service', 'card');
    revalidate('sum');
  }
  /** spec §4: choosing a preset clears the custom sum. */
  function choosePreset(value: number) {
    if (!(PRESETS as readonly number[]).includes(value)) return;
    $donationDraft.set({ ...$donationDraft.get(), simple_sum: value, sum: '' });
    revalidate('sum');
  }
  /** spec §4/§5: typing clears the preset; digits only, ≤ 9; empty falls back to preset 500. */
  function setCustomSum(raw: string) {
    const sum = cleanCustomSum(raw);
    const d = $donationDraft.get();
    $donationDraft.set({ ...d, sum, simple_sum: sum === '' ? 500 : null });
    revalidate('sum');
  }
  function setText(field: 'firstname' | 'lastname' | 'email' | 'comment', value: string) {
    if ((field === 'firstname' || field === 'lastname') && $nameLocked.get()) return;
    set(field, field === 'comment' ? value.slice(0, 256) : value);
    if (field !== 'lastname') revalidate(field);
  }
  function setAgree(field: 'offer_agree' | 'personal_agree', on: boolean) {
    set(field, on);
    revalidate(field);
  }
  /** spec §4: the two hide checkboxes are mutually exclusive. */
  function setHide(field: 'donater_status' | 'payment_display_status', on: boolean) {
    const other = field === 'donater_status' ? 'payment_display_status' : 'donater_status';
    $donationDraft.set({ ...$donationDraft.get(), [field]: on, ...(on ? { [other]: false } : {}) });
  }
  function chooseMethod(method: PaymentMethod) {
    if ($methods.get().includes(method)) set('payment_service', method);
  }

  /** spec §4: 1 → 2 only with a valid amount and valid contact fields; failing fields get errors. */
  function next(): boolean {
    const errors = validateAll($donationDraft.get());
    $errors.set(errors);
    if (Object.keys(errors).length > 0) return false;
    $payFailed.set(false);
    $step.set(2);
    return true;
  }
  /** spec §4: 2 → 1 via 'Назад'. */
  const back = () => $step.set(1);

  /** spec §4 Success: reset to defaults and step 1. */
  function showSuccess(type: PaymentType) {
    $paidType.set(type);
    $donationDraft.set(resetAfterSuccess($donationDraft.get()));
    $errors.set({});
    $step.set(1);
    $success.set(true);
  }
  /** 'Пожертвовать еще' clears the success flag and returns to the (reset) form. */
  function again() {
    $success.set(false);
    $payFailed.set(false);
  }

  /** spec §3: prefill from the current user; locked names always come from the profile. */
  function setUser(user: DonorUser | null) {
    $user.set(user);
    if (!user) return;
    const d = $donationDraft.get();
    const locked = user.donation_agg.count > 0;
    $donationDraft.set({
      ...d,
      firstname: locked || !d.firstname ? user.first_name : d.firstname,
      lastname: locked || !d.lastname ? user.last_name : d.lastname,
      email: d.email || user.email || '',
    });
  }

  // -------------------------------------------------------------- step 2: pay

  async function pay(): Promise<void> {
    if ($paying.get()) return;
    if (!next()) { $step.set(1); return; }
    const d = $donationDraft.get();
    const amount = $amount.get();
    $paying.set(true);
    $payFailed.set(false);
    const outcome = await startPayment(deps, { draft: d, amount, user: $user.get(), onLeave: () => write(SEEN_KEY, JSON.stringify({ type: d.payment_type, amount })) });
    if (outcome === 'left') return; // spec §4: the guard is never cleared once a link is requested
    $paying.set(false);
    if (outcome === 'success') {
      goal(d.payment_type, amount);
      showSuccess(d.payment_type);
    } else {
      // spec §8: a widget failure clears the success flag (no message in the spec; we say it failed).
      $success.set(false);
      $payFailed.set(outcome === 'fail');
    }
  }

  const goal = (type: PaymentType, amount: number) =>
    deps.goal?.(type === 'monthly' ? 'donate_recurrent' : 'donate_once', { order_price: amount, currency: 'RUB' });

  // -------------------------------------------------------------- reactions
  // Building the form has no side effects: the main site builds it during a React render, which
  // React may run more than once and throw away (transitions). Everything that touches the URL,
  // storage, timers or the network starts in start() — an effect — and stops with its cleanup.

  /** spec §4: a return URL with operation=success shows success; the parameter is removed. */
  const returnedFromPayment = query.get('operation') === 'success';
  let returnHandled = false;
  function handleReturn() {
    if (!returnedFromPayment || returnHandled) return;
    returnHandled = true;
    const pending = read(SEEN_KEY);
    write(SEEN_KEY, null);
    // Only the one-time flow leaves the page (donation.payment.ts), so that is the default.
    let type: PaymentType = 'once';
    if (pending) {
      try {
        const p = JSON.parse(pending) as { type: PaymentType; amount: number };
        goal(p.type, p.amount);
        if (p.type === 'monthly') type = 'monthly';
      } catch { /* not ours */ }
    }
    const url = new URL(deps.location.href);
    url.searchParams.delete('operation');
    deps.replaceUrl?.(url.pathname + url.search + url.hash);
    showSuccess(type);
  }

  // spec §7: the donor list is asked 500 ms after the amount or the type changes.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let seq = 0;
  const $donorQuery = computed([$amount, $donationDraft], (amount, d) => `${amount}|${d.payment_type}`);
  async function loadDonors() {
    const n = ++seq;
    const d = $donationDraft.get();
    const amount = $amount.get();
    $donors.set({ ...$donors.get(), loading: true });
    try {
      const list = readDonorList(
        await deps.http.donatersThisMonth({ amount, payment_type: kindOf(d.payment_type), kind: kindOf(d.payment_type), page_size: 5 }),
      );
      if (n === seq) $donors.set({ count: list.count, results: list.results, loading: false });
    } catch (error) {
      if (n === seq) $donors.set({ ...$donors.get(), loading: false });
      console.error('donaters-this-month', error);
    }
  }

  /** Starts the reactions; returns their stop (safe to call start again after it). */
  function start(): () => void {
    handleReturn();
    const unsaved = $donationDraft.subscribe((d) => write(key, JSON.stringify(d)));
    const unlisten = $donorQuery.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void loadDonors(), DONOR_LIST_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      unlisten();
      unsaved();
    };
  }

  return {
    $donationDraft, $errors, $step, $success, $paidType, $paying, $payFailed, $user, $donors, $amount, $methods, $nameLocked,
    setType, choosePreset, setCustomSum, setText, setAgree, setHide, chooseMethod, next, back, pay, again, setUser,
    start, fields: STEP1_FIELDS, defaults: defaultDraft,
  };
}

export type DonationForm = ReturnType<typeof createDonationForm>;
