import { describe, expect, it } from 'vitest';
import { missingShares } from './shared-map.ts';

describe('missingShares', () => {
  const keys = ['react', 'react/jsx-runtime', 'react-dom/client'];
  it('finds every key, quoted or bare, as the minifier writes them', () => {
    expect(missingShares('{react:{name:`react`},"react/jsx-runtime":{name:`react/jsx-runtime`},"react-dom/client":{name:`x`}}', keys)).toEqual([]);
  });
  it('names the key a racy build left out', () => {
    expect(missingShares('{react:{name:`react`},"react-dom/client":{name:`x`}}', keys)).toEqual(['react/jsx-runtime']);
  });
  it('an absent map misses every key', () => {
    expect(missingShares('', keys)).toEqual(keys);
  });
});
