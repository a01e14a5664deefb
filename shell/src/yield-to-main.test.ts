import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';
import { settlesWithinMicrotasks } from '@donor/shared/testing/settles';

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    await yieldToMain({ scheduler: { yield: yieldFn } });
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('otherwise resumes in a later task, not in a microtask', async () => {
    const pending = yieldToMain({});
    expect(await settlesWithinMicrotasks(pending)).toBe(false);
    await pending;
  });
});
