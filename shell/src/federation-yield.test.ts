// The runtime's waterfall hooks take a plugin's answer as their next arguments: the yielding
// plugin must hand back exactly what it got, and end the task (yield-to-main.ts) each time.
// Node has no `scheduler`, so each hook resumes after a timeout: not within microtasks.
import { describe, expect, it } from 'vitest';
import { yieldingPlugin } from './federation.ts';
import { settlesWithinMicrotasks } from '@donor/shared/testing/settles';

describe('yieldingPlugin', () => {
  it('yields in each step and gives the runtime its arguments back', async () => {
    const plugin = yieldingPlugin();
    const args = { id: 'mfe_top/spa' };
    for (const hook of [plugin.beforeInitContainer, plugin.initContainer] as ((a: unknown) => Promise<unknown>)[]) {
      const step = hook(args);
      expect(await settlesWithinMicrotasks(step)).toBe(false);
      await expect(step).resolves.toBe(args);
    }
    // onLoad's answer would replace the module: nothing, so the runtime keeps the one it loaded.
    const load = (plugin.onLoad as (a: unknown) => Promise<unknown>)(args);
    expect(await settlesWithinMicrotasks(load)).toBe(false);
    await expect(load).resolves.toBeUndefined();
  });
});
