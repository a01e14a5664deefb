// Client-side navigation for same-origin links: the shell's mounter (shell/src/app-router.ts) patches history.pushState and
// reroutes, so a plain pushState is all a section needs (ARCHITECTURE §2). Everything the
// browser does better on its own (new tab, download, other origin, modifier keys) is left alone.
import { useCallback, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';

import { prefetchWhenNear } from '../link-prefetch.ts';
import { LOCATION_EVENT } from './use-location.ts';

export { useLocation, usePathname, currentLocation } from './use-location.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  /** spec §9: announce the page for prefetch within 200 px of the viewport (link-prefetch.ts). Default true. */
  prefetch?: boolean;
}

/** True when `href` leaves this origin or is not an http(s) URL (mailto:, tel:). */
export function isExternalHref(href: string, base: string = window.location.href): boolean {
  let url: URL;
  try { url = new URL(href, base); } catch { return true; }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  return url.origin !== new URL(base).origin;
}

interface ClickLike {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** Whether a click on a link should become a pushState navigation. */
export function shouldHandleClick(e: ClickLike, href: string, target?: string, download?: unknown): boolean {
  if (e.defaultPrevented || e.button !== 0) return false;
  if (e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return false;
  if ((target && target !== '_self') || download !== undefined) return false;
  if (href.startsWith('#')) return false; // in-page anchor: native scrolling and :target
  return !isExternalHref(href);
}

/** Navigates inside the app; a new page starts at the top, a new query does not. */
export function navigate(href: string, options: { replace?: boolean } = {}): void {
  const before = window.location.pathname;
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(LOCATION_EVENT));
  if (window.location.pathname !== before && !window.location.hash) window.scrollTo(0, 0);
}

export function withNoopener(rel: string | undefined): string {
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}

/** Sets a ref the caller passed (object or callback), beside our own. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function Link({ href, target, rel, onClick, ref, prefetch = true, ...rest }: LinkProps) {
  const finalRel = target === '_blank' ? withNoopener(rel) : rel;
  // Only links that navigate inside the app (the ones the click handler takes) are announced.
  const announce = prefetch && !href.startsWith('#') && (target === undefined || target === '_self') && rest.download === undefined;
  const refs = useCallback((el: HTMLAnchorElement | null) => {
    assignRef(ref, el);
    const stop = el && announce && !isExternalHref(href) ? prefetchWhenNear(el, href) : null;
    return () => {
      stop?.();
      assignRef(ref, null);
    };
  }, [ref, href, announce]);
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!shouldHandleClick(e, href, target, rest.download)) return;
    e.preventDefault();
    navigate(href);
  };
  return <a ref={refs} href={href} target={target} rel={finalRel} onClick={handleClick} {...rest} />;
}
