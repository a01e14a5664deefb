// The rules of Order 1166н as data, each number with its confidence and source as the research
// gives them (shared/domain/eligibility-ru.md §1, §2, §4; docs/eligibility.md). Annex 7 itself was
// not read: the U cells are conservative placeholders that must be checked against
// docs.cntd.ru/document/566420621 before release. A change of the order is a new rule set
// (rule-sets.ts), never an edit of the code.
import type { Component, Confidence, DeferralKind, RuleCell, RuleSet } from './types.ts';

const ANNEX_7 = 'Приказ Минздрава России № 1166н от 28.10.2020, прил. 7';
const ANNEX_6 = 'Приказ Минздрава России № 1166н от 28.10.2020, прил. 6 (docs.cntd.ru/document/566420621)';
const SECONDARY = 'станции переливания крови и порталы доноров (eligibility-ru.md §1)';
const PLACEHOLDER = `не найдено (${ANNEX_7} не прочитано): консервативная заглушка`;

const cell = (days: number, confidence: Confidence, source: string): RuleCell => ({ days, confidence, source });
const s = (days: number) => cell(days, 'S', SECONDARY);
/** The research's placeholder for every unknown cell. */
const u60 = cell(60, 'U', PLACEHOLDER);
/**
 * Red cells lost twice (after erythrocytapheresis, or whole blood then erythrocytes): the research
 * recalls «90 days or more» here, which the 60-day placeholder would undercut, so the longer one.
 */
const u90 = cell(90, 'U', `${PLACEHOLDER}; по памяти — около 90 дней и больше`);

const intervals: Record<Component, Record<Component, RuleCell>> = {
  blood: { blood: s(60), plasma: s(30), platelets: s(30), erythrocytes: u90, granulocytes: u60 },
  // izvmor.ru says «30 days after plasma»; 14 is the regulatory reading (eligibility-ru.md §1).
  plasma: { blood: s(14), plasma: s(14), platelets: s(14), erythrocytes: u60, granulocytes: u60 },
  platelets: { blood: s(14), plasma: s(14), platelets: s(14), erythrocytes: u60, granulocytes: u60 },
  erythrocytes: { blood: u90, plasma: u90, platelets: u90, erythrocytes: u90, granulocytes: u90 },
  granulocytes: { blood: u60, plasma: u60, platelets: u60, erythrocytes: u60, granulocytes: u60 },
};

/** Cellular components are counted like whole blood where the research found nothing (U). */
const cellularCap = {
  counts: ['blood', 'erythrocytes', 'granulocytes'] as Component[],
  male: 5,
  female: 4,
  confidence: 'U' as const,
  source: 'не найдено: считаем как цельную кровь (5/4 в год)',
};

const deferrals: Record<DeferralKind, RuleCell> = {
  tattoo: cell(120, 'S', 'rospk.medgis.ru; regional-initiative33.ru (с 01.01.2021, было 1 год)'),
  vaccine: cell(30, 'S', 'rospk.medgis.ru «Вакцинация донора»: живые и рекомбинантные вакцины'),
  vaccine_inactivated: cell(10, 'S', 'rospk.medgis.ru «Вакцинация донора»'),
  rabies_vaccine: cell(365, 'S', 'rospk.medgis.ru «Вакцинация донора»'),
  immunoglobulin: cell(120, 'S', 'rospk.medgis.ru «Вакцинация донора»'),
  illness: cell(30, 'S', 'chr.aif.ru; spk.med04.ru (ОРВИ, грипп, ангина: 1 месяц после выздоровления)'),
  antibiotics: cell(14, 'W', 'spk.med04.ru'),
  dental: cell(10, 'S', 'chr.aif.ru; анкета донора ДЗМ'),
  // Old Order 364: 6 months; the 1166н value was not read (probably shorter).
  surgery: cell(180, 'U', 'не найдено в 1166н; по приказу № 364 — 6 месяцев'),
  transfusion: cell(180, 'U', 'не найдено в 1166н; по приказу № 364 — 6 месяцев'),
  // Not in the research; old Order 364 reading for a short stay (a long stay: 3 years) — check.
  travel: cell(365, 'U', 'не найдено; по приказу № 364 — 1 год после поездки (3 года при пребывании > 3 мес.)'),
  childbirth: cell(365, 'S', 'chr.aif.ru; spk.med04.ru (старые правила)'),
  lactation: cell(90, 'S', 'chr.aif.ru (старые правила)'),
};

export const RULES_1166N: RuleSet = {
  id: '1166n-2021',
  source: 'Приказ Минздрава России № 1166н от 28.10.2020 (прил. 6, 7)',
  effectiveFrom: '2021-01-01',
  intervals,
  yearlyCaps: {
    blood: { counts: ['blood'], male: 5, female: 4, confidence: 'V', source: ANNEX_6 },
    // Capped by volume (16 L), not by count.
    plasma: null,
    platelets: { counts: ['platelets'], male: 10, female: 10, confidence: 'W', source: 'graph.org (агрегатор)' },
    erythrocytes: cellularCap,
    granulocytes: cellularCap,
  },
  plasmaVolume: { capMl: 16_000, confidence: 'S', source: 'dostovernozdrav.ru/donoru-krovi (Минздрав)' },
  defaultPlasmaMl: { ml: 600, confidence: 'W', source: 'violadesign.ru (текст станции переливания)' },
  deferrals,
  minAgeYears: 18,
  // «Масса тела менее 50 кг — до достижения массы тела 50 кг» (the 1166н list, eligibility-ru.md §3).
  minWeightKg: { kg: 50, confidence: 'V', source: 'перечень противопоказаний 1166н (gbuzspk.ru/perechen-protivopokazanij); donor.dostovernozdrav.ru' },
  alcoholFreeHours: { hours: 48, confidence: 'S', source: 'памятка донора (poisk-ru.ru), eligibility-ru.md §4' },
};
