// The cabinet's first screen drawn from its first-screen answers (first-screen-paints.tsx): the
// LCP text (a next date's reason) is in it, a name is text, no control, and no picture without
// valid answers (docs/ARCHITECTURE.md «A first paint with the page's data»).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { List } from '@donor/shared/contract/common';
import type { Donation, DonorPlan, EligibilityResponse } from '@donor/shared/contract/cabinet';
import { nextPossibleDates } from '@donor/shared/eligibility/engine';
import { honoraryProgress } from '@donor/shared/eligibility/honorary';
import type { DonorFacts } from '@donor/shared/eligibility/types';
import { BOOKINGS_KEY, ELIGIBILITY_KEY, LATEST_DONATIONS_KEY, PLAN_KEY } from '@donor/shared/profile-keys';
import type { MyBooking } from '@donor/shared/contract/booking';
import { hasControl, type FirstScreenPaintProps } from '@donor/shared/section-first-paint';
import { FIRST_SCREEN_PAINTS } from './first-screen-paints.tsx';

const EVIL = '<script>alert(1)</script>';
const today = '2026-11-27';
const facts: DonorFacts = { sex: 'female', donations: [{ date: '2026-11-07', components: ['plasma'] }, { date: '2026-06-01', components: ['blood'] }], deferrals: [] };
const eligibility: EligibilityResponse = {
  sex: 'female', today,
  donations: facts.donations.map((d) => ({ date: d.date, components: d.components })),
  deferrals: [],
  next: nextPossibleDates(facts, today),
  honorary: honoraryProgress(facts, today),
};
const plan: DonorPlan = {
  id: 3, blood_class: 'plasma', plan_date: '2026-12-20', created_at: '2026-11-20T10:00:00Z',
  blood_station: { id: 7, title: `Станция ${EVIL}`, address: 'ул. Пушкина, 1' },
};
const latest: List<Donation> = {
  count: 1, num_pages: 1, next: null, previous: null,
  results: [{
    id: 11, donate_at: '2026-11-07', status: 'accepted', blood_class: 'plasma', blood_station: { id: 7, title: `ОПК ${EVIL}` },
    is_paid: false, volume_ml: 600, certificate: null, created_at: '2026-11-07T12:00:00Z',
  }],
};
const noBookings: List<MyBooking> = { count: 0, num_pages: 0, next: null, previous: null, results: [] };
const answers = { [BOOKINGS_KEY]: noBookings, [ELIGIBILITY_KEY]: eligibility, [PLAN_KEY]: plan, [LATEST_DONATIONS_KEY]: latest };

const draw = (props: Partial<FirstScreenPaintProps> = {}): string => {
  const Paint = FIRST_SCREEN_PAINTS.profile;
  return renderToStaticMarkup(<Paint answers={answers} params={{}} search="" {...props} />);
};

describe('the cabinet’s first screen with its data', () => {
  it('draws «Главное» as the live page: bookings, actions, the next dates (the LCP) and the plan, a name as text', () => {
    const html = draw();
    expect(html).toContain('Личный кабинет');
    // The phone's LCP (a 412 px phone, logged in as the demo donor): a next date's reason.
    expect(html).toMatch(/<span class="cab-next__why">После сдачи плазмы [^<]+<\/span>/);
    expect(html).toContain('Изменить план');
    expect(html).toContain(`Станция &lt;script&gt;alert(1)&lt;/script&gt;`);
    expect(html).not.toContain(EVIL);
    expect(hasControl(html)).toBe(false);
    // The order of the live panel: bookings, actions, the dates.
    const at = (s: string) => html.indexOf(s);
    expect(at('cab-head-slot')).toBeLessThan(at('cab-tabs-slot'));
    expect(at('cab-tabs-slot')).toBeLessThan(at('id="cab-bookings"'));
    expect(at('id="cab-bookings"')).toBeLessThan(at('cab-main-actions'));
    expect(at('cab-main-actions')).toBeLessThan(at('id="cab-next"'));
    expect(FIRST_SCREEN_PAINTS.newprofile).toBe(FIRST_SCREEN_PAINTS.profile);
  });

  it('the bookings from their answer, each with its code; without the answer, the live block’s skeleton', () => {
    expect(draw()).toContain('Предстоящих записей нет.');
    const booking: MyBooking = {
      id: 5, code: 'K7M2Q9',
      slot: { id: 9, date: '2026-12-03', start_time: '10:00', starts_at: '2026-12-03T07:00:00Z' },
      event: { id: 2, title: `День донора ${EVIL}`, address: 'ул. Ленина, 2' },
      blood_station: { id: 7, slug: 'moscow-1', title: 'ОПК №1', address: 'ул. Пушкина, 1' },
    };
    const one = draw({ answers: { ...answers, [BOOKINGS_KEY]: { ...noBookings, count: 1, num_pages: 1, results: [booking] } } });
    expect(one).toContain('<strong class="cab-booking__code">K7M2Q9</strong>');
    expect(one).toContain('День донора &lt;script&gt;');
    expect(hasControl(one)).toBe(false);
    const none = draw({ answers: { ...answers, [BOOKINGS_KEY]: undefined } });
    expect(none).not.toContain('Предстоящих записей нет.');
    expect(none).toContain('id="cab-bookings"');
  });

  it('a donor without a plan: the plan action, no plan line', () => {
    const html = draw({ answers: { ...answers, [PLAN_KEY]: null } });
    expect(html).toContain('Запланировать');
    expect(html).not.toContain('cab-plan');
  });

  it('?tab=donations draws the latest donations; the other tabs have no picture', () => {
    const html = draw({ search: '?tab=donations' });
    expect(html).toContain('id="cab-latest"');
    expect(html).toContain('ОПК &lt;script&gt;');
    expect(html).not.toContain('id="cab-next"');
    expect(hasControl(html)).toBe(false);
    expect(draw({ search: '?tab=gifts' })).toBe('');
    expect(draw({ search: '?tab=more' })).toBe('');
  });

  it('no picture without the answers it needs or with a malformed one', () => {
    expect(draw({ answers: {} })).toBe('');
    expect(draw({ answers: { [PLAN_KEY]: plan } })).toBe('');
    expect(draw({ answers: { [ELIGIBILITY_KEY]: eligibility } })).toBe('');
    expect(draw({ answers: { ...answers, [ELIGIBILITY_KEY]: { today, next: 'soon' } } })).toBe('');
    expect(draw({ answers: { ...answers, [PLAN_KEY]: { id: 'x' } } })).toBe('');
    expect(draw({ search: '?tab=donations', answers: { ...answers, [LATEST_DONATIONS_KEY]: { results: 'none' } } })).toBe('');
  });
});
