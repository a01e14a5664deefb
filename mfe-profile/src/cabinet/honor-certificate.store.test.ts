// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import type { HonorCertificate } from '@donor/shared/contract/cabinet';
import { createTestSectionProps, fakeUser, jsonResponse } from '@donor/shared/testing/section-props';
import { HONOR_KEY, createCabinetResource } from './cabinet.resource.ts';
import { createHonorForm } from './honor-certificate.store.ts';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => { window.sessionStorage.clear(); vi.restoreAllMocks(); });

const saved: HonorCertificate = { id: 2, image_id: 4, image_url: '/api/picture/4/', honor_certificate_date: '2026-08-26' };

describe('honor certificate form on the kit', () => {
  it('checks in the browser, POSTs the first time, then PATCHes only what changed; a refusal lands under its field', async () => {
    const { props, calls } = createTestSectionProps({
      user: fakeUser(),
      routes: {
        [HONOR_KEY]: null,
        'POST /api/honor-certificate/': jsonResponse(saved, 201),
        'PATCH /api/honor-certificate/': jsonResponse({ honor_certificate_date: ['Дата не может быть в будущем'] }, 400),
      },
    });
    const resource = createCabinetResource(props);
    keepMount(resource.$honor);
    keepMount(resource.$saveHonor);
    await allTasks();
    const form = createHonorForm(resource, 'Сохранено');
    expect(await form.submit()).toBe(false);
    expect(form.$status.get().errors).toMatchObject({ image_id: expect.any(String), honor_certificate_date: 'Поле не может быть пустым' });
    form.setImage({ id: 4, url: '/api/picture/4/' });
    form.setDate('2026-08-26');
    expect(form.$status.get().errors).toEqual({});
    expect(await form.submit()).toBe(true);
    expect(form.$notice.get()).toBe('Сохранено');
    expect(resource.$honor.get().data).toEqual(saved);
    form.setDate('2026-08-20');
    expect(await form.submit()).toBe(false);
    expect(form.$notice.get()).toBeNull();
    expect(form.$status.get()).toMatchObject({ errors: { honor_certificate_date: 'Дата не может быть в будущем' }, formError: null });
    const writes = calls.requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.body]);
    expect(writes).toEqual([['POST', { image_id: 4, honor_certificate_date: '2026-08-26' }], ['PATCH', { honor_certificate_date: '2026-08-20' }]]);
    cleanStores(resource.$honor, resource.$saveHonor);
  });
});
