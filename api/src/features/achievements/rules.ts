// The achievement rules as pure functions of a donor's facts (no database): which stage each
// achievement type has reached, when, and how far the next one is. The stages and thresholds
// are the contract's catalogue (shared/src/contract/achievements.ts); the honorary titles are
// the eligibility engine's (shared/src/eligibility/honorary.ts, honoraryCounts), never
// re-encoded here. compute.ts loads the facts; docs: api/src/features/achievements/README.md.
import { ACHIEVEMENTS, type AchievementDef, type AchievementType } from '@donor/shared/contract/achievements';
import { HONORARY_TITLES, honoraryCounts } from '@donor/shared/eligibility/honorary';
import type { Component } from '@donor/shared/eligibility/types';

/** A counted donation: a confirmed one (REWARD_STATUSES, shared/src/contract/donation-trust.ts). */
export interface FactDonation {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  bloodClass: string;
  stationId: number | null;
  paid: boolean;
}

export interface AchievementFacts {
  donations: FactDonation[];
  /** Slots of events the donor joined: the day and the event's station. */
  eventSlots: { date: string; stationId: number | null }[];
  /** Help-me needs the donor joined, with the day they joined. */
  needJoins: { needId: number; joinedOn: string }[];
  /** Times of the donor's recorded monthly (recurring) payments. */
  monthlyPayments: Date[];
  /** For each referred donor who donated: the day of their first counted donation. */
  referralFirstDonations: string[];
}

export interface Computed {
  type: AchievementType;
  stage: number;
  /** When `stage` was first reached (from the facts, so the backfill gives the same time); null when stage 0. */
  reachedAt: Date | null;
  progress: { current: number; next_threshold: number } | null;
}

/** A donation's day as a time: 00:00 UTC of that day (the same calendar day in every Russian zone). */
export const dayTime = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** Stage reached by a sorted list of the times each unit was earned (the n-th unit reaches threshold n). */
function fromSeries(def: AchievementDef, sortedTimes: Date[], current = sortedTimes.length): Computed {
  let stage = 0;
  let reachedAt: Date | null = null;
  for (const s of def.stages) {
    if (sortedTimes.length >= s.threshold) {
      stage = s.stage;
      reachedAt = sortedTimes[s.threshold - 1]!;
    }
  }
  const next = def.stages.find((s) => s.stage === stage + 1);
  return { type: def.type, stage, reachedAt, progress: next ? { current: Math.min(current, next.threshold), next_threshold: next.threshold } : null };
}

const byTime = (a: Date, b: Date) => a.getTime() - b.getTime();
const days = (list: string[]) => [...list].sort().map(dayTime);

/** Donations at an event: the donor joined a slot of an event at that station on that day. */
function eventDonationDays(f: AchievementFacts): string[] {
  const joined = new Set(f.eventSlots.filter((s) => s.stationId !== null).map((s) => `${s.date}|${s.stationId}`));
  return f.donations.filter((d) => d.stationId !== null && joined.has(`${d.date}|${d.stationId}`)).map((d) => d.date);
}

/** Help-me answers: each joined need counts once, on the first donation on or after the day of joining. */
function helpmeAnswerDays(f: AchievementFacts): string[] {
  const dates = f.donations.map((d) => d.date).sort();
  const seen = new Set<number>();
  const out: string[] = [];
  for (const j of [...f.needJoins].sort((a, b) => a.joinedOn.localeCompare(b.joinedOn))) {
    if (seen.has(j.needId)) continue;
    const first = dates.find((d) => d >= j.joinedOn);
    if (first) {
      seen.add(j.needId);
      out.push(first);
    }
  }
  return out;
}

const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();

/**
 * Consecutive calendar months (UTC) with a monthly payment. The n-th unit is the first payment
 * of the month that made the longest run so far reach n months. `current` = the run still going
 * (its last month is this month or the previous one), for the progress.
 */
function monthlySeries(payments: Date[], now: Date): { times: Date[]; current: number } {
  const firstOfMonth = new Map<number, Date>();
  for (const p of [...payments].sort(byTime)) if (!firstOfMonth.has(monthIndex(p))) firstOfMonth.set(monthIndex(p), p);
  const months = [...firstOfMonth.keys()].sort((a, b) => a - b);
  const times: Date[] = [];
  let run = 0;
  for (let i = 0; i < months.length; i++) {
    run = i > 0 && months[i] === months[i - 1]! + 1 ? run + 1 : 1;
    if (run > times.length) times.push(firstOfMonth.get(months[i]!)!);
  }
  const last = months.at(-1);
  const current = last !== undefined && last >= monthIndex(now) - 1 ? run : 0;
  return { times, current };
}

/**
 * Every path to an honorary title needs at least this many unpaid donations (read from the
 * engine's own table): below it no stage can change, so `withProgress: false` skips the count.
 * The engine's simulated plan (tens of ms) is never run here: achievements read only the counts
 * and the fewest remaining (honoraryCounts).
 */
const HONORARY_MIN_TOTAL = Math.min(...HONORARY_TITLES.map((r) => Math.min(r.bloodOnly, r.mixedTotal, r.anyTotal)));

/**
 * Every achievement type's stage for these facts; `today` = the latest day a donation may have
 * (features/cabinet/checks.ts). `withProgress: false` (writes, backfill) may leave the honorary progress out.
 */
export function computeAchievements(f: AchievementFacts, now: Date, today: string, withProgress = true): Computed[] {
  const sortedDays = days(f.donations.map((d) => d.date));
  const components = (d: FactDonation): Component[] => [d.bloodClass as Component];
  const unpaid = f.donations.filter((d) => !d.paid).length;
  const honorary = withProgress || unpaid >= HONORARY_MIN_TOTAL
    ? honoraryCounts({ sex: null, deferrals: [], donations: f.donations.map((d) => ({ date: d.date, components: components(d), paid: d.paid })) }, today)
    : null;
  return ACHIEVEMENTS.map((def): Computed => {
    switch (def.type) {
      case 'first_donation':
        return fromSeries(def, sortedDays);
      case 'whole_blood':
        return fromSeries(def, days(f.donations.filter((d) => d.bloodClass === 'blood').map((d) => d.date)));
      case 'first_plasma':
        return fromSeries(def, days(f.donations.filter((d) => d.bloodClass === 'plasma').map((d) => d.date)));
      case 'honorary_moscow':
      case 'honorary_russia': {
        const p = honorary?.find((h) => `honorary_${h.id}` === def.type);
        if (!p) return { type: def.type, stage: 0, reachedAt: null, progress: null };
        if (p.reached) return { type: def.type, stage: 1, reachedAt: dayTime(p.reachedOn!), progress: null };
        return { type: def.type, stage: 0, reachedAt: null, progress: { current: p.counts.total, next_threshold: p.counts.total + p.remaining.fewest } };
      }
      case 'event_donation':
        return fromSeries(def, days(eventDonationDays(f)));
      case 'helpme_answer':
        return fromSeries(def, days(helpmeAnswerDays(f)));
      case 'monthly_donor': {
        const m = monthlySeries(f.monthlyPayments, now);
        return fromSeries(def, m.times, m.current);
      }
      case 'referral_donated':
        return fromSeries(def, days(f.referralFirstDonations));
    }
  });
}
