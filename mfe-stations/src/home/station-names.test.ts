import { describe, expect, it } from 'vitest';
import { distinctNames } from './station-names.ts';

describe('distinctNames: the part of each name that tells the stations apart', () => {
  it('drops the head the names share', () => {
    expect(distinctNames([
      'Отделение переливания крови ГКБ им. С. П. Боткина',
      'Отделение переливания крови НИИ СП им. Н. В. Склифосовского',
      'Отделение переливания крови НМИЦ онкологии им. Н. Н. Блохина',
    ])).toEqual(['ГКБ им. С. П. Боткина', 'НИИ СП им. Н. В. Склифосовского', 'НМИЦ онкологии им. Н. Н. Блохина']);
  });

  it('keeps the word a number or «им.» belongs to', () => {
    expect(distinctNames(['Отделение переливания крови ГКБ №52', 'Отделение переливания крови ГКБ №1', 'Отделение переливания крови ГКБ им. Н. И. Пирогова']))
      .toEqual(['ГКБ №52', 'ГКБ №1', 'ГКБ им. Н. И. Пирогова']);
    expect(distinctNames(['ОПК ГКБ № 5', 'ОПК ГКБ № 7'])).toEqual(['ГКБ № 5', 'ГКБ № 7']);
  });

  it('a tail starting in lower case starts with a capital', () => {
    expect(distinctNames(['Отделение переливания крови городской больницы №3', 'Отделение переливания крови перинатального центра №4']))
      .toEqual(['Городской больницы №3', 'Перинатального центра №4']);
  });

  it('leaves the names alone when shortening would lose one', () => {
    const same = ['Центр крови ФМБА России', 'Центр крови ФМБА России'];
    expect(distinctNames(same)).toEqual(same);
    const prefixOnly = ['Центр крови', 'Центр крови ФМБА России'];
    expect(distinctNames(prefixOnly)).toEqual(prefixOnly);
    const apart = ['Центр крови ФМБА России', 'ГБУЗ «Центр крови им. О. К. Гаврилова» ДЗМ'];
    expect(distinctNames(apart)).toEqual(apart);
    expect(distinctNames(['Одна станция'])).toEqual(['Одна станция']);
    expect(distinctNames(['№ 1 клиника', '№ 1 клиника детская'])).toEqual(['№ 1 клиника', '№ 1 клиника детская']);
  });
});
