// The ONE loader of spec §7's third-party scripts. main.ts imports it lazily and only when the
// host configured at least one (boot config `thirdParty`, README «Сторонние скрипты»): with
// nothing configured no byte of it loads and no request leaves our origin.
// - Error reporting (Sentry protocol) starts at once: it is not analytics.
// - The messenger web-app and story-widget scripts load at once: the pages need them to work.
// - Analytics (tag manager, counters, e-mail tracker) wait for the cookie banner's consent
//   (spec §4): the consent cookie, or the banner's `donor:consent` event.
// Sections talk to all of it through the DOM events of shared/src/analytics-events.ts.
import { CONSENT_EVENT, ERROR_EVENT, GOAL_EVENT, PRODUCT_VIEW_EVENT, type ProductViewDetail } from '@donor/shared/analytics-events';
import { readThirdParty, type ThirdPartyConfig } from '@donor/shared/third-party-config';
import { startCounters, type CounterWindow, type Counters } from './counters.ts';
import { startErrorReporting, type Reporter } from './error-reporting.ts';

export interface LoaderDeps {
  win: Window & CounterWindow;
  /** Whether the visitor accepted the cookie banner already (COOKIE_NAMES.cookieConsent). */
  consented: () => boolean;
  inject?: (src: string) => void;
  reporter?: (opts: { dsn: string; environment?: string | undefined }) => Reporter;
  /** Events sent before the loader arrived, replayed once it listens. */
  early?: Event[];
}

/** An async <script>; its origin is in the page's CSP (shell/server/csp.ts thirdPartyOrigins). */
export function injectScript(src: string): void {
  const el = document.createElement('script');
  el.async = true;
  el.src = src;
  el.onerror = () => console.error('Сторонний скрипт не загрузился', src);
  document.head.append(el);
}

const DONATION_GOALS = new Set(['donate_recurrent', 'donate_once']);
const pathOf = (url: string) => new URL(url, 'http://x').pathname;

export function startThirdParty(tp: ThirdPartyConfig, deps: LoaderDeps): { reporter: Reporter | null; counters: () => Counters | null } {
  const { win } = deps;
  const inject = deps.inject ?? injectScript;
  const reporter = tp.sentry ? (deps.reporter ?? startErrorReporting)(tp.sentry) : null;
  if (reporter) win.addEventListener(ERROR_EVENT, (e) => reporter.report(e.detail));
  if (tp.messenger) inject(tp.messenger.script);
  if (tp.stories) inject(tp.stories.script);

  let counters: Counters | null = null;
  let lastUrl = win.location.href;
  // spec §7: the view-product event waits for page leave or a route change, and is dropped
  // when the payment succeeded (the donate_* goal) first.
  let pending: (ProductViewDetail & { path: string }) | null = null;
  const flush = () => {
    if (pending && counters) counters.productView(pending);
    pending = null;
  };
  win.addEventListener(PRODUCT_VIEW_EVENT, (e) => {
    pending = { ...e.detail, path: pathOf(win.location.href) };
  });
  win.addEventListener(GOAL_EVENT, (e) => {
    if (DONATION_GOALS.has(e.detail.name)) pending = null;
    counters?.goal(e.detail);
  });
  win.addEventListener('pagehide', flush);
  win.addEventListener('single-spa:before-routing-event', (e) => {
    const next = (e as CustomEvent<{ newUrl?: string }>).detail?.newUrl;
    if (pending && next && pathOf(next) !== pending.path) flush();
  });
  // A single-page navigation is a page view for the counters (the first one is counted at init).
  win.addEventListener('single-spa:routing-event', () => {
    if (win.location.href === lastUrl) return;
    lastUrl = win.location.href;
    counters?.hit(lastUrl);
  });

  const analytics = tp.tagManager || tp.metrika || tp.topMail || tp.emailTracker;
  const begin = () => {
    if (!counters) counters = startCounters(tp, win, inject);
  };
  if (analytics) {
    if (deps.consented()) begin();
    else win.addEventListener(CONSENT_EVENT, begin, { once: true });
  }
  for (const e of deps.early ?? []) win.dispatchEvent(e instanceof CustomEvent ? new CustomEvent(e.type, { detail: e.detail }) : new Event(e.type));
  return { reporter, counters: () => counters };
}

/** The boot payload's `config.thirdParty`, checked here rather than on the first-load path. */
export function startFromBoot(raw: unknown, deps: LoaderDeps): void {
  const tp = readThirdParty(raw);
  if (tp) startThirdParty(tp, deps);
}
