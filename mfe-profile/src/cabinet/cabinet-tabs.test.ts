// The cabinet's tabs in the URL (cabinet-tabs.ts): ?tab= wins, an anchor opens its tab, the
// first tab is the bare page, and the keys of the WAI-ARIA tabs pattern wrap around.
import { describe, expect, it } from 'vitest';
import { tabAfterKey, tabHref, tabOf } from './cabinet-tabs.ts';

describe('tabOf', () => {
  it('reads ?tab=, then the anchor, else «Главное»', () => {
    expect(tabOf('', '')).toBe('main');
    expect(tabOf('?tab=gifts', '')).toBe('gifts');
    expect(tabOf('?tab=nope', '')).toBe('main');
    expect(tabOf('', '#tg-gifts')).toBe('gifts');
    expect(tabOf('', '#cab-referrals')).toBe('more');
    expect(tabOf('?tab=donations', '#tg-gifts')).toBe('donations');
    expect(tabOf('', '#unknown')).toBe('main');
  });
});

describe('tabHref', () => {
  it('keeps other parameters; «Главное» is the bare page', () => {
    expect(tabHref('/profile/', '', 'gifts')).toBe('/profile/?tab=gifts');
    expect(tabHref('/profile/', '?tab=gifts', 'main')).toBe('/profile/');
    expect(tabHref('/newprofile', '?utm_source=x&tab=more', 'donations')).toBe('/newprofile?utm_source=x&tab=donations');
  });
});

describe('tabAfterKey', () => {
  it('moves with arrows (wrapping), Home and End; other keys are not tab keys', () => {
    expect(tabAfterKey('main', 'ArrowRight')).toBe('donations');
    expect(tabAfterKey('more', 'ArrowRight')).toBe('main');
    expect(tabAfterKey('main', 'ArrowLeft')).toBe('more');
    expect(tabAfterKey('gifts', 'Home')).toBe('main');
    expect(tabAfterKey('main', 'End')).toBe('more');
    expect(tabAfterKey('main', 'Enter')).toBeNull();
  });
});
