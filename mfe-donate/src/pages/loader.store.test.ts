import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@donor/shared/api';
import { createLoader } from './loader.store.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createLoader', () => {
  it('loading → ok', async () => {
    const $s = createLoader(async () => [1, 2]);
    expect($s.get().status).toBe('loading');
    await tick();
    expect($s.get()).toEqual({ status: 'ok', data: [1, 2] });
  });
  it('404 → not-found; other failures are logged → error', async () => {
    const $nf = createLoader(async () => { throw new ApiError({ kind: 'http', method: 'GET', url: '/x', status: 404, data: {} }); });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const $err = createLoader(async () => { throw new Error('boom'); });
    await tick();
    expect($nf.get().status).toBe('not-found');
    expect($err.get().status).toBe('error');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
