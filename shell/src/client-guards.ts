// The guards of spec §2 on client-side navigation (ARCHITECTURE §2): the same pure function as
// the host's 302s, run on single-spa's before-routing-event; a redirect cancels the navigation
// and goes to the target instead, remembering `next` exactly as the host does.
import { navigateToUrl } from './app-router.ts';
import { evaluateGuard } from '@donor/shared/guards';
import { COOKIE_NAMES, setCookie } from '@donor/shared/cookies';
import type { ShellContext } from './shell-context.ts';

interface BeforeRoutingDetail {
  newUrl: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

export function installClientGuards(ctx: ShellContext): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const url = new URL(detail.newUrl);
    const { token, user } = ctx.auth.$auth.get();
    const result = evaluateGuard({ pathname: url.pathname, search: url.search, loggedIn: !!user, hasToken: !!token });
    if (result.status !== 302 || !result.location) return;
    // A token whose user has not arrived yet: let the host decide on the next full load.
    if (token && !user && ctx.auth.$auth.get().loading) return;
    if (result.setNextCookie) setCookie(COOKIE_NAMES.next, result.setNextCookie, { days: 1 / 24 });
    detail.cancelNavigation?.();
    // single-spa puts the old URL back after this event; go to the target only once that
    // cancelled reroute has finished (its routing-event), with a timer as a safety net.
    const target = result.location;
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      window.removeEventListener('single-spa:routing-event', go);
      navigateToUrl(target);
    };
    window.addEventListener('single-spa:routing-event', go, { once: true });
    window.setTimeout(go, 100);
  });
}
