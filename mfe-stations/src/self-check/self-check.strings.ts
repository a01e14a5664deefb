// Russian texts of the self-check page (spec §1: the interface locale is Russian). The answers'
// own words (verdicts, reasons, sources) come from the engine's module (eligibility/self-check.ts);
// numbers in labels (weight, hours) come from the rule set, never from here.
import type { SelfCheckChoice, SelfCheckQuestion } from '@donor/shared/eligibility/self-check';
import type { DeferralKind } from '@donor/shared/eligibility/types';

export const SC = {
  submit: 'Проверить',
  reset: 'Очистить ответы',
  resultTitle: 'Ответ',
  nothing: 'Ничто из ваших ответов не мешает сдать кровь. На станции вас осмотрит врач.',
  source: 'Источник: {source}',
  noSource: 'Правило, которое назначило бы срок, в источниках не найдено',
  save: 'Сохранить в кабинете',
  saved: 'Сохранено в кабинете: ближайшая возможная дата сдвинута.',
  cabinet: 'Открыть кабинет',
  loginToSave: 'Войдите, чтобы сохранить',
  saveFailed: 'Не удалось сохранить. Попробуйте ещё раз.',
  weightOk: '{kg} кг и больше',
  weightUnder: 'Меньше {kg} кг',
  alcoholLegend: 'Пили ли вы алкоголь за последние {hours} часов?',
} as const;

export const LEGEND: Record<SelfCheckQuestion, string> = {
  tattoo: 'Делали ли вы татуировку, пирсинг или иглоукалывание?',
  travel: 'Были ли вы в поездке в районе, где встречается малярия?',
  illness: 'Болели ли вы недавно?',
  medicines: 'Принимаете ли вы лекарства или принимали их недавно?',
  vaccine: 'Делали ли вы недавно прививку?',
  dental: 'Лечили ли вы недавно зубы?',
  surgery: 'Была ли у вас операция, в том числе аборт?',
  pregnancy: 'Беременность, роды, грудное вскармливание',
  weight: 'Ваш вес',
  alcohol: 'Пили ли вы алкоголь накануне?',
};

/** The choices' words; weight's come from the rule set (SC.weightOk/weightUnder). */
export const CHOICE: { [Q in SelfCheckQuestion]: Record<SelfCheckChoice<Q>, string> } = {
  tattoo: { no: 'Нет', yes: 'Да' },
  travel: { no: 'Нет', yes: 'Да' },
  illness: { no: 'Нет', cold: 'ОРВИ, грипп или ангина — уже выздоровел(а)', cold_now: 'Болею сейчас', other: 'Другая болезнь' },
  medicines: { no: 'Нет', antibiotics: 'Антибиотики', other: 'Другие лекарства' },
  vaccine: {
    no: 'Нет',
    vaccine: 'Живая или рекомбинантная вакцина (COVID-19, гепатит B) или не знаю какая',
    vaccine_inactivated: 'Инактивированная вакцина или анатоксин (грипп, столбняк, дифтерия)',
    rabies_vaccine: 'От бешенства',
    immunoglobulin: 'Иммуноглобулин против гепатита B или клещевого энцефалита',
  },
  dental: { no: 'Нет', extraction: 'Удаление зуба', other: 'Другое лечение' },
  surgery: { no: 'Нет', yes: 'Да' },
  pregnancy: { no: 'Не относится ко мне', pregnant: 'Беременна сейчас', childbirth: 'Были роды', lactation_now: 'Кормлю грудью', lactation_ended: 'Закончила кормить грудью' },
  weight: { ok: '', under: '' },
  alcohol: { no: 'Нет', yes: 'Да' },
};

/** The label of the date a choice asks for: the event the deferral counts from. */
export const DATE_LABEL: Record<DeferralKind, string> = {
  tattoo: 'Дата татуировки, пирсинга или иглоукалывания',
  travel: 'Дата возвращения из поездки',
  illness: 'Дата выздоровления',
  antibiotics: 'Последний день приёма антибиотиков',
  vaccine: 'Дата прививки',
  vaccine_inactivated: 'Дата прививки',
  rabies_vaccine: 'Дата прививки',
  immunoglobulin: 'Дата введения иммуноглобулина',
  dental: 'Дата удаления зуба',
  surgery: 'Дата операции',
  transfusion: 'Дата переливания',
  childbirth: 'Дата родов',
  lactation: 'Дата окончания грудного вскармливания',
};
