// When the home-screen prompt may speak (docs/ARCHITECTURE.md §6 «Home-screen prompt waits»):
// pure rules beside banners.logic.ts, in a module of their own because only the lazily loaded
// prompt (home-screen-prompt.tsx) imports them — banners.logic.ts is part of every first load.

/**
 * The prompt keeps quiet while the donor is just arriving (docs/ARCHITECTURE.md §6 «Home-screen
 * prompt waits»): for PROMPT_QUIET_MS after this browser first opened the cabinet (right after a
 * sign-up that is the whole first visit), and on the screen that follows a sign-up or login —
 * the cabinet's first phone screen (the next booking, the main actions) is what they came for.
 */
export const PROMPT_QUIET_MS = 10 * 60_000;
/** localStorage: when this browser first opened the cabinet signed in (ms). */
export const CABINET_SINCE_KEY = 'donor:cabinet-since';

export interface PromptTiming {
  now: number;
  /** CABINET_SINCE_KEY's value; null = this is the first time. */
  since: number | null;
  /** The page before this one in this tab (auth.trackPath's sessionStorage), or null. */
  previousPath: string | null;
}

/** Sign-up, login, recovery and the social login's return (spec §2 route list). */
const SIGN_IN_PATHS = ['/login', '/pre_sign_up', '/sign_up', '/sign_up_email', '/reset', '/newprofile', '/auth'];

export function isSignInPath(path: string | null): boolean {
  if (!path) return false;
  const p = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  return SIGN_IN_PATHS.some((a) => p === a || p.startsWith(`${a}/`));
}

export function promptSettled(t: PromptTiming): boolean {
  if (t.since === null || !Number.isFinite(t.since) || t.now - t.since < PROMPT_QUIET_MS) return false;
  return !isSignInPath(t.previousPath);
}

/**
 * The page before `here`, from auth.trackPath's two entries: whether the shell has recorded
 * `here` yet or not (the route reaction and this render race), the answer is the same.
 */
export function pageBefore(here: string, stored: { current: string | null; previous: string | null }): string | null {
  return stored.current === here ? stored.previous : stored.current;
}
