import { describe, expect, it } from 'vitest';
import { createApi } from './api.ts';
import { endpoint, keyOf, pathOf } from './endpoint.ts';

const station = endpoint<{ id: number; title: string }, never, { with_events?: boolean }>()('GET', '/api/blood_stations/:id/');
const join = endpoint<{ status: string }, { date: string }>()('POST', '/api/events/:event/join/');
const cities = endpoint<{ count: number }, never, { s?: string; page?: number }>()('GET', '/api/cities/');

describe('endpoint descriptors', () => {
  it('is only method and path at run time', () => {
    expect(station).toEqual({ method: 'GET', path: '/api/blood_stations/:id/' });
  });

  it('puts params into the path, encoded', () => {
    expect(pathOf(station, { id: 5 })).toBe('/api/blood_stations/5/');
    expect(pathOf(station, { id: 'a b/c' })).toBe('/api/blood_stations/a%20b%2Fc/');
    expect(pathOf(cities)).toBe('/api/cities/');
  });

  it('refuses a missing param instead of asking a wrong address', () => {
    expect(() => pathOf(station, {} as { id: number })).toThrow(/id/);
  });

  it('builds the same key as requestKey, query in the given order', () => {
    expect(keyOf(cities, null, { s: 'Каз', page: 2 })).toBe('/api/cities/?s=%D0%9A%D0%B0%D0%B7&page=2');
    expect(keyOf(station, { id: 7 }, { with_events: true })).toBe('/api/blood_stations/7/?with_events=true');
  });

  it('is called by the api client with its method, path and body', async () => {
    const seen: { method: string; url: string; body: string | null }[] = [];
    const api = createApi({
      baseURL: 'http://donor.test',
      getToken: () => null,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        seen.push({ method: request.method, url: request.url, body: request.method === 'GET' ? null : await request.text() });
        return Response.json({ status: 'joined' }, { status: 201 });
      }) as typeof fetch,
    });
    const answer = await api.request(join, { params: { event: 3 }, body: { date: '2026-12-01' } });
    expect(answer.status).toBe('joined');
    const raw = await api.requestRaw(cities, { query: { s: 'a' } });
    expect(raw.status).toBe(201);
    expect(seen).toEqual([
      { method: 'POST', url: 'http://donor.test/api/events/3/join/', body: '{"date":"2026-12-01"}' },
      { method: 'GET', url: 'http://donor.test/api/cities/?s=a', body: null },
    ]);
  });
});
