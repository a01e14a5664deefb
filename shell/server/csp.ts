// The Content-Security-Policy of the host's HTML pages and the transport rule for HSTS
// (docs/SECURITY.md). Pure functions: the host (host-app.ts) gathers the inputs — the section
// registry, the card-widget provider, the per-response nonce — and sends what these return.
import { NEWSLETTER_FORM_ACTION } from '../common/external-links.ts';
import type { ThirdPartyConfig } from '@donor/shared/third-party-config';

/**
 * What each card-widget provider's script needs on our page once pay is pressed
 * (mfe-donate/src/form/donation.payment.ts loads the script the API names). CloudPayments: the
 * script and its iframe come from widget.cloudpayments.ru, the script talks to
 * api.cloudpayments.ru. The sandbox's stand-in is our own /api/sandbox/widget.js with a
 * same-origin iframe, so 'self' covers it. A payment *link* (YooKassa, the sandbox checkout) is a
 * top-level navigation, which CSP does not restrict.
 */
export const CARD_WIDGET_SOURCES: Record<string, { script: string[]; connect: string[]; frame: string[] }> = {
  cloudpayments: {
    script: ['https://widget.cloudpayments.ru'],
    connect: ['https://api.cloudpayments.ru'],
    frame: ['https://widget.cloudpayments.ru'],
  },
};

export interface PagePolicyInput {
  /** Fresh per response (base64); every executable <script> of the page carries it. */
  nonce?: string;
  /** The registry's entries (/mfe-registry.json): a section on another origin is allowed to load. */
  registry?: Partial<Record<string, { entry?: unknown }>>;
  /** The card-widget provider the API serves (GET /api/payments/config/ `widget`), if any. */
  cardWidget?: string | null;
  /** Third-party counters (analytics) the operator configured: origins such as https://mc.yandex.ru. */
  counterOrigins?: readonly string[];
  /**
   * PUBLIC_ORIGIN: our own origin even when the page is served under another host name (the
   * regional subdomain of spec §2), since links the API builds (the sandbox widget's script and
   * frame, list `next` URLs) point there.
   */
  publicOrigin?: string | null;
  /** MAP_TILES_URL: the map's tiles are <img> elements from its origin (README «Карта»). */
  mapTilesUrl?: string | null;
  /** SENTRY_DSN: error reports are POSTed to its origin (connect-src only). */
  errorReportUrl?: string | null;
  /**
   * The page carries nonce'd <style> elements (its own stylesheets inlined, paint-first.ts; a
   * developer's override marker, dev-override.ts): the nonce joins style-src. Never 'unsafe-inline'.
   */
  styleNonce?: boolean;
}

/** `https://host[:port]` of a URL, or null for relative URLs (same origin) and other schemes. */
export function externalOrigin(url: string): string | null {
  if (!/^(https?:)?\/\//i.test(url.trim())) return null; // relative: served from our own origin
  try {
    const parsed = new URL(url.trim(), 'https://self.invalid');
    // Host names and ports only: nothing that could end a directive (`;`) or add a source.
    return /^https?:\/\/([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$/.test(parsed.origin) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Origins the registry's sections are served from, besides ours (publicPath 'auto': files sit beside the manifest). */
export function sectionOrigins(registry: PagePolicyInput['registry']): string[] {
  const out = new Set<string>();
  for (const row of Object.values(registry ?? {})) {
    const origin = typeof row?.entry === 'string' ? externalOrigin(row.entry) : null;
    if (origin) out.add(origin);
  }
  return [...out].sort();
}

/** Only well-formed origins reach the header: an operator's typo must not add a directive. */
function origins(list: readonly string[] | undefined): string[] {
  return (list ?? []).map((o) => externalOrigin(o)).filter((o): o is string => o !== null);
}

/**
 * The policy of every page the host renders. No 'unsafe-inline' and no 'unsafe-eval' for
 * scripts: the boot payload and the inlined registry are `type="application/json"` (data, never
 * run) and an inline script, should the template ever carry one, runs by the nonce.
 * style-src has no 'unsafe-inline' either: the app styles through stylesheets, the page's own
 * nonce'd <style> and the CSSOM (React's style prop, Leaflet), which CSP does not restrict; the
 * pre-rendered markup has no style attributes (e2e/specs/route-sweep.spec.ts asserts zero violations on every route).
 */
export function pagePolicy(input: PagePolicyInput = {}): string {
  const sections = sectionOrigins(input.registry);
  const widget = (input.cardWidget && Object.hasOwn(CARD_WIDGET_SOURCES, input.cardWidget) && CARD_WIDGET_SOURCES[input.cardWidget]) || { script: [], connect: [], frame: [] };
  const counters = origins(input.counterOrigins);
  const nonce = input.nonce && /^[A-Za-z0-9+/_-]+=*$/.test(input.nonce) ? [`'nonce-${input.nonce}'`] : [];
  const newsletter = externalOrigin(NEWSLETTER_FORM_ACTION);
  const own = origins(input.publicOrigin ? [input.publicOrigin] : []);
  const tiles = input.mapTilesUrl ? origins([input.mapTilesUrl.replace(/\{[a-z]+\}/g, '0')]) : [];
  const self = ["'self'", ...own];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', [...self, ...nonce, ...sections, ...widget.script, ...counters]],
    // The manifest and chunks of a section on a CDN are fetched; the API is same-origin.
    ['connect-src', [...self, ...sections, ...widget.connect, ...counters, ...origins(input.errorReportUrl ? [input.errorReportUrl] : [])]],
    ['style-src', [...self, ...(input.styleNonce ? nonce : []), ...sections]],
    // Leaflet's stylesheet inlines its few icons as data: URLs; blob: for images made in the page.
    ['img-src', [...self, 'data:', 'blob:', ...tiles, ...sections, ...counters]],
    ['font-src', [...self, ...sections]],
    // 'self': the sandbox checkout opens in a same-origin iframe.
    ['frame-src', [...self, ...widget.frame, ...counters]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The footer's newsletter form posts to the mailing provider's page (spec §2 Footer).
    ['form-action', ["'self'", ...(newsletter ? [newsletter] : [])]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/**
 * Origins of the configured third-party scripts (spec §7): each loads a script and then sends
 * beacons, pixels or frames from its own origin, so they join the counters' directives. Error
 * reporting is apart (errorReportUrl): it only sends.
 */
export function thirdPartyOrigins(tp: ThirdPartyConfig | null | undefined): string[] {
  if (!tp) return [];
  const scripts = [tp.tagManager, tp.metrika, tp.topMail, tp.emailTracker, tp.messenger, tp.stories].map((s) => s?.script);
  return origins(scripts.filter((s): s is string => Boolean(s)));
}

/** A fresh nonce: 128 random bits, base64 (CSP3 asks for at least 128). */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** One year, subdomains included (ASVS V3.4.1); sent only on https (RFC 6797 §7.2). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Did the request reach us over https? Directly (the URL's scheme: the host terminating TLS
 * itself) or, with `trustProxy` > 0 reverse proxies in front (TRUST_PROXY), by the right-most
 * X-Forwarded-Proto value: the one our nearest proxy wrote, which a client cannot choose. With
 * TRUST_PROXY=0 the header is anyone's and is ignored.
 */
export function arrivedOverHttps(url: string, forwardedProto: string | undefined, trustProxy: number): boolean {
  if (url.startsWith('https:')) return true;
  if (trustProxy <= 0 || !forwardedProto) return false;
  const nearest = forwardedProto.split(',').at(-1)?.trim().toLowerCase();
  return nearest === 'https';
}
