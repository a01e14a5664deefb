// @vitest-environment happy-dom
// Edit mode of the help-me form (docs/helpme.md «Модерация»): a returned request's data starts the
// form (the consent asked again), the resend goes to …/resubmit/ with the same multipart body,
// `remove_image` only when the author drops the photo without choosing another, and success
// opens the request's page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import type { AnyEndpoint } from '@donor/shared/endpoint';
import { createQueryContext } from '@donor/shared/query';
import { createHelpmeForm, editOf } from './helpme-form.store.ts';
import { makeNeed, NOW } from '../recipient/recipient-fixtures.ts';

const returned = makeNeed({
  id: 77, last_name: 'Смирнова', birth_date: '1980-05-02', image: '/api/picture/9/', is_author: true,
  moderation: { state: 'needs_fix', reason: 'photo', reason_text: 'Фото не подходит', comment: 'Уберите документы', submitted_at: '2026-11-22T10:00:00Z', moderated_at: '2026-11-23T08:00:00Z', can_edit: true },
});

function setup() {
  const post = vi.fn(async (_path: string, _body: FormData) => ({ ...returned, moderation: { ...returned.moderation!, state: 'pending', can_edit: false } }));
  const go = vi.fn();
  const form = createHelpmeForm({
    query: createQueryContext({ api: { get: async () => undefined as never }, retry: false }),
    api: { request: ((endpoint: AnyEndpoint, input: { params?: { id: number }; body: FormData }) => post(endpoint.path.replace(':id', String(input.params?.id)), input.body)) as never },
    go, now: () => NOW, edit: editOf(returned),
  });
  keepMount(form.$draft);
  keepMount(form.$ui);
  return { form, post, go };
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('editing a returned request', () => {
  it('starts from the request: no welcome page, its data, its photo, the consent to give again', () => {
    const { form } = setup();
    expect(form.values()).toMatchObject({
      welcome: false, step: 0, blood_class: 'plasma', requested_blood_type: ['a_plus'], required_donors_count: '10',
      city: { value: 1, label: 'Москва' }, station: { value: 3, label: 'ЦКБ' }, last_date: '2026-11-27',
      first_name: 'Анна', last_name: 'Смирнова', birth_date: '1980-05-02', search_reason: 'Операция', publish_consent: false,
    });
    expect(form.edit).toMatchObject({ id: 77, image: '/api/picture/9/', reason: 'Фото не подходит', comment: 'Уберите документы' });
    cleanStores(form.$draft, form.$ui);
  });

  it('sends it again to …/77/resubmit/, dropping the photo when asked, and opens the request', async () => {
    const { form, post, go } = setup();
    form.next();
    form.setConsent(true);
    form.setDropImage(true);
    expect(await form.submit()).toBe(true);
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/api/address_needs/77/resubmit/');
    expect(body.get('remove_image')).toBe('true');
    expect(body.get('first_name')).toBe('Анна');
    expect(body.get('publish_consent')).toBe('true');
    expect(go).toHaveBeenCalledWith('/recipient/77');
    cleanStores(form.$draft, form.$ui);
  });

  it('keeps the photo unless dropped', async () => {
    const { form, post } = setup();
    form.next();
    form.setConsent(true);
    expect(await form.submit()).toBe(true);
    expect(post.mock.calls[0]![1].has('remove_image')).toBe(false);
    cleanStores(form.$draft, form.$ui);
  });
});
