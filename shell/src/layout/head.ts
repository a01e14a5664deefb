// spec §2 Page head: document.title = `${page title} — ${product}` from the ui store (spec §3:
// the default title is the product name) and the description, sharing metadata and robots rule
// of the current route. The host writes the first head (shell/server/page.ts); this keeps it
// right on client-side navigation.
import { matchRoute } from '@donor/shared/routes';
import type { SectionProps } from '@donor/shared/stores/types';

/** The page title shown in the tab; the product name alone when no page title is set. */
export function documentTitle(pageTitle: string | null | undefined, productName: string): string {
  const title = (pageTitle ?? '').trim();
  return !title || title === productName ? productName : `${title} — ${productName}`;
}

function setMeta(attr: 'name' | 'property', key: string, content: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null) { el?.remove(); return; }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  if (el.content !== content) el.content = content;
}

/** Starts keeping the head in sync; returns the stop function. */
export function startHead(props: Pick<SectionProps, 'ui' | 'config'>): () => void {
  const { ui, config } = props;

  const writeTitle = () => {
    const title = documentTitle(ui.$ui.get().title, config.productName);
    if (document.title !== title) document.title = title;
    setMeta('property', 'og:title', title);
  };
  // The host wrote the first page's description; another page loads the table when first needed.
  let described = window.location.pathname;
  const writeRoute = () => {
    const { pathname } = window.location;
    if (pathname !== described) {
      void import('@donor/shared/page-head').then(({ routeDescription }) => {
        if (window.location.pathname !== pathname) return; // the visitor has moved on
        described = pathname;
        const description = routeDescription(pathname);
        setMeta('name', 'description', description);
        setMeta('property', 'og:description', description);
      });
    }
    setMeta('property', 'og:url', window.location.href);
    // spec §2: /profile, /login, … are noindex, nofollow — also after client-side navigation
    setMeta('name', 'robots', matchRoute(pathname)?.route.noindex ? 'noindex, nofollow' : null);
  };
  // After unmounting the old apps and before mounting the new ones (a cancelled navigation
  // never gets here): reset the title to the route table's, which the mounting page may refine.
  let lastPath = window.location.pathname;
  const onBeforeMount = () => {
    const { pathname } = window.location;
    if (pathname === lastPath) return;
    lastPath = pathname;
    ui.setTitle(matchRoute(pathname)?.route.title ?? null);
  };

  const stopTitle = ui.$ui.subscribe(writeTitle);
  writeRoute();
  window.addEventListener('single-spa:before-mount-routing-event', onBeforeMount);
  window.addEventListener('single-spa:routing-event', writeRoute);
  return () => {
    stopTitle();
    window.removeEventListener('single-spa:before-mount-routing-event', onBeforeMount);
    window.removeEventListener('single-spa:routing-event', writeRoute);
  };
}
