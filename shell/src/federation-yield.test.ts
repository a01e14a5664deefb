// The runtime's waterfall hooks take a plugin's answer as their next arguments: the yielding
// plugin must hand back exactly what it got, and end the task (yield-to-main.ts) each time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldingPlugin } from './federation.ts';

describe('yieldingPlugin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('yields in each step and gives the runtime its arguments back', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    const plugin = yieldingPlugin();
    const args = { id: 'mfe_top/spa' } as never;
    await expect((plugin.beforeInitContainer as (a: unknown) => Promise<unknown>)(args)).resolves.toBe(args);
    await expect((plugin.initContainer as (a: unknown) => Promise<unknown>)(args)).resolves.toBe(args);
    // onLoad's answer would replace the module: nothing, so the runtime keeps the one it loaded.
    await expect((plugin.onLoad as (a: unknown) => Promise<unknown>)(args)).resolves.toBeUndefined();
    expect(yieldFn).toHaveBeenCalledTimes(3);
  });
});
