// @vitest-environment happy-dom
// Needs at a glance (spec §2 station list item, §3 need per type): the fold text, the date of the
// last update, the donor's group first, and what the card renders.
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@donor/shared/testing/render';
import type { BloodNeeds } from '@donor/shared/contract/common';
import { groupNeeds, NeedSummary, sortByMyGroup, unknownFoldText, updatedText } from './needs.tsx';

const needs: BloodNeeds = {
  o_plus: 'need', o_minus: 'unknown', a_plus: 'enough', a_minus: 'unknown', b_plus: 'unknown',
  b_minus: 'need', ab_plus: 'unknown', ab_minus: 'unknown', kell: 'unknown',
};

describe('need texts', () => {
  it('folds the unknowns with the right plural (dative after «по»)', () => {
    expect(unknownFoldText(1)).toBe('нет данных по 1 группе');
    expect(unknownFoldText(2)).toBe('нет данных по 2 группам');
    expect(unknownFoldText(6)).toBe('нет данных по 6 группам');
    expect(unknownFoldText(21)).toBe('нет данных по 21 группе');
  });

  it('dates the last update, with the year only when it is not this year', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(updatedText('2026-11-20T09:00:00Z', now)).toBe('обновлено 20 ноября');
    expect(updatedText('2025-10-19T09:00:00Z', now)).toBe('обновлено 19 октября 2025 г.');
    expect(updatedText(null, now)).toBe('дата обновления неизвестна');
  });

  it('groups by state, the donor\'s group first within its state', () => {
    expect(groupNeeds(needs)).toEqual({ need: ['o_plus', 'b_minus'], enough: ['a_plus'], unknown: ['o_minus', 'a_minus', 'b_plus', 'ab_plus', 'ab_minus', 'kell'] });
    expect(groupNeeds(needs, 'b_minus').need).toEqual(['b_minus', 'o_plus']);
  });

  it('sorts the stations that need the donor\'s group first, keeping the order otherwise', () => {
    const st = (id: number, b_minus: 'need' | 'enough' | 'unknown') => ({ id, blood_needs: { ...needs, b_minus } });
    const list = [st(1, 'enough'), st(2, 'need'), st(3, 'unknown'), st(4, 'need')];
    expect(sortByMyGroup(list, 'b_minus').map((x) => x.id)).toEqual([2, 4, 1, 3]);
    expect(sortByMyGroup(list, null).map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('<NeedSummary>', () => {
  let view: Awaited<ReturnType<typeof render>> | null = null;
  afterEach(async () => { await view?.unmount(); view = null; });

  it('shows needed and enough chips, one fold line instead of «?» chips, and marks the donor\'s group', async () => {
    view = await render(<NeedSummary needs={needs} updatedAt="2026-11-20T09:00:00Z" mine="b_minus" />);
    const chips = [...view.container.querySelectorAll('li')].map((li) => li.className);
    expect(chips).toEqual(['st-need st-need--need st-need--mine', 'st-need st-need--need', 'st-need st-need--enough']);
    expect(view.container.textContent).toContain('Нужна ваша группа');
    expect(view.container.textContent).toContain('нет данных по 6 группам');
    expect(view.container.textContent).toContain('обновлено 20 ноября');
    expect(view.container.textContent).not.toContain('?');
  });

  it('keeps the donor\'s group visible when the station has no data on it', async () => {
    view = await render(<NeedSummary needs={needs} mine="o_minus" />);
    const mine = view.container.querySelector('.st-need--mine');
    expect(mine?.textContent).toContain('нет данных');
    expect(mine?.textContent).toContain('ваша группа');
    expect(view.container.textContent).toContain('нет данных по 5 группам');
  });
});
