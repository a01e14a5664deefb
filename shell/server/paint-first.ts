// A page paints from its HTML alone, and its code follows the paint (docs/ARCHITECTURE.md «The
// page paints before its code»):
// 1. the stylesheets this host serves are inlined as <style nonce>: the first paint waits for one
//    response, not for the HTML and then two stylesheets one round trip later;
// 2. the module scripts and the code hints (modulepreload, preload) leave the HTML for a small
//    inline loader that adds them after the first frame. On a phone the HTML (with the header,
//    the section's first paint and its styles) then has the connection to itself; the code's
//    download starts one frame later. Lighthouse's simulation counts every script that finished
//    before the paint as needed for it, so scripts in <head> measured ~1.9 s of LCP on
//    section pages whose first paint needs none of them.
// A page without a nonce (none today) keeps its tags as they are: an inline script or style
// would not run under the page's CSP (csp.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jsonForScript } from '@donor/shared/boot';
import { SECTION_APPS, type SectionApp } from '@donor/shared/routes';
import { HINTS_PER_TASK } from '@donor/shared/section-files';
import { escapeHtml } from './page.ts';

/** The text of one of this host's stylesheets by its href, or null (another origin, missing). */
export type StylesheetReader = (href: string) => Promise<string | null>;

/**
 * The shell's stylesheets (`/assets/…css`, from its build folder through `shellFile`) and the
 * sections' on this host (`/mfe/<app>/…css`, from the section's build folder). Build file names
 * carry their content's hash, so a text once read is kept for the process's life.
 */
export function ownStylesheets(shellFile: (rel: string) => Promise<string>, sectionDist: (app: SectionApp) => string): StylesheetReader {
  const kept = new Map<string, string>();
  const apps = new Set<string>(SECTION_APPS);
  return async (href) => {
    const known = kept.get(href);
    if (known !== undefined) return known;
    const shell = /^\/(assets\/[\w.-]+\.css)$/.exec(href);
    const section = /^\/mfe\/(\w+)\/((?:[\w-]+\/)*[\w.-]+\.css)$/.exec(href);
    let text: string | null = null;
    if (shell) text = await shellFile(shell[1]!).catch(() => null);
    else if (section && apps.has(section[1]!) && !section[2]!.includes('..')) {
      text = await readFile(join(sectionDist(section[1] as SectionApp), section[2]!), 'utf8').catch(() => null);
    }
    if (text !== null) kept.set(href, text);
    return text;
  };
}

const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/g;
const HINT = /[ \t]*<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*>\n?/g;
const MODULE_SCRIPT = /[ \t]*<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/g;

/**
 * `html` with its own stylesheets inlined and its code started after the first paint. `nonce`
 * is the response's CSP nonce; style-src must name it too (csp.ts `styleNonce`).
 */
export async function paintFirst(html: string, nonce: string, readCss: StylesheetReader): Promise<string> {
  const n = escapeHtml(nonce);
  const hrefs = [...new Set([...html.matchAll(STYLESHEET)].map((m) => m[1]!))];
  const texts = new Map(await Promise.all(hrefs.map(async (href) => [href, await inlinable(readCss, href)] as const)));
  let out = html.replace(STYLESHEET, (tag, href: string) => {
    const css = texts.get(href);
    return css == null ? tag : `<style nonce="${n}" data-href="${escapeHtml(href)}">${css}</style>`;
  });
  const hints: string[] = [];
  const scripts: string[] = [];
  out = out.replace(HINT, (tag) => { hints.push(tag.trim()); return ''; });
  // After the hints, which start requests; the markers only need to be there before the scripts.
  hints.push(...inlinedMarkers(texts));
  out = out.replace(MODULE_SCRIPT, (_tag, src: string) => { scripts.push(src); return ''; });
  if (!hints.length && !scripts.length) return out;
  return out.replace('</head>', () => `  <script type="module" nonce="${n}">${loader(hints, scripts)}</script>\n  </head>`);
}

/**
 * For each stylesheet inlined, a `<link rel="stylesheet" disabled>` naming its file, which the
 * loader adds with the hints. A section's own code asks for its first-load CSS again when its
 * module loads (the bundler's preload helper in its remote entry, the federation runtime), and
 * those loaders look for a `link[rel=stylesheet]` with the file's address, not for our
 * `<style data-href>`: without the marker the file was downloaded and parsed a second time and
 * the whole page's style recalculated (Lighthouse: 30+ ms on the main thread of every section
 * page on the bench machine). A disabled link is neither fetched nor applied; it is added by
 * script, because the preload scanner would fetch one written in the HTML.
 */
function inlinedMarkers(texts: Map<string, string | null>): string[] {
  return [...texts].filter(([, css]) => css != null).map(([href]) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`);
}

/** The stylesheet's text when it is safe to put inside <style>; null keeps the <link>. */
async function inlinable(readCss: StylesheetReader, href: string): Promise<string | null> {
  const css = await readCss(href).catch(() => null);
  return css != null && !/<\/style/i.test(css) ? css : null;
}

/** How long the loader waits for the first contentful paint's entry before it starts anyway. */
export const FIRST_PAINT_WAIT_MS = 2_000;

/**
 * The loader: the hint tags go into <head> as they were (insertAdjacentHTML runs no script), then
 * the scripts are imported in their order. After the first contentful paint as the browser
 * reports it (a `paint` entry, given when the frame is on screen), not after the first frame:
 * that frame can reach the screen after the scripts were requested, and Lighthouse then counts
 * them as needed for the paint (docs/ARCHITECTURE.md «The page paints before its code»). A browser
 * without paint entries starts after the first frame (requestAnimationFrame, then a timeout); one
 * whose entry does not come within `FIRST_PAINT_WAIT_MS` starts then. Each hint starts a request
 * on the main thread (1–3 ms apiece on the bench machine, 15–20 hints on a section page), so they
 * go in a few per task (`HINTS_PER_TASK`). A hidden tab never paints and throttles timeouts, so it
 * starts at once, all in one task.
 */
function loader(hints: string[], scripts: string[]): string {
  return `const h=${jsonForScript([...new Set(hints)])},s=${jsonForScript([...new Set(scripts)])},`
    + `go=(n)=>{let i=0;const step=()=>{document.head.insertAdjacentHTML('beforeend',h.slice(i,i+=n).join(''));if(h.length>i)setTimeout(step);else for(const u of s)import(u)};step()},`
    + `later=()=>setTimeout(()=>go(${HINTS_PER_TASK}));`
    + `if(document.visibilityState==='hidden')go(h.length);`
    + `else if(PerformanceObserver.supportedEntryTypes?.includes('paint')){let done=false,o,t;`
    + `const start=()=>{if(done)return;done=true;o.disconnect();clearTimeout(t);later()};`
    + `o=new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length)start()});`
    + `o.observe({type:'paint',buffered:true});t=setTimeout(start,${FIRST_PAINT_WAIT_MS})}`
    + `else requestAnimationFrame(later)`;
}

/**
 * The page as the browser has it once the loader has run: its hint tags and module scripts back in
 * <head> where the loader stands. For reading a page's files (tests, the bench's byte graph).
 */
export function unfoldLoader(html: string): string {
  return html.replace(/<script type="module" nonce="[^"]*">const h=(\[[^\]]*\]),s=(\[[^\]]*\]),go=[^<]*<\/script>/, (_m, h: string, s: string) =>
    (JSON.parse(h) as string[]).join('') + (JSON.parse(s) as string[]).map((u) => `<script type="module" src="${escapeHtml(u)}"></script>`).join(''));
}
