// The engine as the cabinet and the API call it: next dates per component, the multi-component
// rule, deferrals, age, planned donations and checks of a chosen date (docs/eligibility.md).
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { checkDonationDate, nextPossibleDates } from './engine.ts';
import { COMPONENTS, type DonorFacts, type PastDonation } from './types.ts';

const TODAY = '2026-11-24';
const facts = (donations: PastDonation[], more: Partial<DonorFacts> = {}): DonorFacts => ({ sex: 'male', donations, deferrals: [], ...more });

describe('nextPossibleDates', () => {
  it('with no history every component is possible today, with no reasons', () => {
    const next = nextPossibleDates(facts([]), TODAY);
    expect(Object.keys(next)).toEqual([...COMPONENTS]);
    for (const c of COMPONENTS) expect(next[c]).toEqual({ date: TODAY, reasons: [] });
  });

  it('whole blood today: next whole blood today + 60, plasma today + 30 (the e2e case)', () => {
    const next = nextPossibleDates(facts([{ date: TODAY, components: ['blood'] }]), TODAY);
    expect(next.blood.date).toBe('2027-01-23');
    expect(next.plasma.date).toBe('2026-12-24');
    expect(next.platelets.date).toBe('2026-12-24');
    expect(next.blood.reasons).toEqual([
      { code: 'interval', after: 'blood', lastDate: TODAY, days: 60, until: '2027-01-23', target: 'blood', confidence: 'S' },
    ]);
  });

  it('takes the latest date over all donations: an older whole blood outweighs a newer plasma', () => {
    const next = nextPossibleDates(facts([{ date: '2026-11-01', components: ['blood'] }, { date: '2026-11-20', components: ['plasma'] }]), TODAY);
    expect(next.blood.date).toBe('2026-12-31'); // 11-01 + 60, not 11-20 + 14
    expect(next.blood.reasons[0]).toMatchObject({ after: 'blood', lastDate: '2026-11-01' });
    expect(next.plasma.date).toBe('2026-12-04'); // max(11-01 + 30, 11-20 + 14)
  });

  it('a multi-component procedure applies its largest interval', () => {
    const multi = facts([{ date: TODAY, components: ['plasma', 'erythrocytes'] }]);
    const next = nextPossibleDates(multi, TODAY);
    expect(next.blood.date).toBe(addDays(TODAY, 90)); // erythrocytes 90 (U) beats plasma 14
    expect(next.blood.reasons[0]).toMatchObject({ code: 'interval', after: 'erythrocytes', components: ['plasma', 'erythrocytes'], confidence: 'U' });
    const pp = nextPossibleDates(facts([{ date: TODAY, components: ['plasma', 'platelets'] }]), TODAY);
    expect(pp.plasma.date).toBe(addDays(TODAY, 14));
  });

  it('handles intervals across a leap day', () => {
    expect(nextPossibleDates(facts([{ date: '2027-12-31', components: ['blood'] }]), '2028-01-01').blood.date).toBe('2028-02-29');
    expect(nextPossibleDates(facts([{ date: '2028-02-29', components: ['blood'] }]), '2028-03-01').blood.date).toBe('2028-04-29');
  });

  it('a tattoo defers every component 120 days; the reasons say which rule set the date first', () => {
    const f = facts([{ date: '2026-11-20', components: ['blood'] }], { deferrals: [{ kind: 'tattoo', from: '2026-11-10' }] });
    const next = nextPossibleDates(f, TODAY);
    expect(next.plasma.date).toBe('2027-03-10'); // 11-10 + 120
    expect(next.plasma.reasons.map((r) => r.code)).toEqual(['deferral', 'interval']);
    expect(next.plasma.reasons[0]).toEqual({ code: 'deferral', kind: 'tattoo', from: '2026-11-10', until: '2027-03-10', confidence: 'S' });
    expect(next.blood.date).toBe('2027-03-10');
  });

  it('an explicit deferral end wins over the default, and a future deferral does not block today', () => {
    const explicit = facts([], { deferrals: [{ kind: 'illness', from: '2026-11-20', until: '2026-12-01' }] });
    expect(nextPossibleDates(explicit, TODAY).blood).toEqual({ date: '2026-12-01', reasons: [{ code: 'deferral', kind: 'illness', from: '2026-11-20', until: '2026-12-01' }] });
    const planned = facts([], { deferrals: [{ kind: 'surgery', from: '2026-12-10' }] });
    expect(nextPossibleDates(planned, TODAY).blood.date).toBe(TODAY);
    expect(checkDonationDate(planned, 'blood', '2026-12-10', { today: TODAY }).reasons[0]).toMatchObject({ code: 'deferral', until: '2027-06-08', confidence: 'U' });
  });

  it('no date before the 18th birthday; born on 29 February turns 18 on 1 March', () => {
    const teen = facts([], { birthDate: '2010-02-28' });
    expect(nextPossibleDates(teen, TODAY).plasma).toEqual({ date: '2028-02-28', reasons: [{ code: 'age', until: '2028-02-28', minAge: 18 }] });
    expect(nextPossibleDates(facts([], { birthDate: '2012-02-29' }), TODAY).blood.date).toBe('2030-03-01');
    expect(nextPossibleDates(facts([], { birthDate: '1990-05-05' }), TODAY).blood.reasons).toEqual([]);
  });

  it('a donation planned after today keeps its interval on both sides', () => {
    const f = facts([{ date: '2026-12-10', components: ['plasma'] }]);
    // Blood before 12-10 would need 30 days before the plasma: from today that is impossible until after it.
    const next = nextPossibleDates(f, TODAY);
    expect(next.blood.date).toBe('2026-12-24'); // 12-10 + 14
    expect(next.blood.reasons).toHaveLength(1);
    expect(next.blood.reasons[0]).toMatchObject({ code: 'interval_before', before: 'plasma', nextDate: '2026-12-10', days: 30, target: 'blood' });
    // Plasma → plasma 14: plasma today leaves 16 days before 12-10, so it is fine.
    expect(next.plasma.date).toBe(TODAY);
  });

  it('refuses a malformed date instead of guessing', () => {
    expect(() => nextPossibleDates(facts([{ date: '2026-11-31', components: ['blood'] }]), TODAY)).toThrow(RangeError);
  });
});

describe('checkDonationDate', () => {
  const f = facts([{ date: '2026-11-01', components: ['blood'] }]);

  it('a date inside the interval: refused with the reason, the earliest date, and what to offer', () => {
    const check = checkDonationDate(f, 'blood', '2026-12-15', { today: TODAY });
    expect(check.ok).toBe(false);
    expect(check.reasons).toEqual([{ code: 'interval', after: 'blood', lastDate: '2026-11-01', days: 60, until: '2026-12-31', target: 'blood', confidence: 'S' }]);
    expect(check.earliest).toBe('2026-12-31');
    expect(check.nextAllowed).toBe('2026-12-31');
  });

  it('an allowed date is ok, and agrees with nextPossibleDates', () => {
    const check = checkDonationDate(f, 'blood', '2027-02-01', { today: TODAY });
    expect(check).toEqual({ ok: true, reasons: [], earliest: '2026-12-31', nextAllowed: '2027-02-01' });
    expect(nextPossibleDates(f, TODAY).blood.date).toBe(check.earliest);
  });

  it('a date before today is refused as past', () => {
    const check = checkDonationDate(facts([]), 'plasma', '2026-11-23', { today: TODAY });
    expect(check).toEqual({ ok: false, reasons: [{ code: 'past' }], earliest: TODAY, nextAllowed: TODAY });
  });

  it('without today in the options it uses the device calendar day', () => {
    const check = checkDonationDate(facts([]), 'plasma', '2000-01-01');
    expect(check.reasons).toEqual([{ code: 'past' }]);
  });

  it('a new date right before a planned donation is refused with interval_before', () => {
    const planned = facts([{ date: '2027-01-10', components: ['blood'] }]);
    const check = checkDonationDate(planned, 'blood', '2026-12-20', { today: TODAY });
    expect(check.ok).toBe(false);
    expect(check.reasons[0]).toMatchObject({ code: 'interval_before', before: 'blood', nextDate: '2027-01-10', days: 60, until: '2027-03-11' });
    // Today is only 47 days before the planned blood, too: the first free day is after it.
    expect(check.earliest).toBe('2027-03-11');
    expect(checkDonationDate(planned, 'plasma', '2026-12-20', { today: TODAY }).ok).toBe(true); // plasma → blood 14
  });
});
