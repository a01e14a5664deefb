// Visibility rules of the home-screen prompt, kept out of components so they are tested on their
// own (spec §2 Home-screen prompt; spec §4). The cookie banner's rules, which the host applies
// too, are in shell/common/cookie-banner.ts.
import { FIRST_PAINT_BANNER_ID } from '../../common/cookie-banner.ts';

/** Removes the host's pre-rendered cookie banner (shell/common/cookie-banner.ts). */
export const dropFirstPaintBanner = (): void => document.getElementById(FIRST_PAINT_BANNER_ID)?.remove();

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

// The prompt's quiet period (first minutes, the page after a sign-in) is prompt-quiet.logic.ts:
// only the lazily loaded prompt needs it, so it stays out of every page's first load.
