// The analytics of spec §7 (tag manager, two counters, the e-mail-marketing tracker), set up the
// way their own snippets do it: a queue stub first, so goals sent while the script loads are
// kept, then the script. Called only once the cookie banner was accepted (loader.ts).
import type { GoalDetail, ProductViewDetail } from '@donor/shared/analytics-events';
import type { ThirdPartyConfig } from '@donor/shared/third-party-config';

type Queue = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
export interface CounterWindow {
  dataLayer?: unknown[];
  ym?: Queue;
  _tmr?: unknown[];
  mindbox?: Queue & { queue?: unknown[] };
  location: { href: string };
}

export interface Counters {
  goal(detail: GoalDetail): void;
  hit(url: string): void;
  productView(detail: ProductViewDetail): void;
}

/** Installs the stubs and asks `inject` for each configured script; returns the fan-out. */
export function startCounters(tp: ThirdPartyConfig, w: CounterWindow, inject: (src: string) => void): Counters {
  const sinks: Array<Partial<Counters>> = [];
  if (tp.tagManager) {
    // Each call looks the global up again: a loaded script replaces the stub with its own.
    const dl = () => (w.dataLayer ??= []);
    dl().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    sinks.push({ goal: ({ name, params }) => dl().push({ event: name, ...params }), hit: (url) => dl().push({ event: 'page_view', page_location: url }) });
    inject(tp.tagManager.script);
  }
  if (tp.metrika) {
    const id = tp.metrika.id;
    const stub: Queue = w.ym ?? Object.assign((...args: unknown[]) => void (stub.a ??= []).push(args), { l: Date.now() });
    w.ym ??= stub;
    const ym = (...args: unknown[]) => (w.ym ?? stub)(...args);
    ym(id, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
    sinks.push({ goal: ({ name, params }) => (params ? ym(id, 'reachGoal', name, params) : ym(id, 'reachGoal', name)), hit: (url) => ym(id, 'hit', url) });
    inject(tp.metrika.script);
  }
  if (tp.topMail) {
    const id = tp.topMail.id;
    const tmr = { push: (v: unknown) => (w._tmr ??= []).push(v) };
    tmr.push({ id, type: 'pageView', start: Date.now() });
    sinks.push({
      goal: ({ name, params }) => tmr.push({ id, type: 'reachGoal', goal: name, ...(typeof params?.order_price === 'number' ? { value: params.order_price } : {}) }),
      hit: (url) => tmr.push({ id, type: 'pageView', url, start: Date.now() }),
    });
    inject(tp.topMail.script);
  }
  if (tp.emailTracker) {
    const stub: Queue & { queue?: unknown[] } = w.mindbox ?? Object.assign((...args: unknown[]) => void (stub.queue ??= []).push(args), { queue: [] });
    w.mindbox ??= stub;
    const mb = (...args: unknown[]) => (w.mindbox ?? stub)(...args);
    mb('create', { endpointId: tp.emailTracker.endpointId });
    sinks.push({
      productView: ({ email, product, price }) =>
        mb('async', { operation: 'Website.ViewProduct', data: { customer: { email }, viewProduct: { product: { ids: { website: product } }, price } } }),
    });
    inject(tp.emailTracker.script);
  }
  return {
    goal: (d) => sinks.forEach((s) => s.goal?.(d)),
    hit: (url) => sinks.forEach((s) => s.hit?.(url)),
    productView: (d) => sinks.forEach((s) => s.productView?.(d)),
  };
}
