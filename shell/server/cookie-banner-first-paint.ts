// spec §4 Cookie banner, for a visitor who will see it: its chunk is named in <head> with the
// page, and its pre-rendered markup goes into #app-overlays, so it is on screen from the first
// paint (the layout swaps in the live one when its chunk runs; layout.tsx). Without it, on a short
// page the banner was the last and largest paint (Lighthouse LCP).
import { COOKIE_BANNER_FILE, PRERENDER_DIR } from '../common/prerender-files.ts';
import { COOKIE_BANNER_MODULE, cookieBannerVisible } from '../common/cookie-banner.ts';
import { shellChunkHints } from './preload.ts';

export async function cookieBannerFirstPaint(opts: {
  loggedIn: boolean;
  accepted: boolean;
  /** Reads a file of the shell's build (host-app.ts shellFile). */
  shellFile: (rel: string) => Promise<string>;
}): Promise<{ hints: string; overlaysHtml: string }> {
  if (!cookieBannerVisible(opts)) return { hints: '', overlaysHtml: '' };
  const [hints, overlaysHtml] = await Promise.all([
    shellChunkHints(() => opts.shellFile('.vite/manifest.json'), COOKIE_BANNER_MODULE),
    opts.shellFile(`${PRERENDER_DIR}/${COOKIE_BANNER_FILE}`).catch(() => ''),
  ]);
  return { hints, overlaysHtml };
}
