// Progress toward the honorary donor titles (shared/domain/eligibility-ru.md §5): what counts so
// far, what is left on each path, and the earliest day the title could be reached if the donor
// gives as often as the engine allows from today (simulated: the fewest donations is not the
// shortest time). docs/eligibility.md «Почётный донор».
import { searchFrom } from './engine.ts';
import { prepare, type Entry, type Prepared } from './constraints.ts';
import { toDay } from './dates.ts';
import type { Component, Confidence, DonorFacts, EngineOptions } from './types.ts';

/** X ≥ bloodOnly, or X ≥ mixedBlood and X+Y ≥ mixedTotal, or X+Y ≥ anyTotal (X: blood and cellular components, Y: plasma). */
export interface HonoraryRule {
  id: 'russia' | 'moscow';
  title: string;
  bloodOnly: number;
  mixedBlood: number;
  mixedTotal: number;
  anyTotal: number;
  rule: string;
  confidence: Confidence;
  source: string;
}

export const HONORARY_TITLES: readonly HonoraryRule[] = [
  {
    id: 'russia',
    title: 'Почётный донор России',
    bloodOnly: 40,
    mixedBlood: 25,
    mixedTotal: 40,
    anyTotal: 60,
    rule: '40 донаций крови или её клеточных компонентов; или не меньше 25 таких донаций и всего 40 вместе с плазмой; или всего 60 донаций, включая плазму. Учитываются только безвозмездные донации.',
    confidence: 'V',
    source: 'Правила награждения знаком «Почётный донор России» в ред. постановления Правительства РФ № 572 от 21.06.2014',
  },
  {
    id: 'moscow',
    title: 'Почётный донор Москвы',
    bloodOnly: 20,
    mixedBlood: 13,
    mixedTotal: 20,
    anyTotal: 30,
    rule: '20 донаций крови или её клеточных компонентов; или не меньше 13 таких донаций и всего 20 вместе с плазмой; или всего 30 донаций, включая плазму. Учитываются только безвозмездные донации.',
    confidence: 'S',
    source: 'Знак «Почётный донор Москвы», учреждён Правительством Москвы 30.12.2008 (по вторичным источникам)',
  },
];

export interface HonoraryCounts {
  /** X: whole blood and cellular components (erythrocytes, platelets, granulocytes count as blood). */
  blood: number;
  /** Y: plasma-only procedures. */
  plasma: number;
  total: number;
}

export interface HonoraryProgress {
  id: HonoraryRule['id'];
  title: string;
  reached: boolean;
  counts: HonoraryCounts;
  goals: { bloodOnly: number; mixedBlood: number; mixedTotal: number; anyTotal: number };
  /** Further donations per path, and the fewest of them (`fewest`). */
  remaining: { fewest: number; bloodOnly: number; mixedBlood: number; mixedTotal: number; anyTotal: number };
  /** The simulated day of the last needed donation; null when reached already. */
  earliestDate: string | null;
  /** The donations of that simulation (whole blood for X, plasma for Y); null when reached already. */
  plan: { blood: number; plasma: number } | null;
  /** The day of the donation that completed the title, when reached. */
  reachedOn: string | null;
  rule: string;
  confidence: Confidence;
  source: string;
}

const CELLULAR: readonly Component[] = ['blood', 'erythrocytes', 'platelets', 'granulocytes'];

/** A procedure counts once: as blood when it gave any cellular component, else as plasma. */
const isCellular = (components: Component[]) => components.some((c) => CELLULAR.includes(c));

const isReached = (r: HonoraryRule, x: number, y: number) =>
  x >= r.bloodOnly || (x >= r.mixedBlood && x + y >= r.mixedTotal) || x + y >= r.anyTotal;

function remainingFor(r: HonoraryRule, x: number, y: number): HonoraryProgress['remaining'] {
  const bloodOnly = Math.max(0, r.bloodOnly - x);
  const mixedBlood = Math.max(0, r.mixedBlood - x);
  const mixedTotal = Math.max(0, r.mixedTotal - x - y);
  const anyTotal = Math.max(0, r.anyTotal - x - y);
  return { fewest: Math.min(bloodOnly, Math.max(mixedBlood, mixedTotal), anyTotal), bloodOnly, mixedBlood, mixedTotal, anyTotal };
}

type Strategy = 'blood' | 'plasma' | 'earliest' | 'gaps' | 'plasmaFirst';
const STRATEGIES: readonly Strategy[] = ['blood', 'plasma', 'earliest', 'gaps', 'plasmaFirst'];

interface Outcome {
  date: string;
  blood: number;
  plasma: number;
}

function withDonation(p: Prepared, date: string, component: Component): Prepared {
  const entry: Entry = { day: toDay(date), date, components: [component], volumeMl: null };
  return { ...p, entries: [...p.entries, entry].sort((a, b) => a.day - b.day) };
}

/**
 * Give as often as allowed from today with one strategy: only blood; only plasma; whichever comes
 * first; blood with plasma in the gaps that do not delay the next blood (until X reaches the mixed
 * minimum); or plasma first and the blood the mixed path still needs last (plasma → blood is 14
 * days, blood → plasma 30). Each step adds one donation, so anyTotal steps always reach the title.
 */
function simulate(rule: HonoraryRule, start: Prepared, today: string, x0: number, y0: number, strategy: Strategy, opts: EngineOptions): Outcome {
  let p = start;
  let [x, y, cursor] = [x0, y0, today];
  let [blood, plasma] = [0, 0];
  for (let step = 0; step < rule.anyTotal; step++) {
    const b = searchFrom(p, 'blood', cursor, opts).date;
    const q = searchFrom(p, 'plasma', cursor, opts).date;
    let pick: Component;
    if (strategy === 'blood') pick = 'blood';
    else if (strategy === 'plasma') pick = 'plasma';
    else if (strategy === 'plasmaFirst') pick = rule.mixedTotal - x - y > rule.mixedBlood - x ? 'plasma' : 'blood';
    else if (strategy === 'gaps' && x < rule.mixedBlood) {
      const fills = q < b && searchFrom(withDonation(p, q, 'plasma'), 'blood', q, opts).date <= b;
      pick = fills ? 'plasma' : 'blood';
    } else pick = q < b ? 'plasma' : 'blood';
    cursor = pick === 'blood' ? b : q;
    p = withDonation(p, cursor, pick);
    if (pick === 'blood') [x, blood] = [x + 1, blood + 1];
    else [y, plasma] = [y + 1, plasma + 1];
    if (isReached(rule, x, y)) break;
  }
  return { date: cursor, blood, plasma };
}

/** The counted part of HonoraryProgress, without the simulated plan (cheap: one pass over the donations). */
export type HonoraryCounted = Omit<HonoraryProgress, 'earliestDate' | 'plan'>;

/**
 * What counts toward each title and what is left, with no simulation (the achievements store
 * reads only this on every write: docs/recognition.md «Достижения и бонусы: посчитано при записи»).
 */
export function honoraryCounts(facts: DonorFacts, today: string): HonoraryCounted[] {
  const counted = facts.donations
    .filter((d) => d.date <= today && d.paid !== true && d.components.length > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  return HONORARY_TITLES.map((rule) => {
    let [x, y] = [0, 0];
    let reachedOn: string | null = null;
    for (const d of counted) {
      if (isCellular(d.components)) x++;
      else y++;
      if (!reachedOn && isReached(rule, x, y)) reachedOn = d.date;
    }
    const base = {
      id: rule.id,
      title: rule.title,
      counts: { blood: x, plasma: y, total: x + y },
      goals: { bloodOnly: rule.bloodOnly, mixedBlood: rule.mixedBlood, mixedTotal: rule.mixedTotal, anyTotal: rule.anyTotal },
      remaining: remainingFor(rule, x, y),
      rule: rule.rule,
      confidence: rule.confidence,
      source: rule.source,
    };
    return { ...base, reached: reachedOn !== null, reachedOn };
  });
}

/** Progress toward each title in HONORARY_TITLES; donations after today and paid ones do not count. */
export function honoraryProgress(facts: DonorFacts, today: string, opts: EngineOptions = {}): HonoraryProgress[] {
  const start = prepare(facts);
  return honoraryCounts(facts, today).map((base, i): HonoraryProgress => {
    if (base.reached) return { ...base, earliestDate: null, plan: null };
    const rule = HONORARY_TITLES[i]!;
    let best: Outcome | null = null;
    for (const strategy of STRATEGIES) {
      const o = simulate(rule, start, today, base.counts.blood, base.counts.plasma, strategy, opts);
      if (!best || o.date < best.date || (o.date === best.date && o.blood + o.plasma < best.blood + best.plasma)) best = o;
    }
    return { ...base, earliestDate: best!.date, plan: { blood: best!.blood, plasma: best!.plasma } };
  });
}
