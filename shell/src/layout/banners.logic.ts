// Visibility rules of the cookie banner and the home-screen prompt, kept out of components so
// they are tested on their own (spec §2 Cookie banner, Home-screen prompt; spec §4).

/**
 * The wrapper of the cookie banner the host pre-renders for a visitor who will see it
 * (shell/server/page.ts): the live banner takes its place when its chunk runs, and the layout
 * drops it when the browser decides the banner is not needed after all.
 */
export const FIRST_PAINT_BANNER_ID = 'cookie-banner-first-paint';
export const dropFirstPaintBanner = (): void => document.getElementById(FIRST_PAINT_BANNER_ID)?.remove();

/** spec §4 Cookie banner: shows unless logged in or accepted. A stored token counts as logged in. */
export function cookieBannerVisible(input: { loggedIn: boolean; accepted: boolean }): boolean {
  return !input.loggedIn && !input.accepted;
}

export interface PromptInput {
  pathname: string;
  loggedIn: boolean;
  dismissed: boolean;
  /** Launched from the home screen already. */
  standalone: boolean;
  mobile: boolean;
  textFieldFocused: boolean;
}

/**
 * spec §2 Home-screen prompt: only under /profile for logged-in users, until dismissed for good;
 * hidden while a text field is focused on mobile (the on-screen keyboard leaves no room).
 */
export function homePromptVisible(p: PromptInput): boolean {
  if (!p.loggedIn || p.dismissed || p.standalone) return false;
  if (!isPromptRoute(p.pathname)) return false;
  return !(p.mobile && p.textFieldFocused);
}

/** The prompt's pages (spec §2: under /profile); elsewhere its code is not even loaded. */
export const isPromptRoute = (pathname: string): boolean => pathname === '/profile' || pathname.startsWith('/profile/');

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color', 'hidden']);

/** Elements that bring up the on-screen keyboard. */
export function isTextField(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement) return true;
  if (el instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(el.type);
  return (el as HTMLElement).isContentEditable === true;
}
