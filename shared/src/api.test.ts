import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApi, READ_TIMEOUT_MS, WRITE_TIMEOUT_MS } from './api.ts';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fake fetch answering from a queue; records every call. Lives only in this test. */
function fakeFetch(...responses: Array<Response | Error>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fn as unknown as typeof globalThis.fetch, calls };
}

const json = (data: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('createApi', () => {
  it('joins the base URL and query, and sends the token header', async () => {
    const f = fakeFetch(json({ id: 1 }));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => 'abc', fetch: f.fetch });
    await expect(api.get('/api/cities/', { query: { s: 'Каз', all_bs: true, skip: undefined } })).resolves.toEqual({ id: 1 });
    const url = new URL(f.calls[0]!.url);
    expect(url.pathname).toBe('/api/cities/');
    expect(url.searchParams.get('s')).toBe('Каз');
    expect(url.searchParams.get('all_bs')).toBe('true');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(f.calls[0]!.headers.get('authorization')).toBe('Token abc');
  });

  it('sends no Authorization header without a token, and reads the token per request', async () => {
    let token: string | null = null;
    const f = fakeFetch(json({}), json({}));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => token, fetch: f.fetch });
    await api.get('/api/a/');
    token = 't2';
    await api.get('/api/b/');
    expect(f.calls[0]!.headers.has('authorization')).toBe(false);
    expect(f.calls[1]!.headers.get('authorization')).toBe('Token t2');
  });

  it('posts JSON bodies; patch, put and delete use their methods', async () => {
    const f = fakeFetch(json({ ok: 1 }, 201), json({}), json({}), new Response(null, { status: 204 }));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => null, fetch: f.fetch });
    await expect(api.post('/api/joined_users/', { event_id: 1, timeslot_id: 2 })).resolves.toEqual({ ok: 1 });
    await api.patch('/api/auth/me/', { first_name: 'Анна' });
    await api.put('/api/x/1/', { a: 1 });
    await expect(api.delete('/api/joined_users/5/')).resolves.toBeUndefined();
    expect(f.calls.map((c) => c.method)).toEqual(['POST', 'PATCH', 'PUT', 'DELETE']);
    expect(JSON.parse(String(f.calls[0]!.body))).toEqual({ event_id: 1, timeslot_id: 2 });
    expect(f.calls[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('passes FormData through untouched (multipart help-me submit)', async () => {
    const f = fakeFetch(json({ id: 9 }));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => null, fetch: f.fetch });
    const form = new FormData();
    form.set('first_name', 'Иван');
    await api.post('/api/address_needs/', form);
    expect(f.calls[0]!.body).toBe(form);
  });

  it('parses with a schema when given one', async () => {
    const f = fakeFetch(json({ id: 1, title: 'Москва', extra: true }));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => null, fetch: f.fetch });
    const city = await api.get('/api/cities/1/', { schema: z.object({ id: z.number(), title: z.string() }) });
    expect(city).toEqual({ id: 1, title: 'Москва' });
  });

  it('a response that does not match the schema is a typed schema error', async () => {
    const f = fakeFetch(json({ id: 'x' }));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => null, fetch: f.fetch });
    const error = await api.get('/api/cities/1/', { schema: z.object({ id: z.number() }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'schema', method: 'GET', status: 200, data: { id: 'x' } });
  });

  it('turns a DRF 400 into field errors with context', async () => {
    const f = fakeFetch(json({ email: ['Введите правильный адрес.'], non_field_errors: ['Ошибка'], code: 'x' }, 400));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => null, fetch: f.fetch });
    const error = await api.post('/api/auth/registration/', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e).toMatchObject({ kind: 'http', method: 'POST', status: 400 });
    expect(e.url).toBe('https://donor.example/api/auth/registration/');
    expect(e.fieldErrors).toEqual({ email: ['Введите правильный адрес.'], non_field_errors: ['Ошибка'], code: ['x'] });
    expect(e.detail).toBeUndefined();
  });

  it('a 401 carries detail and calls onUnauthorized before throwing', async () => {
    const onUnauthorized = vi.fn();
    const f = fakeFetch(json({ detail: 'Недопустимый токен.' }, 401));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => 'old', fetch: f.fetch, onUnauthorized });
    const error = await api.get('/api/auth/me/').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, detail: 'Недопустимый токен.' });
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('never retries a POST (nor a GET) on a 5xx', async () => {
    const f = fakeFetch(json({}, 503), json({}, 503), json({}, 503));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => null, fetch: f.fetch });
    await expect(api.post('/api/collects/', {})).rejects.toMatchObject({ status: 503 });
    await expect(api.get('/api/collects/')).rejects.toMatchObject({ status: 503 });
    expect(f.calls).toHaveLength(2);
  });

  it('a network failure is a typed error with status 0', async () => {
    const f = fakeFetch(new TypeError('fetch failed'));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => null, fetch: f.fetch });
    await expect(api.get('/api/cities/')).rejects.toMatchObject({ kind: 'network', status: 0, method: 'GET' });
  });

  it('raw returns the Response so login can read the token header', async () => {
    const f = fakeFetch(json({ id: 3 }, 200, { token: 'tok-123' }));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => null, fetch: f.fetch });
    const response = await api.raw<{ id: number }>('/api/auth/login/', { method: 'POST', body: { username: 'a', password: 'b' } });
    expect(response.headers.get('token')).toBe('tok-123');
    expect(response._data).toEqual({ id: 3 });
    expect(f.calls[0]!.method).toBe('POST');
  });

  it('instances do not share state', async () => {
    const f = fakeFetch(json({}), json({}));
    const a = createApi({ baseURL: 'https://a.example', getToken: () => 'A', fetch: f.fetch });
    const b = createApi({ baseURL: 'https://b.example', getToken: () => null, fetch: f.fetch });
    await a.get('/x/');
    await b.get('/x/');
    expect(f.calls.map((c) => [new URL(c.url).host, c.headers.get('authorization')])).toEqual([
      ['a.example', 'Token A'],
      ['b.example', null],
    ]);
  });
});

describe('isApiError across bundles', () => {
  it('recognises an ApiError made by another copy of this module (the shell’s client in a section)', async () => {
    const { isApiError: check } = await import('./api.ts');
    class OtherCopy extends Error {
      override readonly name = 'ApiError';
      readonly kind = 'http';
      readonly status = 400;
      readonly fieldErrors = { non_field_errors: ['Неверный логин или пароль'] };
    }
    expect(check(new OtherCopy('x'))).toBe(true);
    expect(check(new Error('ApiError'))).toBe(false);
    expect(check({ name: 'ApiError', status: 400 })).toBe(false);
  });
});

describe('createApi: queries, bodies, abort', () => {
  it('repeats array query values and leaves null out', async () => {
    const f = fakeFetch(json([]));
    const api = createApi({ baseURL: 'https://donor.example/', getToken: () => null, fetch: f.fetch });
    await api.get('/api/blood_stations/', { query: { blood_group: ['o_minus', 'a_plus'], city_id: null, page: 2 } });
    const url = new URL(f.calls[0]!.url);
    expect(url.searchParams.getAll('blood_group')).toEqual(['o_minus', 'a_plus']);
    expect(url.searchParams.has('city_id')).toBe(false);
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('a text answer stays text; an empty one is undefined', async () => {
    const f = fakeFetch(new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar' } }), new Response('', { status: 200 }));
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => null, fetch: f.fetch });
    await expect(api.get('/a.ics')).resolves.toBe('BEGIN:VCALENDAR');
    await expect(api.get('/empty/')).resolves.toBeUndefined();
  });

  it("the caller's abort is kind 'abort'; a timeout is a network failure", async () => {
    // Like the real fetch: an already aborted signal rejects at once, a later abort rejects then.
    const hang: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        if (init?.signal?.aborted) reject(init.signal.reason as Error);
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      });
    const api = createApi({ baseURL: 'https://donor.example', getToken: () => null, fetch: hang, timeout: 30 });
    const controller = new AbortController();
    const aborted = api.get('/slow/', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(aborted).resolves.toMatchObject({ kind: 'abort', status: 0 });
    await expect(api.get('/slow/')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('without a limit of its own a read gives up after 10 s and a write after 15 s, as no network', async () => {
    vi.useFakeTimers();
    try {
      const hang: typeof globalThis.fetch = (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));
      const api = createApi({ baseURL: 'https://donor.example', getToken: () => null, fetch: hang });
      const read = api.get('/slow/').catch((e: unknown) => e);
      const write = api.post('/slow/', { a: 1 }).catch((e: unknown) => e);
      let readDone = false;
      let writeDone = false;
      void read.then(() => { readDone = true; });
      void write.then(() => { writeDone = true; });
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
      expect(readDone).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(readDone).toBe(true);
      expect(writeDone).toBe(false);
      await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - READ_TIMEOUT_MS);
      expect(writeDone).toBe(true);
      await expect(read).resolves.toMatchObject({ kind: 'network', method: 'GET' });
      await expect(write).resolves.toMatchObject({ kind: 'network', method: 'POST' });
    } finally {
      vi.useRealTimers();
    }
  });
});
