// spec §4 Cookie banner: the rules the host and the browser both apply. The host pre-renders the
// banner for a visitor who will see it and names its chunk in <head>
// (shell/server/cookie-banner-first-paint.ts); the layout shows the live one by the same rule
// (shell/src/layout/layout.tsx) and swaps it in for the host's copy.

/**
 * The wrapper of the cookie banner the host pre-renders (shell/server/page.ts): the live banner
 * takes its place when its chunk runs, and the layout drops it when the browser decides the
 * banner is not needed after all.
 */
export const FIRST_PAINT_BANNER_ID = 'cookie-banner-first-paint';

/** The banner's source in the shell build (its key in dist/.vite/manifest.json): its chunk. */
export const COOKIE_BANNER_MODULE = 'src/layout/cookie-banner.tsx';

/** spec §4 Cookie banner: shows unless logged in or accepted. A stored token counts as logged in. */
export function cookieBannerVisible(input: { loggedIn: boolean; accepted: boolean }): boolean {
  return !input.loggedIn && !input.accepted;
}
