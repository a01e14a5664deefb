// Device and browser detection for the footer install button and the home-screen prompt
// (spec §2 Footer, Home-screen prompt) and spec §4 "Mobile detection elsewhere".

export interface Env {
  userAgent: string;
  maxTouchPoints: number;
  width: number;
}

export function currentEnv(): Env {
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, width: window.innerWidth };
}

export const isAndroid = (ua: string): boolean => /android/i.test(ua);

/** iPhone/iPod/iPad, including iPadOS that reports itself as a Mac with a touch screen. */
export function isIOS(env: Pick<Env, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iphone|ipod|ipad/i.test(env.userAgent) || (/macintosh/i.test(env.userAgent) && env.maxTouchPoints > 1);
}

/** Real Safari: other iOS/desktop browsers also say "Safari" in the user agent. */
export function isSafari(ua: string): boolean {
  return /safari/i.test(ua) && !/chrome|chromium|crios|fxios|edgios|edg\/|opr\/|opios|yabrowser|yaapp|samsungbrowser|android/i.test(ua);
}

/**
 * spec §2 Footer: the install-the-app button is only for non-Android Safari. Its steps (Share →
 * 'На экран «Домой»' → 'Добавить') exist only on iPhone/iPad, so desktop Safari (whose menu
 * says 'Add to Dock') does not get instructions that would be wrong there.
 */
export function showsInstallButton(env: Env): boolean {
  return isSafari(env.userAgent) && !isAndroid(env.userAgent) && isIOS(env);
}

/** spec §4: mobile means a mobile user agent or a width of 768 px or less. */
export function isMobileDevice(env: Env): boolean {
  return /android|iphone|ipod|ipad|mobile|opera mini|iemobile/i.test(env.userAgent) || env.width <= 768;
}

/** Already launched from the home screen: no point suggesting to add it. */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}
