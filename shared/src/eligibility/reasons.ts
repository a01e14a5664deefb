// Russian texts of the eligibility engine: component and deferral names, and one sentence per
// reason, so the cabinet and the API explain a date the same way (docs/eligibility.md). Dates
// and numbers go through the shared Intl formatters (spec §1: the interface locale is Russian).
import { formatDate, formatNumber, plural } from '../i18n.ts';
import { addDays, yearOf } from './dates.ts';
import type { Component, Confidence, DeferralKind, Reason, Sex } from './types.ts';

export const COMPONENT_LABEL: Record<Component, string> = {
  blood: 'Цельная кровь',
  plasma: 'Плазма',
  platelets: 'Тромбоциты',
  erythrocytes: 'Эритроциты',
  granulocytes: 'Гранулоциты',
};

/** «после сдачи …», «до сдачи …». */
export const COMPONENT_GENITIVE: Record<Component, string> = {
  blood: 'цельной крови',
  plasma: 'плазмы',
  platelets: 'тромбоцитов',
  erythrocytes: 'эритроцитов',
  granulocytes: 'гранулоцитов',
};

export const DEFERRAL_LABEL: Record<DeferralKind, string> = {
  tattoo: 'Татуировка, пирсинг или иглоукалывание',
  vaccine: 'Прививка живой или рекомбинантной вакциной (в том числе от COVID-19 и гепатита B)',
  vaccine_inactivated: 'Прививка инактивированной вакциной или анатоксином (грипп, столбняк, дифтерия)',
  rabies_vaccine: 'Прививка от бешенства',
  immunoglobulin: 'Иммуноглобулин против гепатита B или клещевого энцефалита',
  illness: 'ОРВИ, грипп, ангина (с дня выздоровления)',
  antibiotics: 'Курс антибиотиков (с последнего дня приёма)',
  dental: 'Удаление зуба',
  surgery: 'Операция, в том числе аборт',
  transfusion: 'Переливание крови',
  travel: 'Поездка в район, где встречается малярия (с дня возвращения)',
  childbirth: 'Роды',
  lactation: 'Окончание грудного вскармливания',
};

/** How sure a date is, for a hint beside it (the letters of shared/domain/eligibility-ru.md). */
export const CONFIDENCE_LABEL: Record<Confidence, string> = {
  V: 'по тексту нормативного акта',
  S: 'по данным служб крови',
  W: 'по единичному источнику',
  U: 'предварительно: норма не найдена, взят осторожный срок',
};

/** The date is advisory everywhere (shared/domain/eligibility-ru.md §6). */
export const DOCTOR_NOTE = 'Окончательное решение о допуске к донации принимает врач-трансфузиолог.';

const DAYS = ['день', 'дня', 'дней'] as const;
const DONATIONS = ['донация', 'донации', 'донаций'] as const;
const TIMES = ['раза', 'раз', 'раз'] as const; // «не больше 1 раза / 4 раз / 5 раз»
const SEX_DATIVE: Record<Sex, string> = { male: 'Мужчинам', female: 'Женщинам' };
/** «сдавать …». */
export const COMPONENT_ACCUSATIVE: Record<Component, string> = {
  blood: 'цельную кровь',
  plasma: 'плазму',
  platelets: 'тромбоциты',
  erythrocytes: 'эритроциты',
  granulocytes: 'гранулоциты',
};

const count = (n: number, forms: readonly [string, string, string]) => `${n} ${plural(n, forms)}`;
const date = (d: string) => formatDate(d);
const liters = (ml: number) => `${formatNumber(Math.round(ml / 100) / 10)}\u00a0л`;

/** «цельной крови», «плазмы и тромбоцитов за одну процедуру». */
export function procedure(after: Component, components: Component[] | undefined): string {
  const list = components && components.length > 1 ? components : [after];
  const names = list.map((c) => COMPONENT_GENITIVE[c]);
  const joined = names.length > 1 ? `${names.slice(0, -1).join(', ')} и ${names.at(-1)}` : names[0];
  return list.length > 1 ? `${joined} за одну процедуру` : (joined ?? '');
}

function windowText(window: 'rolling365' | 'calendarYear' | undefined, until: string): string {
  return window === 'calendarYear' ? `в ${yearOf(addDays(until, -1))} году` : 'за 365 дней';
}

/** One Russian sentence (or two) for a reason; `until` is always the first allowed day. */
export function describeReason(r: Reason): string {
  switch (r.code) {
    case 'interval': {
      const next = r.target ? ` до ${r.target === r.after && !r.components ? 'следующей ' : ''}сдачи ${COMPONENT_GENITIVE[r.target]}` : '';
      const largest = r.components && r.components.length > 1 ? ' (действует наибольший из интервалов)' : '';
      return `После сдачи ${procedure(r.after, r.components)} ${date(r.lastDate)}${next} нужно подождать ${count(r.days, DAYS)}${largest}: сдать можно с ${date(r.until)}.`;
    }
    case 'interval_before': {
      const what = r.target ? `после сдачи ${COMPONENT_GENITIVE[r.target]}` : 'после новой донации';
      return `На ${date(r.nextDate)} уже есть сдача ${procedure(r.before, r.components)}, а ${what} до неё должно пройти не меньше ${count(r.days, DAYS)}. Сдать можно с ${date(r.until)}.`;
    }
    case 'yearly_cap': {
      const limit = `сдавать ${COMPONENT_ACCUSATIVE[r.component]} не больше ${count(r.cap, TIMES)} в год`;
      const who = r.sexUnknown ? `Пол в профиле не указан, поэтому действует более строгий предел — для женщин: ${limit}` : r.sex ? `${SEX_DATIVE[r.sex]} можно ${limit}` : `Можно ${limit}`;
      return `${who}, а ${windowText(r.window, r.until)} уже ${count(r.count, DONATIONS)}. Сдать можно с ${date(r.until)}.`;
    }
    case 'plasma_volume': {
      const dose = r.doseMl ? ` (ещё ${liters(r.doseMl)})` : '';
      return `${windowText(r.window, r.until).replace(/^./, (c) => c.toUpperCase())} сдано ${liters(r.usedMl)} плазмы; со следующей донацией${dose} получится больше годового предела ${liters(r.capMl)}. Сдать можно с ${date(r.until)}.`;
    }
    case 'deferral':
      return `Временный отвод — «${DEFERRAL_LABEL[r.kind]}»${r.from ? ` от ${date(r.from)}` : ''}: сдать можно с ${date(r.until)}.`;
    case 'age':
      return `Сдавать кровь можно с ${r.minAge ?? 18} лет: с ${date(r.until)}.`;
    case 'past':
      return 'Эта дата уже прошла.';
  }
}
