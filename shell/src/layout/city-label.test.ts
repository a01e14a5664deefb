import { describe, expect, it } from 'vitest';
import { pickerStart } from './city-label.ts';

describe('where the city picker starts', () => {
  const ekb = { value: 4, label: 'Екатеринбург' };
  it('a first visit starts empty, the proposed city first, not on «Все регионы»', () => {
    expect(pickerStart({ cityID: 0, flag: null, name: null }, ekb)).toEqual({ value: null, options: [ekb, { value: 0, label: 'Все регионы' }] });
    expect(pickerStart({ cityID: 0, flag: null, name: null }, null)).toEqual({ value: null, options: [{ value: 0, label: 'Все регионы' }] });
  });
  it('a chosen city or an explicit «Другие регионы» starts where it was', () => {
    expect(pickerStart({ cityID: 50, flag: 'Other', name: 'Казань' }, ekb).value).toEqual({ value: 50, label: 'Казань' });
    expect(pickerStart({ cityID: 0, flag: 'Other', name: null }, ekb).value).toEqual({ value: 0, label: 'Все регионы' });
  });
});
