// Root config (STYLE: small and boring): read the route table, register, start.
import { registerApplication, start } from 'single-spa';
import { routeOwner } from '@donor/shared/routes';
import { BOOT_ELEMENT_ID, readBoot } from '@donor/shared/boot';
import { COOKIE_NAMES, getCookie } from '@donor/shared/cookies';
import { createShellContext } from './shell-context.ts';
import { installReactions } from './reactions.ts';
import { installClientGuards } from './client-guards.ts';
import { fetchRegistry, registerSections } from './section-loader.ts';
import { installSectionPrefetch } from './section-prefetch.ts';
import { mountLayout } from './layout/layout.tsx';
import { shellPagesApp } from './pages/shell-pages.app.tsx';

const ctx = createShellContext(readBoot(document.getElementById(BOOT_ELEMENT_ID)?.textContent));
installReactions(ctx);
installClientGuards(ctx);
// spec §7 third-party scripts: the loader is fetched only when the host turned one on.
const thirdParty = ctx.config.thirdParty;
if (thirdParty) {
  void import('./third-party/loader.ts').then(({ startThirdParty }) =>
    startThirdParty(thirdParty, { win: window, consented: () => getCookie(COOKIE_NAMES.cookieConsent) !== undefined }),
  );
}
const registry = fetchRegistry();
// spec §9: links near the viewport prefetch their section (section-prefetch.ts); listening
// before the layout's links render.
installSectionPrefetch(registry);
mountLayout(ctx, {
  header: document.getElementById('app-header')!,
  footer: document.getElementById('app-footer')!,
  overlays: document.getElementById('app-overlays')!,
});
registerApplication({ name: 'shell', app: shellPagesApp, activeWhen: (l) => routeOwner(l.pathname) === 'shell', customProps: ctx });
registerSections(await registry, ctx);
start({ urlRerouteOnly: true });
