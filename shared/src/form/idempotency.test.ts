import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.ts';
import { idempotentSender, uuid } from './idempotency.ts';

const noNetwork = () => new ApiError({ kind: 'network', method: 'POST', url: '/api/x/', status: 0, data: undefined });
const refused = () => new ApiError({ kind: 'http', method: 'POST', url: '/api/x/', status: 400, data: { detail: 'нет' } });

describe('idempotentSender', () => {
  it('a uuid v4 per new submission', () => {
    expect(uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuid()).not.toBe(uuid());
  });

  it('the same submission sent again after no answer reuses its key; an answer ends it', async () => {
    let n = 0;
    const send = idempotentSender(() => `k${++n}`);
    const keys: string[] = [];
    const call = (fail: Error | null) => (h: Record<string, string>) => {
      keys.push(h['Idempotency-Key']!);
      return fail ? Promise.reject(fail) : Promise.resolve('ok');
    };
    await expect(send({ slot: 1 }, call(noNetwork()))).rejects.toThrow();
    await expect(send({ slot: 1 }, call(noNetwork()))).rejects.toThrow();
    await expect(send({ slot: 1 }, call(null))).resolves.toBe('ok');
    // answered: the same body again is a new submission
    await send({ slot: 1 }, call(null));
    expect(keys).toEqual(['k1', 'k1', 'k1', 'k2']);
  });

  it('changed input is a new submission; a refusal (an answer) ends the submission too', async () => {
    let n = 0;
    const send = idempotentSender(() => `k${++n}`);
    const keys: string[] = [];
    const fail = (e: Error) => (h: Record<string, string>) => { keys.push(h['Idempotency-Key']!); return Promise.reject(e); };
    await expect(send({ slot: 1 }, fail(noNetwork()))).rejects.toThrow();
    await expect(send({ slot: 2 }, fail(noNetwork()))).rejects.toThrow();
    await expect(send({ slot: 2 }, fail(refused()))).rejects.toThrow();
    await expect(send({ slot: 2 }, fail(noNetwork()))).rejects.toThrow();
    expect(keys).toEqual(['k1', 'k2', 'k2', 'k3']);
  });
});
