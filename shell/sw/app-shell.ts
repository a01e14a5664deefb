// The offline app shell (docs/ARCHITECTURE.md §2.5 «Service worker»): what a navigation gets
// offline when that address was never stored. The host renders every page per request (boot
// payload, inlined registry, a fresh CSP nonce; shell/server/page.ts), so there is no static
// page to fall back to. The built template (shell/dist/index.html, precached) is the shell;
// the boot payload and the registry are copied from the newest stored page, so the shell
// starts as that visitor (user, city, configuration) and routes by the real address. Another
// page's markup is never reused: its pre-rendered content would sit under the wrong route.

import { BOOT_ELEMENT_ID } from '@donor/shared/boot';

/** Inert JSON scripts (jsonForScript escapes `<`, so no text inside can close the tag). */
const jsonScript = (id: string) => new RegExp(`<script type="application/json" id="${id}">[^<]*</script>`);
const BOOT = jsonScript(BOOT_ELEMENT_ID);
const REGISTRY = jsonScript('mfe-registry');

/** The template with the newest page's boot payload and registry put where the host puts them. */
export function appShellHtml(template: string, lastPage: string | null): string {
  const config = lastPage ? [BOOT, REGISTRY].map((re) => re.exec(lastPage)?.[0] ?? '').join('') : '';
  return template.replace('<!--head-->', '').replace('<!--config-->', () => config);
}

/**
 * A stored page served offline says when it was stored (boot payload `cachedAt`), so the answers
 * it primes are shown as kept ones, «Данные на 14:05» (shared/src/query.ts `primedAt`), not as live.
 */
export function stampBoot(html: string, at: string | null): string {
  if (!at) return html;
  return html.replace(BOOT, (script) => script.replace(/^(<script[^>]*>)\{/, (_, open: string) => `${open}{"cachedAt":${JSON.stringify(at).replace(/</g, '\\u003c')},`));
}

/**
 * The first-screen answers a stored page carries (boot payload `data`: request key → answer,
 * shell/server/first-screen.ts). The shell primes its queries with them, so the page never asked
 * the API for them online; the worker keeps them as if it had, and an offline refresh of that
 * page finds them. Nothing when the page has no readable payload.
 */
export function firstScreenAnswers(html: string): Array<[key: string, answer: unknown]> {
  const json = BOOT.exec(html)?.[0].replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  try {
    const data = json ? (JSON.parse(json) as { data?: unknown }).data : null;
    return data && typeof data === 'object' && !Array.isArray(data) ? Object.entries(data) : [];
  } catch {
    return [];
  }
}
