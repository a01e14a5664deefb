// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { createTestSectionProps, jsonResponse, type FakeRoutes } from '@donor/shared/testing/section-props';
import { createReset } from './reset.store.ts';

afterEach(() => window.sessionStorage.clear());

function setup(routes: FakeRoutes) {
  const { props, calls } = createTestSectionProps({ routes });
  const go = vi.fn();
  const reset = createReset({ query: props.query, api: props.api, auth: props.auth, go, now: () => 5_000 });
  keepMount(reset.$stage);
  return { props, calls, go, reset };
}

const recovered = { detail: 'Если такой аккаунт есть, мы отправили на него код' };

describe('password recovery', () => {
  it('login → code (kept across a reload) → new password → logged in on /profile/', async () => {
    const { props, calls, go, reset } = setup({
      'POST /api/auth/recover/': recovered,
      'POST /api/auth/check_sms_code/': { token: 'reset-token-1' },
      'POST /api/auth/set_password/': () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json', token: 'tok-new' } }),
    });
    expect(await reset.requestForm.submit()).toBe(false);
    expect(reset.requestForm.$status.get().errors.username).toBe('Поле не может быть пустым');
    reset.requestForm.set('username', ' anna@example.com ');
    expect(await reset.requestForm.submit()).toBe(true);
    expect(calls.requests[0]).toEqual({ method: 'POST', url: '/api/auth/recover/', body: { username: 'anna@example.com' } });
    expect(reset.$stage.get()).toBe('code');

    // a reload: the code stage and its login are still there
    const again = createReset({ query: props.query, api: props.api, auth: props.auth, go, now: () => 5_000 });
    expect(again.$stage.get()).toBe('code');
    expect(again.$step.get()).toMatchObject({ username: 'anna@example.com', sentAt: 5_000 });

    const code = again.codeForm();
    keepMount(code.$code);
    code.setCode('123 456');
    expect(await code.submit()).toBe(true);
    expect(calls.requests[1]).toEqual({ method: 'POST', url: '/api/auth/check_sms_code/', body: { username: 'anna@example.com', code: '123456' } });
    expect(again.$stage.get()).toBe('password');

    again.passwordForm.set('password', 'short');
    expect(await again.passwordForm.submit()).toBe(false);
    expect(again.passwordForm.$status.get().errors.password).toBe('Пароль не короче 8 символов');
    again.passwordForm.set('password', 'a-new-password-9');
    expect(await again.passwordForm.submit()).toBe(true);
    expect(calls.requests[2]).toEqual({ method: 'POST', url: '/api/auth/set_password/', body: { token: 'reset-token-1', password: 'a-new-password-9' } });
    expect(props.auth.$auth.get().token).toBe('tok-new');
    expect(go).toHaveBeenCalledWith('/profile/');
    expect(window.sessionStorage.getItem('draft:reset-step')).not.toContain('anna');
    cleanStores(reset.$stage, code.$code);
  });

  it('a wrong code stays on the field; an expired reset token goes to the alert and startOver begins again', async () => {
    const { reset } = setup({
      'POST /api/auth/recover/': recovered,
      'POST /api/auth/check_sms_code/': ({ body }: { body: unknown }) =>
        (body as { code: string }).code === '111111'
          ? jsonResponse({ code: ['Неверный код или срок его действия истёк. Проверьте код или запросите новый'] }, 400)
          : { token: 'reset-token-2' },
      'POST /api/auth/set_password/': jsonResponse({ token: ['Ссылка для смены пароля недействительна или устарела. Запросите новый код'] }, 400),
    });
    reset.requestForm.set('username', '+79990000001');
    await reset.requestForm.submit();
    const code = reset.codeForm();
    keepMount(code.$code);
    code.setCode('111111');
    expect(await code.submit()).toBe(false);
    expect(code.$code.get().error).toBe('Неверный код или срок его действия истёк. Проверьте код или запросите новый');
    code.setCode('222222');
    await code.submit();
    reset.passwordForm.set('password', 'a-new-password-9');
    expect(await reset.passwordForm.submit()).toBe(false);
    expect(reset.passwordForm.$status.get()).toMatchObject({
      errors: {}, formError: 'Ссылка для смены пароля недействительна или устарела. Запросите новый код',
    });
    reset.startOver();
    expect(reset.$stage.get()).toBe('request');
    expect(reset.hasToken()).toBe(false);
    expect(reset.passwordForm.$values.get().password).toBe('');
    cleanStores(reset.$stage, code.$code);
  });
});
