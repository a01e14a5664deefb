import { describe, expect, it } from 'vitest';
import { homeBlockState } from './home-block.tsx';

describe('a home page block (ARCHITECTURE §2.4): data, skeleton, or gone after a failure', () => {
  it('shows the skeleton until the first answer, then the data', () => {
    expect(homeBlockState({}, false)).toBe('loading');
    expect(homeBlockState({ data: { count: 3 } }, false)).toBe('data');
  });
  it('disappears on a failure and stays gone while the store retries', () => {
    expect(homeBlockState({ error: new Error('500') }, false)).toBe('hidden');
    expect(homeBlockState({}, true)).toBe('hidden'); // a retry in flight: no skeleton again
    expect(homeBlockState({ data: [] }, true)).toBe('data'); // a retry that succeeded
  });
  it('a cached null answer is no data', () => {
    expect(homeBlockState({ data: null }, false)).toBe('loading');
  });
});
