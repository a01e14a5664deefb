// A date that rests on a placeholder (U) is never shown (docs/eligibility.md «Заглушки U»).
import { describe, expect, it } from 'vitest';
import { nextPossibleDates } from './engine.ts';
import { ASK_AT_STATION, describeReasonHonestly, verdictView } from './unconfirmed.ts';

const today = '2026-12-01';

describe('verdictView', () => {
  it('after erythrocytes (a U row) every component asks at the station, with the rule and no number', () => {
    const next = nextPossibleDates({ sex: 'male', donations: [{ date: '2026-11-24', components: ['erythrocytes'] }], deferrals: [] }, today);
    const view = verdictView(next.blood);
    expect(view.date).toBeNull();
    expect(describeReasonHonestly(view.reason!)).toBe(
      `После сдачи эритроцитов 24 ноября 2026 до сдачи цельной крови срок по действующему приказу не подтверждён: ${ASK_AT_STATION}.`,
    );
  });

  it('after whole blood the confirmed cells keep their date; the U cell (blood → erythrocytes) does not', () => {
    const next = nextPossibleDates({ sex: 'male', donations: [{ date: '2026-11-24', components: ['blood'] }], deferrals: [] }, today);
    expect(verdictView(next.plasma)).toEqual({ date: next.plasma.date, reason: next.plasma.reasons[0] });
    expect(verdictView(next.erythrocytes).date).toBeNull();
  });

  it('a U reason that did not set the date still makes it unsure', () => {
    const next = nextPossibleDates({
      sex: 'male',
      donations: [{ date: '2026-11-24', components: ['blood'] }],
      deferrals: [{ kind: 'surgery', from: '2026-11-30' }, { kind: 'tattoo', from: '2026-11-30' }],
    }, today);
    expect(next.plasma.reasons[0]).toMatchObject({ code: 'deferral', kind: 'surgery' });
    const view = verdictView(next.plasma);
    expect(view.date).toBeNull();
    expect(describeReasonHonestly(view.reason!)).toBe(`Временный отвод — «Операция, в том числе аборт» от 30 ноября 2026: срок по действующему приказу не подтверждён, ${ASK_AT_STATION}.`);
  });

  it('a deferral with the donor’s own end date carries no confidence: its date is shown', () => {
    const next = nextPossibleDates({ sex: null, donations: [], deferrals: [{ kind: 'surgery', from: '2026-11-30', until: '2027-01-10' }] }, today);
    expect(verdictView(next.blood).date).toBe('2027-01-10');
  });

  it('a U yearly cap names the component, not the placeholder count', () => {
    expect(describeReasonHonestly({ code: 'yearly_cap', component: 'erythrocytes', count: 4, cap: 4, until: '2027-05-01', confidence: 'U' }))
      .toBe(`Сколько раз в год можно сдавать эритроциты, в источниках не найдено: ${ASK_AT_STATION}.`);
  });
});
