// Root config (STYLE: small and boring): read the route table, register, start.
import { registerApplication, start } from './app-router.ts';
import { BOOT_ELEMENT_ID, readBoot } from '@donor/shared/boot';
import { COOKIE_NAMES, getCookie } from '@donor/shared/cookies';
import { EARLY_EVENTS } from '@donor/shared/analytics-events';
import { loadOfetch } from '@donor/shared/api';
import { createShellContext } from './shell-context.ts';
import { installReactions } from './reactions.ts';
import { installClientGuards } from './client-guards.ts';
import './boot-pause-before-react.ts';
import { drawnBy, fetchRegistry, registerSections } from './section-loader.ts';
import { startSectionPrefetch } from './section-prefetch-start.ts';
import { afterPageContent } from './after-page-content.ts';
import './boot-pause-before-layout.ts';
import { mountLayout } from './layout/layout.tsx';
import { shellPagesApp } from './pages/shell-pages.app.tsx';
import { yieldToMain } from './yield-to-main.ts';

const ctx = createShellContext(readBoot(document.getElementById(BOOT_ELEMENT_ID)?.textContent));
installReactions(ctx);
installClientGuards(ctx);
// spec §7 third-party scripts: the loader is fetched only when the host turned one on.
// Events sent before it arrives (a section that fails at once) are kept and replayed.
if (ctx.config.thirdParty) {
  const early: Event[] = [];
  const keep = (e: Event) => void early.push(e);
  for (const type of EARLY_EVENTS) addEventListener(type, keep);
  void import('./third-party/loader.ts').then(({ startFromBoot }) => {
    for (const type of EARLY_EVENTS) removeEventListener(type, keep);
    startFromBoot(ctx.config.thirdParty, { win: window, consented: () => getCookie(COOKIE_NAMES.cookieConsent) !== undefined, early });
  });
}
const registry = fetchRegistry();
// spec §9: links near the viewport prefetch their section; listening before the layout's links
// render, the prefetcher itself loaded after the page (section-prefetch-start.ts).
startSectionPrefetch(registry);
// The api client's ofetch is not in the first load (shared/src/api.ts): the first request
// imports it, and so does the page once loaded, so a request made offline later finds it.
const warmApi = () => afterPageContent(() => void loadOfetch().catch(() => {}));
if (document.readyState === 'complete') warmApi();
else addEventListener('load', warmApi, { once: true });
// The module's own evaluation ends here; the layout's render and each section step after it get
// tasks of their own (yield-to-main.ts).
await yieldToMain();
mountLayout(ctx, {
  header: document.getElementById('app-header')!,
  footer: document.getElementById('app-footer')!,
  overlays: document.getElementById('app-overlays')!,
});
registerApplication({ name: 'shell', app: shellPagesApp, activeWhen: (l) => drawnBy(l.pathname, ctx) === 'shell', customProps: ctx });
registerSections(await registry, ctx);
await yieldToMain();
start();
