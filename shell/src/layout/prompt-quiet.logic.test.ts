// The home-screen prompt's quiet period (prompt-quiet.logic.ts promptSettled; docs/ARCHITECTURE.md §6
// «Home-screen prompt waits»): never in a donor's first minutes in the cabinet, never on the page
// that follows a sign-up or login.
import { describe, expect, it } from 'vitest';
import { isSignInPath, pageBefore, promptSettled, PROMPT_QUIET_MS } from './prompt-quiet.logic.ts';

const NOW = 1_750_000_000_000;
const settledLongAgo = { now: NOW, since: NOW - 24 * 60 * 60_000, previousPath: '/profile/' };

describe('home-screen prompt: quiet period', () => {
  it('is quiet the first time the cabinet opens and for the minutes after', () => {
    expect(promptSettled({ ...settledLongAgo, since: null })).toBe(false);
    expect(promptSettled({ ...settledLongAgo, since: NOW })).toBe(false);
    expect(promptSettled({ ...settledLongAgo, since: NOW - PROMPT_QUIET_MS + 1 })).toBe(false);
    expect(promptSettled({ ...settledLongAgo, since: NOW - PROMPT_QUIET_MS })).toBe(true);
    expect(promptSettled({ ...settledLongAgo, since: Number.NaN })).toBe(false);
    expect(promptSettled(settledLongAgo)).toBe(true);
  });

  it('is quiet on the page that follows a sign-up, login, recovery or social login', () => {
    for (const previousPath of ['/login', '/login/?next=%2Fprofile%2F', '/pre_sign_up', '/sign_up', '/sign_up_email?referral_code=ANNA2026', '/reset', '/auth/callback', '/newprofile']) {
      expect(promptSettled({ ...settledLongAgo, previousPath }), previousPath).toBe(false);
    }
    for (const previousPath of [null, '/', '/profile/', '/bloodstations/', '/loginx', '/author']) {
      expect(promptSettled({ ...settledLongAgo, previousPath }), String(previousPath)).toBe(true);
    }
    expect(isSignInPath('/sign_up/')).toBe(true);
    expect(isSignInPath('/sign_upx')).toBe(false);
  });

  it('finds the page before this one whether the route was recorded yet or not', () => {
    expect(pageBefore('/profile/', { current: '/profile/', previous: '/sign_up' })).toBe('/sign_up');
    expect(pageBefore('/profile/', { current: '/login', previous: '/' })).toBe('/login');
    expect(pageBefore('/profile/', { current: null, previous: null })).toBeNull();
  });
});
