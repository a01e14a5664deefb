import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import type { BonusFeedback } from '@donor/shared/contract/recognition';
import { createTestSectionProps, fakeUser, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createBonusFeedbackForm } from './bonus-feedback.store.ts';
import { createBonusesResource, feedbackKey } from './bonuses.resource.ts';

const saved: BonusFeedback = { id: 5, bonus_id: 1, rating: 4, text: 'Вкусно', created_at: 'x', updated_at: 'x' };

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ user: fakeUser(), routes });
  const resource = createBonusesResource(props);
  const sent = () => calls.requests.map((r) => `${r.method} ${r.url} ${JSON.stringify(r.body)}`);
  return { resource, sent };
}

describe('bonus feedback form on the kit', () => {
  it('asks for a rating first, POSTs the first feedback and thanks', async () => {
    const { resource, sent } = setup({ [`POST ${feedbackKey(1)}`]: jsonResponse(saved, 201) });
    const form = createBonusFeedbackForm(resource, 1, null, 'Спасибо за отзыв!');
    keepMount(form.$status);
    expect(await form.submit()).toBe(false);
    expect(form.$status.get()).toEqual({ errors: { rating: 'Оценка — целое число от 1 до 5' }, formError: null, submitting: false });
    expect(sent()).toEqual([]);
    form.set('rating', 4);
    form.set('text', ' Вкусно ');
    expect(form.$status.get().errors).toEqual({});
    expect(await form.submit()).toBe(true);
    expect(form.$notice.get()).toBe('Спасибо за отзыв!');
    expect(sent()).toEqual([`POST ${feedbackKey(1)} {"rating":4,"text":"Вкусно"}`]);
    cleanStores(form.$status);
  });

  it('an existing feedback starts the form and is PATCHed; a refusal lands under its field, anything else in the alert', async () => {
    const answers = [jsonResponse({ text: ['Не больше 1000 символов'] }, 400), jsonResponse({ detail: 'Бонус не найден' }, 404)];
    const { resource, sent } = setup({ [`PATCH ${feedbackKey(1)}`]: () => answers.shift() });
    const form = createBonusFeedbackForm(resource, 1, saved, 'Спасибо за отзыв!');
    keepMount(form.$status);
    expect(form.$values.get()).toEqual({ rating: 4, text: 'Вкусно' });
    expect(await form.submit()).toBe(false);
    expect(form.$status.get()).toEqual({ errors: { text: 'Не больше 1000 символов' }, formError: null, submitting: false });
    expect(await form.submit()).toBe(false);
    expect(form.$status.get()).toEqual({ errors: {}, formError: 'Бонус не найден', submitting: false });
    expect(form.$notice.get()).toBeNull();
    expect(sent()).toEqual([`PATCH ${feedbackKey(1)} {"rating":4,"text":"Вкусно"}`, `PATCH ${feedbackKey(1)} {"rating":4,"text":"Вкусно"}`]);
    cleanStores(form.$status);
  });
});
