// @vitest-environment happy-dom
// Settings → blood group: starts from the account, PATCHes {blood_group, kell} (null for «Не
// знаю») and reads /me again — the value the station finder then highlights.
import { afterEach, describe, expect, it } from 'vitest';
import { MeUpdateBody } from '@donor/shared/contract/auth-bodies';
import { createTestSectionProps, fakeUser } from '@donor/shared/testing/section-props';
import { bloodGroupBody, createBloodGroupForm, groupFromUser } from './blood-group.store.ts';

afterEach(() => window.sessionStorage.clear());

describe('settings: blood group', () => {
  it('starts from the account, sends the change and asks for /me again', async () => {
    const user = fakeUser({ id: 9, blood_group: 'b_plus', kell: null });
    const { props, calls } = createTestSectionProps({
      user,
      routes: { 'GET /api/auth/me/': () => user, 'PATCH /api/auth/me/': ({ body }: { body: unknown }) => ({ ...user, ...(body as object) }) },
    });
    const form = createBloodGroupForm({ query: props.query, api: props.api, auth: props.auth }, user);
    expect(form.$values.get()).toMatchObject({ blood_group: 'b_plus', kell: '', dirty: false });
    form.set('blood_group', 'o_minus');
    form.set('kell', 'negative');
    expect(await form.submit()).toBe(true);
    expect(calls.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['PATCH /api/auth/me/', 'GET /api/auth/me/']);
    expect(calls.requests[0]?.body).toEqual({ blood_group: 'o_minus', kell: 'negative' });
    expect(form.$notice.get()).toBe('Сохранено');
  });

  it('«Не знаю» clears the value on the account; the body always passes MeUpdateBody', () => {
    const v = { ...groupFromUser(fakeUser({ blood_group: 'a_plus', kell: 'positive' })), blood_group: '' as const, kell: '' as const };
    expect(bloodGroupBody(v)).toEqual({ blood_group: null, kell: null });
    expect(MeUpdateBody.safeParse(bloodGroupBody(v)).success).toBe(true);
    expect(groupFromUser(fakeUser({ blood_group: null }))).toMatchObject({ blood_group: '', kell: '' });
  });
});
