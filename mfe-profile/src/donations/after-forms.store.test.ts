// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { FeedbackBody, SurveyBody } from '@donor/shared/contract/cabinet';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createFeedbackForm, createSurveyForm } from './after-forms.store.ts';
import { createDonationWrites } from './donations.resource.ts';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => { window.sessionStorage.clear(); vi.restoreAllMocks(); });

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes });
  const writes = createDonationWrites({ query: props.query, api: props.api, auth: { fetchUser: async () => {} } });
  keepMount(writes.$survey);
  keepMount(writes.$feedback);
  const bodies = (method: string) => calls.requests.filter((r) => r.method === method).map((r) => r.body);
  const sent = (method: string) => calls.requests.filter((r) => r.method === method).map((r) => `${r.url} ${JSON.stringify(r.body)}`);
  return { writes, sent, bodies, done: () => cleanStores(writes.$survey, writes.$feedback) };
}

describe('after-donation forms on the kit', () => {
  it('the survey asks for the wellbeing, sends SurveyBody once and says thanks', async () => {
    const survey = { id: 1, donation_id: 9, wellbeing: 4, had_reaction: false, would_return: true, comment: null, created_at: '2026-11-24T10:00:00.000Z' };
    const { writes, sent, bodies, done } = setup({ 'POST /api/survey_after_donation/': jsonResponse(survey, 201) });
    const form = createSurveyForm(writes, 9);
    expect(await form.submit()).toBe(false);
    expect(form.$status.get().errors).toEqual({ wellbeing: 'Поле не может быть пустым' });
    form.set('wellbeing', 4);
    form.set('comment', '  ');
    expect(form.$status.get().errors).toEqual({});
    expect(await form.submit()).toBe(true);
    expect(form.$done.get()).toBe(true);
    expect(sent('POST')).toEqual(['/api/survey_after_donation/ {"donation_id":9,"wellbeing":4,"had_reaction":false,"would_return":true,"comment":null}']);
    expect(SurveyBody.safeParse(bodies('POST')[0]).success).toBe(true);
    done();
  });

  it('the feedback is POSTed first, then PATCHed by its id; a refusal lands under its field', async () => {
    const feedback = { id: 5, donation_id: 9, rating: 5, text: null, created_at: '2026-11-24T10:00:00.000Z' };
    const { writes, sent, bodies, done } = setup({
      'POST /api/donation_feedback/': jsonResponse(feedback, 201),
      'PATCH /api/donation_feedback/5/': jsonResponse({ text: ['Слишком длинно'] }, 400),
    });
    const form = createFeedbackForm(writes, 9, 'Спасибо');
    form.set('rating', 5);
    expect(await form.submit()).toBe(true);
    expect(form.$notice.get()).toBe('Спасибо');
    expect(form.$values.get().id).toBe(5);
    expect(FeedbackBody.safeParse(bodies('POST')[0]).success).toBe(true);
    form.set('text', 'ещё');
    expect(await form.submit()).toBe(false);
    expect(form.$notice.get()).toBeNull();
    expect(form.$status.get()).toMatchObject({ errors: { text: 'Слишком длинно' }, formError: null, submitting: false });
    expect(sent('POST')).toEqual(['/api/donation_feedback/ {"donation_id":9,"rating":5,"text":null}']);
    expect(sent('PATCH')).toEqual(['/api/donation_feedback/5/ {"rating":5,"text":"ещё"}']);
    done();
  });
});
