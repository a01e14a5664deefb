// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { AlertPrefs } from '@donor/shared/contract/push';
import { createTestSectionProps, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createAlertsResource } from './alerts.resource.ts';
import { createAlertsForm, fromPrefs } from './alerts.store.ts';

afterEach(() => window.sessionStorage.clear());

const PREFS: AlertPrefs = { kinds: { reminder: true, need: true, eligible: true, news: false }, quiet: { from: '22:00', to: '08:00' }, fallback: 'email' };

function setup(routes: FakeRoutes = {}) {
  const { props, calls } = createTestSectionProps({ routes: { 'GET /api/notifications/alerts/': () => PREFS, ...routes } });
  return { resource: createAlertsResource({ query: props.query, api: props.api }), calls };
}

describe('alert settings form', () => {
  it('starts from the stored prefs and sends AlertPrefs; the answer goes into the cache', async () => {
    const { resource, calls } = setup({ 'PUT /api/notifications/alerts/': ({ body }: { body: unknown }) => body });
    keepMount(resource.$prefs);
    await allTasks();
    const form = createAlertsForm(resource, 7, PREFS);
    expect(form.$values.get()).toMatchObject({ reminder: true, news: false, quiet_on: true, quiet_from: '22:00', quiet_to: '08:00', fallback: 'email', dirty: false });
    form.set('news', true);
    form.set('need', false);
    form.set('quiet_from', '23:30');
    form.set('fallback', 'none');
    expect(await form.submit()).toBe(true);
    const put = calls.requests.find((r) => r.method === 'PUT');
    const sent = { kinds: { reminder: true, need: false, eligible: true, news: true }, quiet: { from: '23:30', to: '08:00' }, fallback: 'none' };
    expect(put?.body).toEqual(sent);
    expect(AlertPrefs.safeParse(put?.body).success).toBe(true);
    expect(resource.$prefs.get().data).toEqual(sent);
    expect(form.$notice.get()).toBe('Сохранено');
    expect(form.$values.get().dirty).toBe(false);
    cleanStores(resource.$prefs);
  });

  it('quiet hours can be off (null), and their times are checked only when on', async () => {
    const { resource, calls } = setup({ 'PUT /api/notifications/alerts/': ({ body }: { body: unknown }) => body });
    const form = createAlertsForm(resource, 7, PREFS);
    form.set('quiet_from', '25:00');
    form.set('quiet_to', '');
    expect(await form.submit()).toBe(false);
    expect(form.$status.get().errors).toEqual({ quiet_from: 'Укажите время в формате ЧЧ:ММ', quiet_to: 'Поле не может быть пустым' });
    form.set('quiet_on', false);
    expect(form.$status.get().errors).toEqual({});
    expect(await form.submit()).toBe(true);
    expect((calls.requests.find((r) => r.method === 'PUT')?.body as AlertPrefs).quiet).toBeNull();
  });

  it('puts the API\'s refusal beside its field', async () => {
    const { resource } = setup({ 'PUT /api/notifications/alerts/': jsonResponse({ fallback: ['В профиле нет телефона для SMS'] }, 400) });
    const form = createAlertsForm(resource, 7, PREFS);
    form.set('fallback', 'sms');
    expect(await form.submit()).toBe(false);
    expect(form.$status.get()).toMatchObject({ errors: { fallback: 'В профиле нет телефона для SMS' }, formError: null });
  });

  it('unsaved edits survive a reload; otherwise the form starts from the API', () => {
    const { resource } = setup();
    const first = createAlertsForm(resource, 7, PREFS);
    keepMount(first.$values);
    first.set('quiet_to', '07:00');
    expect(createAlertsForm(resource, 7, PREFS).$values.get()).toMatchObject({ quiet_to: '07:00', dirty: true });
    expect(createAlertsForm(resource, 8, { ...PREFS, quiet: null }).$values.get()).toEqual(fromPrefs(8, { ...PREFS, quiet: null }));
    cleanStores(first.$values);
  });

  it('adopts a newer answer (alerts switched on by a device) unless edits are unsaved', () => {
    const { resource } = setup();
    const never = { ...PREFS, kinds: { reminder: false, need: false, eligible: false, news: false } };
    const form = createAlertsForm(resource, 7, never);
    form.adopt(PREFS);
    expect(form.$values.get()).toMatchObject({ reminder: true, need: true });
    form.set('news', true);
    form.adopt(never);
    expect(form.$values.get()).toMatchObject({ reminder: true, news: true, dirty: true });
  });

  it('switched-off quiet hours offer 22:00–08:00 when switched on', () => {
    expect(fromPrefs(1, { ...PREFS, quiet: null })).toMatchObject({ quiet_on: false, quiet_from: '22:00', quiet_to: '08:00' });
  });
});
