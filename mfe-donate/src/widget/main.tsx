// The standalone donation widget for partner sites (docs/ARCHITECTURE.md §4, PARTNERS.md):
// `<script async src=".../widget/donate.v1.js">` + `<div data-donor-widget>`. Built as one IIFE
// with react aliased to preact/compat (vite.widget.config.ts). Rules it keeps:
// one global (window.DonorWidget), idempotent when included twice, several widgets per page,
// Shadow DOM with adoptedStyleSheets (a strict partner CSP blocks <style>), no eval. zod is not
// in this bundle (the contract's plain readers are used instead, for the byte budget); if it
// ever is, call zod's config({ jitless: true }) first or a strict CSP reports its eval probe.
import { createRoot } from 'react-dom/client';
import css from '../form/donation-form.css?inline';
import { createDonationForm } from '../form/donation.store.ts';
import { openCardWidget } from '../form/donation.payment.ts';
import { DonationFormView } from '../form/donation-form.tsx';
import { S } from '../donate.strings.ts';
import { fetchHttp } from './fetch-http.ts';
import { OFFER_PATH, STATIONS_PATH, widgetOptions } from './widget-options.ts';

/** The product name (PRODUCT_NAME, shared/src/site-defaults.ts), fixed at build time: the file is immutable. */
declare const __PRODUCT_NAME__: string;

const NS = 'DonorWidget';
const SELECTOR = '[data-donor-widget]';

interface DonorWidgetApi {
  version: 1;
  /** Mounts widgets added to the page later (SPAs); also runs by itself on DOM changes. */
  scan(): void;
}

type Host = HTMLElement & { [NS]?: true };

function start(): void {
  const w = window as unknown as Record<string, DonorWidgetApi | undefined>;
  if (w[NS]) { w[NS].scan(); return; } // included twice: the first copy serves the page
  const script = document.currentScript as HTMLScriptElement | null;
  const origin = new URL(script?.src || location.href).origin;
  let sheet: CSSStyleSheet | null = null;
  let count = 0;

  function mount(el: Host): void {
    if (el[NS] || el.shadowRoot) return;
    el[NS] = true;
    const root = el.attachShadow({ mode: 'open' });
    try {
      sheet ??= new CSSStyleSheet();
      if (!sheet.cssRules.length) sheet.replaceSync(css);
      root.adoptedStyleSheets = [sheet];
    } catch {
      // Browsers without constructable sheets: a <style> inside the shadow root (needs a CSP
      // that allows it; see PARTNERS.md).
      const style = document.createElement('style');
      style.textContent = css;
      root.append(style);
    }
    const { campaign, campaignTitle, compact } = widgetOptions(el.dataset, script?.dataset);
    const form = createDonationForm({
      http: fetchHttp(el.dataset.api || origin),
      location,
      navigate: (url) => location.assign(url),
      replaceUrl: (url) => history.replaceState(history.state, '', url),
      openCardWidget,
      // spec §3 Payment metadata: on a partner page utm_source is the partner.
      utm: { source: location.hostname, medium: 'partner', content: campaign },
      storage: sessionStorage,
      storageKey: `donor-widget:${campaign}:${count++}`,
      // Partners may listen for the analytics goal (spec §7) on the element.
      goal: (name, params) => el.dispatchEvent(new CustomEvent('donor-widget:goal', { bubbles: true, detail: { name, ...params } })),
    });
    form.start();
    createRoot(root).render(
      <DonationFormView form={form} offerHref={origin + OFFER_PATH} stationsHref={origin + STATIONS_PATH}
        title={S.widgetTitle(__PRODUCT_NAME__, campaignTitle)} compact={compact} dense />,
    );
  }

  const scan = () => document.querySelectorAll<Host>(SELECTOR).forEach(mount);
  w[NS] = { version: 1, scan };
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => { queued = false; scan(); });
  }).observe(document.documentElement, { childList: true, subtree: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  else scan();
}

start();
