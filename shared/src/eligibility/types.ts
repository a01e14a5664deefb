// Shapes of the donation eligibility engine (docs/eligibility.md). Pure types and one constant: the
// engine ships to the browser (cabinet) and runs in the API, so both compute the same dates.

/** 'blood' = whole blood; the same keys as the API's donations.blood_class. */
export type Component = 'blood' | 'plasma' | 'platelets' | 'erythrocytes' | 'granulocytes';
export const COMPONENTS: readonly Component[] = ['blood', 'plasma', 'platelets', 'erythrocytes', 'granulocytes'];

export type Sex = 'male' | 'female';

/**
 * How sure the research is of a number (shared/domain/eligibility-ru.md): V read in the legal text,
 * S several secondary sources agree, W one weak source, U not found — a placeholder to check.
 */
export type Confidence = 'V' | 'S' | 'W' | 'U';

export interface PastDonation {
  /** YYYY-MM-DD, a calendar day. A date after today is a planned donation: it constrains, it does not count toward titles. */
  date: string;
  /** More than one = several components in one apheresis procedure. */
  components: Component[];
  /** Plasma volume when the procedure includes plasma (else unused); null/absent = the rule set's default dose. */
  volumeMl?: number | null;
  /** Paid donations do not count toward honorary titles (125-ФЗ: only unpaid ones). */
  paid?: boolean | null;
}

/** A small set of temporary deferrals (shared/domain/eligibility-ru.md §4); `from` is the event date. */
export type DeferralKind =
  | 'tattoo' // tattoo, piercing, acupuncture
  | 'vaccine' // live or recombinant vaccine (incl. COVID-19, hepatitis B), or the kind is unknown
  | 'vaccine_inactivated' // inactivated vaccine or toxoid (flu, tetanus, diphtheria…)
  | 'rabies_vaccine'
  | 'immunoglobulin' // against hepatitis B or tick-borne encephalitis
  | 'illness' // ARVI, flu, angina: `from` = the day of recovery
  | 'antibiotics' // `from` = the last day of the course
  | 'dental' // tooth extraction
  | 'surgery'
  | 'transfusion' // the donor received blood
  | 'travel' // a stay in a malaria area: `from` = the day of return
  | 'childbirth'
  | 'lactation'; // `from` = the end of breastfeeding

/** Every DeferralKind, for an API enum and a form's select (order of the research table). */
export const DEFERRAL_KINDS: readonly DeferralKind[] = [
  'tattoo', 'vaccine', 'vaccine_inactivated', 'rabies_vaccine', 'immunoglobulin', 'illness', 'antibiotics',
  'dental', 'surgery', 'transfusion', 'travel', 'childbirth', 'lactation',
];

export interface Deferral {
  kind: DeferralKind;
  /** YYYY-MM-DD: the event (see DeferralKind). Donation is refused on days from..until-1. */
  from: string;
  /** Explicit first allowed day; null/absent = from + the rule set's default days. */
  until?: string | null;
}

export interface DonorFacts {
  sex: Sex | null;
  donations: PastDonation[];
  deferrals: Deferral[];
  /** YYYY-MM-DD; when given, no date before the 18th birthday (125-ФЗ art. 12). */
  birthDate?: string | null;
}

export type CapWindow = 'rolling365' | 'calendarYear';

/** One number of a rule set with how sure we are of it and where it comes from. */
export interface RuleCell {
  days: number;
  confidence: Confidence;
  source?: string;
}

export interface YearlyCap {
  /** Donations that count toward this cap (one procedure counts once). */
  counts: Component[];
  male: number;
  female: number;
  confidence: Confidence;
  source?: string;
}

export interface RuleSet {
  id: string;
  /** The act, e.g. «Приказ Минздрава России № 1166н от 28.10.2020, прил. 7». */
  source: string;
  /** YYYY-MM-DD: the set applies to donations on or after this day, until the next set starts. */
  effectiveFrom: string;
  /** intervals[previous][next]: calendar days from the previous donation to the first allowed day. */
  intervals: Record<Component, Record<Component, RuleCell>>;
  /** null = no count cap for this component. */
  yearlyCaps: Record<Component, YearlyCap | null>;
  /** Plasma collected in a year, either sex; null = no volume cap. */
  plasmaVolume: { capMl: number; confidence: Confidence; source?: string } | null;
  /** Plasma dose assumed for a donation with plasma and no recorded volume (and for a planned one). */
  defaultPlasmaMl: { ml: number; confidence: Confidence; source?: string };
  /** Days a deferral lasts from its event when no explicit end is given. */
  deferrals: Record<DeferralKind, RuleCell>;
  /** Minimum donor age in full years. */
  minAgeYears: number;
  /**
   * Minimum body weight, checked only by the self-check (DonorFacts has no weight): below it the
   * donor may not give until they weigh it. Optional: a set that does not know it asks nothing.
   */
  minWeightKg?: { kg: number; confidence: Confidence; source?: string };
  /** Hours without alcohol before a donation (advice of the donor memos), for the self-check. */
  alcoholFreeHours?: { hours: number; confidence: Confidence; source?: string };
}

export interface EngineOptions {
  /** A fixed rule set; default: the set in effect on each date checked, from `ruleSets`. */
  rules?: RuleSet;
  /** The sets to choose from by effective date; default RULE_SETS (rule-sets.ts). */
  ruleSets?: readonly RuleSet[];
  /** default rolling365: «в год» is not defined in the excerpts, rolling is the stricter reading. */
  capWindow?: CapWindow;
  /** For checkDonationDate (past dates, `earliest`); default: the device's local calendar day. */
  today?: string;
}

export type Reason =
  /** The previous donation is too recent. `until` = first allowed day. */
  | {
      code: 'interval';
      after: Component;
      lastDate: string;
      days: number;
      until: string;
      /** The component being planned. */
      target?: Component;
      /** All components of the previous procedure when it had several (the largest interval applies). */
      components?: Component[];
      confidence?: Confidence;
    }
  /** A donation already recorded or planned after this date is too close to it. */
  | {
      code: 'interval_before';
      before: Component;
      nextDate: string;
      days: number;
      until: string;
      target?: Component;
      components?: Component[];
      confidence?: Confidence;
    }
  | {
      code: 'yearly_cap';
      component: Component;
      count: number;
      cap: number;
      until: string;
      window?: CapWindow;
      /** The sex whose cap applied; 'female' when the sex is unknown (sexUnknown). */
      sex?: Sex;
      sexUnknown?: boolean;
      confidence?: Confidence;
    }
  | {
      code: 'plasma_volume';
      usedMl: number;
      capMl: number;
      until: string;
      /** The dose assumed for the planned donation. */
      doseMl?: number;
      window?: CapWindow;
      confidence?: Confidence;
    }
  | { code: 'deferral'; kind: DeferralKind; until: string; from?: string; confidence?: Confidence }
  | { code: 'age'; until: string; minAge?: number }
  | { code: 'past' };

export type ReasonCode = Reason['code'];
