// Where the build puts its pre-rendered markup (shell/prerender/plugin.ts) and the host reads it
// (shell/server/): one spelling for both, in a file without package imports (the vite config
// loads plugin.ts as is).
export const PRERENDER_DIR = 'prerender';
/** Not a route id (those are letters and dashes): the cookie banner's first-paint markup. */
export const COOKIE_BANNER_FILE = '_cookie-banner.html';
