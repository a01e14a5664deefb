// Who can help a patient, per component (blood-compatibility.ts, docs/helpme.md «Кто может помочь»).
import { describe, expect, it } from 'vitest';
import { canGive, donorFits, helpingGroups } from './blood-compatibility.ts';

describe('blood compatibility', () => {
  it('whole blood and red cells: O− gives to everyone, AB+ takes from everyone, Rh− only from Rh−', () => {
    expect(helpingGroups('blood', ['ab_plus'])).toEqual(['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus']);
    expect(helpingGroups('erythrocytes', ['o_minus'])).toEqual(['o_minus']);
    expect(helpingGroups('blood', ['a_minus'])).toEqual(['o_minus', 'a_minus']);
    expect(helpingGroups('blood', ['b_plus'])).toEqual(['o_plus', 'o_minus', 'b_plus', 'b_minus']);
    expect(canGive('blood', 'a_plus', 'b_plus')).toBe(false);
  });

  it('plasma is the reverse: AB gives to everyone, O takes from everyone, Rh does not matter', () => {
    expect(helpingGroups('plasma', ['o_minus'])).toEqual(['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus']);
    expect(helpingGroups('plasma', ['ab_plus'])).toEqual(['ab_plus', 'ab_minus']);
    expect(helpingGroups('plasma', ['a_minus'])).toEqual(['a_plus', 'a_minus', 'ab_plus', 'ab_minus']);
    expect(canGive('plasma', 'o_plus', 'a_plus')).toBe(false);
  });

  it('platelets: the same ABO group, Rh− for an Rh− patient', () => {
    expect(helpingGroups('platelets', ['a_plus'])).toEqual(['a_plus', 'a_minus']);
    expect(helpingGroups('platelets', ['a_minus'])).toEqual(['a_minus']);
    expect(canGive('platelets', 'o_minus', 'a_plus')).toBe(false);
  });

  it('granulocytes follow the red-cell rule; several patient groups are a union', () => {
    expect(helpingGroups('granulocytes', ['a_minus'])).toEqual(helpingGroups('erythrocytes', ['a_minus']));
    expect(helpingGroups('blood', ['o_minus', 'b_minus'])).toEqual(['o_minus', 'b_minus']);
    expect(donorFits('plasma', ['o_plus', 'b_plus'], 'a_minus')).toBe(true);
    expect(donorFits('platelets', ['o_plus', 'b_plus'], 'a_minus')).toBe(false);
  });
});
