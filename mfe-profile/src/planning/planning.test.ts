import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import type { DonorPlan } from '@donor/shared/contract/cabinet';
import type { DonorFacts } from '@donor/shared/eligibility/types';
import { createTestSectionProps, fakeUser, jsonResponse } from '@donor/shared/testing/section-props';
import { ELIGIBILITY_KEY, PLAN_KEY } from '../cabinet/cabinet.resource.ts';
import { createPlanningResource, type PlanningResource } from './planning.resource.ts';
import { adviseDate, createPlanForm, EMPTY_PLAN, planErrors, planIcs, planSave } from './planning.store.ts';

const TODAY = '2026-11-24';
const facts: DonorFacts = { sex: 'female', donations: [{ date: TODAY, components: ['blood'] }], deferrals: [] };
const plan: DonorPlan = {
  id: 3, blood_class: 'plasma', blood_station: { id: 5, title: 'ОПК', address: 'ул. Поликарпова, 14' }, plan_date: '2026-12-24', created_at: '2026-11-24T10:00:00.000Z',
};

describe('planning: the engine explains a refused date', () => {
  it('the earliest day per component after whole blood today: blood +60, plasma +30 (1166н)', () => {
    expect(adviseDate(facts, 'blood', '', TODAY)).toEqual({ earliest: '2027-01-23', reasons: [] });
    expect(adviseDate(facts, 'plasma', '', TODAY).earliest).toBe('2026-12-24');
  });

  it('a date inside the interval is refused with the reason in words; a past date too', () => {
    const inside = adviseDate(facts, 'blood', '2026-12-10', TODAY);
    expect(inside.reasons[0]).toMatch(/^После сдачи цельной крови 24 ноября 2026 .*нужно подождать 60 дней: сдать можно с 23 января 2027\.$/);
    expect(adviseDate(facts, 'blood', '2027-01-23', TODAY).reasons).toEqual([]);
    expect(planErrors({ blood_class: 'plasma', station: { id: 5, title: 'ОПК' }, plan_date: '2026-11-01' }, facts, TODAY).plan_date).toBe('Дата не может быть в прошлом');
    expect(planErrors(EMPTY_PLAN, facts, TODAY)).toEqual({ blood_class: 'Поле не может быть пустым', blood_station_id: 'Поле не может быть пустым', plan_date: 'Поле не может быть пустым' });
    expect(planErrors({ blood_class: 'blood', station: { id: 5, title: 'ОПК' }, plan_date: '2026-12-10' }, facts, TODAY).plan_date).toMatch(/нужно подождать 60 дней/);
  });

  it('a new plan is POSTed whole; a change PATCHes only what changed', () => {
    expect(planSave({ blood_class: 'plasma', station: { id: 5, title: 'ОПК' }, plan_date: '2026-12-24' }, null)).toEqual({
      id: null, body: { blood_class: 'plasma', blood_station_id: 5, plan_date: '2026-12-24' },
    });
    expect(planSave({ blood_class: 'plasma', station: { id: 5, title: 'ОПК' }, plan_date: '2026-12-30' }, plan)).toEqual({ id: 3, body: { plan_date: '2026-12-30' } });
  });

  it('.ics: an all-day event with the two reminders of the API', () => {
    const ics = planIcs(plan, 'https://donor.test', new Date('2026-11-24T10:00:00Z'));
    expect(ics).toContain('DTSTART;VALUE=DATE:20261224\r\nDTEND;VALUE=DATE:20261225');
    expect(ics).toContain('SUMMARY:Донация: плазма');
    expect(ics.match(/TRIGGER:[^\r]+/g)).toEqual(['TRIGGER:-PT14H', 'TRIGGER:PT8H']);
    expect(ics).toContain('URL:https://donor.test/profile/planning');
  });
});

describe('planning resource', () => {
  let r: PlanningResource | null = null;
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => { if (r) cleanStores(r.$plan, r.$eligibility, r.$save, r.$cancel); r = null; vi.restoreAllMocks(); });

  it('reads the plan and the engine facts; saving and cancelling keep the cached plan in step', async () => {
    const { props, calls } = createTestSectionProps({
      user: fakeUser(),
      routes: {
        [PLAN_KEY]: null,
        [ELIGIBILITY_KEY]: { sex: 'female', today: TODAY, donations: [{ date: TODAY, components: ['blood'], volumeMl: null, paid: false }], deferrals: [], next: {}, honorary: [] },
        'POST /api/donation_plan/': jsonResponse(plan, 201),
        'PATCH /api/donation_plan/3/': { ...plan, plan_date: '2026-12-30' },
        'DELETE /api/donation_plan/3/': new Response(null, { status: 204 }),
      },
    });
    r = createPlanningResource(props);
    for (const $s of [r.$plan, r.$eligibility, r.$save, r.$cancel]) keepMount($s);
    await allTasks();
    expect(r.$plan.get().data).toBeNull();
    expect(r.$eligibility.get().data).toMatchObject({ today: TODAY, facts: { sex: 'female', donations: [{ date: TODAY, components: ['blood'], paid: false }] } });
    await r.$save.mutate({ id: null, body: { blood_class: 'plasma', blood_station_id: 5, plan_date: '2026-12-24' } });
    expect(r.$plan.get().data).toEqual(plan);
    await r.$save.mutate({ id: 3, body: { plan_date: '2026-12-30' } });
    expect(r.$plan.get().data?.plan_date).toBe('2026-12-30');
    await r.$cancel.mutate(3);
    expect(r.$plan.get().data).toBeNull();
    expect(calls.requests.filter((c) => c.url === PLAN_KEY)).toHaveLength(1);
  });

  it('the API refusing a date answers under plan_date', async () => {
    const { props } = createTestSectionProps({ user: fakeUser(), routes: { [PLAN_KEY]: null, 'POST /api/donation_plan/': jsonResponse({ plan_date: ['После сдачи …'] }, 400) } });
    r = createPlanningResource(props);
    for (const $s of [r.$plan, r.$save]) keepMount($s);
    expect(await r.$save.mutate({ id: null, body: { blood_class: 'blood', blood_station_id: 5, plan_date: '2026-12-01' } })).toBeUndefined();
    expect(r.$save.get().error).toMatchObject({ status: 400, fieldErrors: { plan_date: ['После сдачи …'] } });
  });
});

describe('plan form on the kit', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('refuses a date inside the interval with the engine’s words, then POSTs an allowed one', async () => {
    const { props, calls } = createTestSectionProps({
      user: fakeUser(),
      routes: {
        [PLAN_KEY]: null,
        [ELIGIBILITY_KEY]: { sex: 'female', today: TODAY, donations: [{ date: TODAY, components: ['blood'] }], deferrals: [], next: {}, honorary: [] },
        'POST /api/donation_plan/': jsonResponse(plan, 201),
      },
    });
    const r = createPlanningResource(props);
    for (const $s of [r.$plan, r.$eligibility, r.$save]) keepMount($s);
    await allTasks();
    const form = createPlanForm(r, null);
    form.setKind('blood');
    form.setStation({ id: 5, title: 'ОПК' });
    form.set('plan_date', '2026-12-10');
    expect(await form.submit()).toBe(false);
    expect(form.$status.get().errors.plan_date).toMatch(/нужно подождать 60 дней/);
    form.setKind('plasma');
    expect(form.$status.get().errors).toEqual({});
    form.set('plan_date', '2026-12-24');
    expect(await form.submit()).toBe(true);
    expect(calls.requests.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ blood_class: 'plasma', blood_station_id: 5, plan_date: '2026-12-24' }]);
    expect(r.$plan.get().data).toEqual(plan);
    cleanStores(r.$plan, r.$eligibility, r.$save);
  });
});
