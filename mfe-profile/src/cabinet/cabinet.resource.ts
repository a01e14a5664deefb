// The cabinet's reads and the small writes on /profile/ (spec §2 /profile/, §7 "Authentication and
// profile", "Donor plan", honor certificate): the eligibility answer (next possible date per
// component and the honorary progress, computed by the shared engine on the API), the current
// plan, the latest donations, the profile (referral code), the honor certificate and referrals.
// Each is its own fetcher store, so a failing block never hides the others, and nothing is asked
// until a block subscribes: /profile/'s first screen asks only for the eligibility answer.
import type { Api } from '@donor/shared/api';
import type { List, Profile } from '@donor/shared/contract/common';
import type { ReferralList } from '@donor/shared/contract/account';
import type { Donation, DonorPlan, HonorCertificate, HonorCertificateBody, HonorCertificateUpdateBody } from '@donor/shared/contract/cabinet';
import { COMPONENTS, type Component, type DeferralKind, type DonorFacts, type Reason } from '@donor/shared/eligibility/types';
import type { HonoraryProgress } from '@donor/shared/eligibility/honorary';
import { localToday } from '@donor/shared/eligibility/dates';
import { keyOf } from '@donor/shared/endpoint';
import { listReferrals } from '@donor/shared/endpoints/account';
import { getProfile } from '@donor/shared/endpoints/auth';
import { createHonorCertificate, getHonorCertificate, updateHonorCertificate } from '@donor/shared/endpoints/cabinet';
import type { QueryContext } from '@donor/shared/query';
import { ELIGIBILITY_KEY, PLAN_KEY, LATEST_DONATIONS_KEY } from '@donor/shared/profile-keys';
import { computed } from 'nanostores';

export { ELIGIBILITY_KEY, PLAN_KEY, LATEST_DONATIONS_KEY };
export const PROFILE_KEY = keyOf(getProfile, null);
export const HONOR_KEY = keyOf(getHonorCertificate, null);
export const referralsKey = (userId: number): string => keyOf(listReferrals, { id: userId });

/** One component's next possible day and why it is not today (engine.ts DateVerdict). */
export interface NextDate {
  date: string;
  reasons: Reason[];
}

/**
 * GET /api/profile/eligibility/ as the cabinet reads it (contract/cabinet.ts EligibilityResponse):
 * the facts the engine works on (the planning page checks a date with them in the browser) and
 * the API's answers, `next` and `honorary`.
 */
export interface Eligibility {
  /** The API's calendar day (Moscow): the engine's "today" for these answers. */
  today: string;
  facts: DonorFacts;
  next: Partial<Record<Component, NextDate>>;
  honorary: HonoraryProgress[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isComponent = (v: unknown): v is Component => (COMPONENTS as readonly unknown[]).includes(v);

/**
 * The contract leaves `next` and `honorary` as the engine's shapes (z.unknown()), so a plain
 * reader keeps what has them: one malformed component shows «не удалось рассчитать», not a crash.
 */
export function readEligibility(raw: unknown): Eligibility {
  const body = isObject(raw) ? raw : {};
  const next: Eligibility['next'] = {};
  const rawNext = isObject(body.next) ? body.next : {};
  for (const c of COMPONENTS) {
    const v = rawNext[c];
    if (isObject(v) && typeof v.date === 'string' && DAY.test(v.date)) next[c] = { date: v.date, reasons: Array.isArray(v.reasons) ? (v.reasons as Reason[]) : [] };
  }
  const honorary = Array.isArray(body.honorary)
    ? body.honorary.filter((h): h is HonoraryProgress => isObject(h) && typeof h.title === 'string' && isObject(h.counts) && isObject(h.remaining))
    : [];
  const donations = (Array.isArray(body.donations) ? body.donations : [])
    .filter((d): d is Record<string, unknown> => isObject(d) && typeof d.date === 'string' && DAY.test(d.date) && Array.isArray(d.components))
    .map((d) => ({
      date: d.date as string,
      components: (d.components as unknown[]).filter(isComponent),
      ...(typeof d.volumeMl === 'number' ? { volumeMl: d.volumeMl } : {}),
      ...(typeof d.paid === 'boolean' ? { paid: d.paid } : {}),
    }));
  const deferrals = (Array.isArray(body.deferrals) ? body.deferrals : [])
    .filter((d): d is Record<string, unknown> => isObject(d) && typeof d.kind === 'string' && typeof d.from === 'string' && DAY.test(d.from))
    .map((d) => ({ kind: d.kind as DeferralKind, from: d.from as string, ...(typeof d.until === 'string' && DAY.test(d.until) ? { until: d.until } : {}) }));
  // `today` comes with the answer so "сегодня" and the planning checks use the API's calendar.
  const sex = body.sex === 'male' || body.sex === 'female' ? body.sex : null;
  const today = typeof body.today === 'string' && DAY.test(body.today) ? body.today : localToday();
  return { today, facts: { sex, donations, deferrals }, next, honorary };
}

/**
 * The eligibility answer, read by readEligibility. The cache keeps the API's body as it came (the
 * host primes /profile/ with that body, shared/src/first-screen.ts) and the store reads it on the
 * way out, so a primed answer and a fetched one look the same to the page.
 */
export function createEligibilityStore({ query }: { query: QueryContext; api?: Api }) {
  const $raw = query.createFetcherStore<unknown>(ELIGIBILITY_KEY);
  const $read = computed($raw, (v) => (v.data === undefined ? { ...v, data: undefined } : { ...v, data: readEligibility(v.data) }));
  return Object.assign($read, { revalidate: $raw.revalidate, invalidate: $raw.invalidate, key: ELIGIBILITY_KEY });
}

export type CabinetResource = ReturnType<typeof createCabinetResource>;

export function createCabinetResource({ query, api }: { query: QueryContext; api: Api }) {
  const $eligibility = createEligibilityStore({ query, api });
  const $plan = query.createFetcherStore<DonorPlan | null>(PLAN_KEY);
  const $latest = query.createFetcherStore<List<Donation>>(LATEST_DONATIONS_KEY);
  const $profile = query.createFetcherStore<Profile>(PROFILE_KEY);
  const $honor = query.createFetcherStore<HonorCertificate | null>(HONOR_KEY);

  /** POST /api/honor-certificate/ the first time, PATCH after (one per donor). */
  const $saveHonor = query.createMutatorStore<{ exists: boolean; body: HonorCertificateBody | HonorCertificateUpdateBody }, HonorCertificate>(
    async ({ data, getCacheUpdater }) => {
      const saved = data.exists
        ? await api.request(updateHonorCertificate, { body: data.body })
        : await api.request(createHonorCertificate, { body: data.body as HonorCertificateBody });
      getCacheUpdater<HonorCertificate | null>(HONOR_KEY, false)[0](saved);
      return saved;
    },
  );

  return { $eligibility, $plan, $latest, $profile, $honor, $saveHonor };
}

export function createReferralsStore(query: QueryContext, userId: number) {
  return query.createFetcherStore<ReferralList>(referralsKey(userId));
}
