// «Напомнить о донации» (spec §2 /profile/planning; §7 "Donor plan"): what, where and when. The
// date is checked in the browser by the same eligibility engine the API uses
// (shared/src/eligibility/engine.ts checkDonationDate), so a date inside an interval is explained
// in words (describeReason) before anything is sent; the API checks again and its refusal, in the
// same words, lands under the same field. The reminders and the .ics file follow the API's
// schedule (api/src/features/cabinet/plan-reminders.ts: the day before at 10:00, the day itself at 08:00).
import type { BloodClass, DonorPlan, DonorPlanBody, DonorPlanUpdateBody } from '@donor/shared/contract/cabinet';
import type { IdTitle } from '@donor/shared/contract/common';
import { buildIcs } from '@donor/shared/ics';
import { isIsoDate, localToday } from '@donor/shared/eligibility/dates';
import { checkDonationDate } from '@donor/shared/eligibility/engine';
import { COMPONENT_GENITIVE, COMPONENT_LABEL, describeReason } from '@donor/shared/eligibility/reasons';
import type { Component, DonorFacts } from '@donor/shared/eligibility/types';
import { interpolate } from '@donor/shared/i18n';
import * as MSG from '@donor/shared/messages';
import { pathTo } from '@donor/shared/routes';
import { createForm } from '@donor/shared/form/form.store';
import { sameNames } from '@donor/shared/form/field-messages';
import { cs } from '../cabinet/cabinet.strings.ts';
import type { PlanningResource } from './planning.resource.ts';

export interface PlanDraft {
  blood_class: BloodClass | '';
  station: IdTitle | null;
  plan_date: string;
}
export type PlanField = 'blood_class' | 'blood_station_id' | 'plan_date';
export type PlanErrors = Partial<Record<PlanField, string>>;

export const EMPTY_PLAN: PlanDraft = { blood_class: '', station: null, plan_date: '' };

export const draftOfPlan = (plan: DonorPlan | null): PlanDraft =>
  plan ? { blood_class: plan.blood_class, station: { id: plan.blood_station.id, title: plan.blood_station.title }, plan_date: plan.plan_date } : EMPTY_PLAN;

export interface DateAdvice {
  /** The first allowed day from today for the component: the date input's `min`. */
  earliest: string;
  /** Why the chosen date is refused, in words; empty when it is allowed (or not chosen yet). */
  reasons: string[];
}

/** The engine's verdict on the draft's date for its component (`today`: the API's calendar day). */
export function adviseDate(facts: DonorFacts, component: Component, date: string, today: string): DateAdvice {
  const check = checkDonationDate(facts, component, isIsoDate(date) ? date : today, { today });
  if (!isIsoDate(date)) return { earliest: check.earliest, reasons: [] };
  const reasons = check.reasons.map((r) => (r.code === 'past' ? MSG.datePast : describeReason(r)));
  return { earliest: check.earliest, reasons };
}

/** Everything the form must have before it is sent; the date's reason is the engine's first. */
export function planErrors(d: PlanDraft, facts: DonorFacts | null, today: string): PlanErrors {
  const errors: PlanErrors = {};
  if (d.blood_class === '') errors.blood_class = MSG.required;
  if (d.station === null) errors.blood_station_id = MSG.required;
  if (d.plan_date.trim() === '') errors.plan_date = MSG.required;
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(d.plan_date)) errors.plan_date = MSG.date;
  else if (!isIsoDate(d.plan_date)) errors.plan_date = MSG.dateRange;
  else if (facts && d.blood_class !== '') {
    const [first] = adviseDate(facts, d.blood_class, d.plan_date, today).reasons;
    if (first) errors.plan_date = first;
  } else if (d.plan_date < today) errors.plan_date = MSG.datePast;
  return errors;
}

/** POST body for a new plan; PATCH body with only what changed for an existing one. */
export function planSave(d: PlanDraft, current: DonorPlan | null): { id: number | null; body: DonorPlanBody | DonorPlanUpdateBody } {
  const full: DonorPlanBody = { blood_class: d.blood_class as BloodClass, blood_station_id: d.station!.id, plan_date: d.plan_date };
  if (!current) return { id: null, body: full };
  const body: DonorPlanUpdateBody = {};
  if (full.blood_class !== current.blood_class) body.blood_class = full.blood_class;
  if (full.blood_station_id !== current.blood_station.id) body.blood_station_id = full.blood_station_id;
  if (full.plan_date !== current.plan_date) body.plan_date = full.plan_date;
  return { id: current.id, body };
}

/**
 * The plan form on the kit (shared/src/form/form.store.ts) over the resource's $save: checked
 * with the engine's facts of the eligibility answer as they are when it is sent (the browser's
 * calendar until that answer is there), refused dates land under plan_date.
 */
export function createPlanForm(resource: Pick<PlanningResource, '$save' | '$eligibility'>, current: DonorPlan | null) {
  const form = createForm({
    draft: 'donor-plan',
    initial: draftOfPlan(current),
    validate: (v: PlanDraft) => {
      const eligibility = resource.$eligibility.get().data;
      return planErrors(v, eligibility?.facts ?? null, eligibility?.today ?? localToday());
    },
    fields: sameNames<PlanField>('blood_class', 'blood_station_id', 'plan_date'),
    mutator: resource.$save,
    data: (v) => planSave(v, current),
  });
  return {
    ...form,
    /** Another type: its date advice changes, so the date's old error goes too. */
    setKind(kind: BloodClass) {
      form.set('blood_class', kind);
      form.clearErrors('plan_date');
    },
    setStation(station: IdTitle) {
      form.set('station', station);
      form.clearErrors('blood_station_id');
    },
  };
}

/** Reminders relative to the plan day's start (00:00): the day before 10:00, the day itself 08:00. */
export const PLAN_ALARMS = ['-PT14H', 'PT8H'] as const;

/** The plan as an all-day calendar event with the same two reminders (shared/src/ics.ts). */
export function planIcs(plan: DonorPlan, origin: string, now: Date): string {
  const [y, m, d] = plan.plan_date.split('-').map(Number) as [number, number, number];
  return buildIcs({
    uid: `plan-${plan.id}@donor-ryadom`,
    title: interpolate(cs.planning.icsTitle, { component: COMPONENT_LABEL[plan.blood_class].toLowerCase() }),
    description: interpolate(cs.planning.icsDescription, { component: COMPONENT_GENITIVE[plan.blood_class] }),
    location: [plan.blood_station.title, plan.blood_station.address].filter(Boolean).join(', '),
    url: `${origin}${pathTo('profile-planning')}`,
    start: new Date(y, m - 1, d),
    durationMin: 0,
    now,
    allDay: true,
    alarms: PLAN_ALARMS,
  });
}
