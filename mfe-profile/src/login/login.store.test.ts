import { describe, expect, it, vi } from 'vitest';
import { createLoginForm, type LoginDeps } from './login.store.ts';
import { ApiError } from '@donor/shared/api';
import type { AnyEndpoint } from '@donor/shared/endpoint';
import { createQueryContext } from '@donor/shared/query';
import type { AuthStore } from '@donor/shared/stores/types';
import { LoginBody } from '@donor/shared/contract/auth-bodies';

function deps(overrides: Partial<LoginDeps> = {}, login?: () => Promise<unknown>) {
  const store = new Map<string, string>();
  const go = vi.fn();
  const setToken = vi.fn();
  const clearNextCookie = vi.fn();
  const raw = vi.fn(login ?? (async () => ({ headers: new Headers({ token: 'tok-123' }) })));
  // The write goes through the login descriptor; `raw` sees it as the path, method and body.
  const requestRaw = (endpoint: AnyEndpoint, input: { body: unknown }) => (raw as (...args: unknown[]) => unknown)(endpoint.path, { method: endpoint.method, body: input.body });
  const d: LoginDeps = {
    query: createQueryContext({ api: { get: async () => undefined as never }, retry: false }),
    api: { requestRaw } as unknown as LoginDeps['api'],
    auth: { setToken } as unknown as AuthStore,
    nextFromQuery: null,
    nextFromCookie: null,
    clearNextCookie,
    go,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
    ...overrides,
  };
  return { d, go, setToken, raw, clearNextCookie, store };
}

const httpError = (status: number, data: unknown) =>
  new ApiError({ kind: 'http', method: 'POST', url: '/api/auth/login/', status, data });

describe('login form', () => {
  it('requires both fields before posting', async () => {
    const { d, raw } = deps();
    const form = createLoginForm(d);
    expect(await form.submit()).toBe(false);
    expect(form.$login.get().errors).toEqual({ username: 'Поле не может быть пустым', password: 'Поле не может быть пустым' });
    expect(raw).not.toHaveBeenCalled();
  });

  it('checks the API LoginBody rules without zod (the test may use it) and posts the trimmed login', async () => {
    const cases: Array<[string, string]> = [
      ['  ', '   '], ['x'.repeat(255), 'p'.repeat(129)], ['a\u0000b', ''], [' demo@example.com ', ' secret '], ['x'.repeat(254), 'p'.repeat(128)],
    ];
    for (const [username, password] of cases) {
      const { d, raw } = deps();
      const form = createLoginForm(d);
      form.setField('username', username);
      form.setField('password', password);
      const parsed = LoginBody.safeParse({ username, password });
      const expected: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) expected[String(issue.path[0])] ??= issue.message;
      expect(await form.submit()).toBe(parsed.success);
      expect(form.$login.get().errors).toEqual(expected);
      if (parsed.success) expect(raw).toHaveBeenCalledWith('/api/auth/login/', { method: 'POST', body: parsed.data });
      else expect(raw).not.toHaveBeenCalled();
    }
  });

  it('stores the token from the response header and goes to /profile/ by default', async () => {
    const { d, go, setToken, raw, clearNextCookie } = deps();
    const form = createLoginForm(d);
    form.setField('username', 'demo@example.com');
    form.setField('password', 'secret-pass');
    expect(await form.submit()).toBe(true);
    expect(raw).toHaveBeenCalledWith('/api/auth/login/', { method: 'POST', body: { username: 'demo@example.com', password: 'secret-pass' } });
    expect(setToken).toHaveBeenCalledWith('tok-123');
    expect(clearNextCookie).toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('/profile/');
  });

  it('honours a same-origin next (query first, then cookie) and refuses others', () => {
    expect(createLoginForm(deps({ nextFromQuery: '/top/?year=1', nextFromCookie: '/profile/bonus' }).d).target()).toBe('/top/?year=1');
    expect(createLoginForm(deps({ nextFromQuery: null, nextFromCookie: '/profile/bonus' }).d).target()).toBe('/profile/bonus');
    for (const evil of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
      expect(createLoginForm(deps({ nextFromQuery: evil }).d).target()).toBe('/profile/');
    }
  });

  it('shows the server message for wrong credentials and keeps the login', async () => {
    const { d, go } = deps({}, async () => {
      throw httpError(400, { non_field_errors: ['Неверный логин или пароль'] });
    });
    const form = createLoginForm(d);
    form.setField('username', 'demo@example.com');
    form.setField('password', 'wrong-pass');
    await form.submit();
    expect(form.$login.get()).toMatchObject({ formError: 'Неверный логин или пароль', submitting: false, username: 'demo@example.com' });
    expect(go).not.toHaveBeenCalled();
  });

  it('maps field errors and 429 detail', async () => {
    const a = deps({}, async () => { throw httpError(400, { username: ['Введите корректный e-mail'] }); });
    const f1 = createLoginForm(a.d);
    f1.setField('username', 'x'); f1.setField('password', 'y');
    await f1.submit();
    expect(f1.$login.get().errors.username).toBe('Введите корректный e-mail');
    const b = deps({}, async () => { throw httpError(429, { detail: 'Слишком много попыток' }); });
    const f2 = createLoginForm(b.d);
    f2.setField('username', 'x'); f2.setField('password', 'y');
    await f2.submit();
    expect(f2.$login.get().formError).toBe('Слишком много попыток');
  });

  it('keeps the login draft across a reload, never the password', () => {
    const { d, store } = deps();
    createLoginForm(d).setField('username', '+79990000001');
    expect(store.get('login-draft')).toBe('+79990000001');
    expect(createLoginForm(d).$login.get()).toMatchObject({ username: '+79990000001', password: '' });
  });
});
