// spec §2 Home-screen prompt: only under /profile for logged-in users; Android (Chrome menu →
// 'Добавить на главный экран') and iPhone (Safari share menu → 'На экран «Домой»')
// instructions; dismissed for good (cookie pwaPrompt); hidden while a text field is focused on
// mobile, where the on-screen keyboard would push it over the form. It never covers the cabinet a
// donor has just reached: quiet in their first minutes and after a sign-up or login
// (prompt-quiet.logic.ts promptSettled).
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { COOKIE_NAMES, getCookie, setCookie } from '@donor/shared/cookies';
import { interpolate } from '@donor/shared/i18n';
import { usePathname } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { PATH_KEYS } from '@donor/shared/stores/auth.store';
import { homePromptVisible, isTextField } from './banners.logic.ts';
import { CABINET_SINCE_KEY, PROMPT_QUIET_MS, pageBefore, promptSettled } from './prompt-quiet.logic.ts';
import { os } from './on-demand.strings.ts';
import { currentEnv, isAndroid, isIOS, isMobileDevice, isStandalone } from './platform.ts';

/** "Permanently": a cookie cannot be forever; ten years is the practical equivalent. */
export const PROMPT_DISMISS_DAYS = 3650;

function useTextFieldFocused(): boolean {
  const [focused, setFocused] = useState(() => isTextField(document.activeElement));
  useEffect(() => {
    const update = () => setFocused(isTextField(document.activeElement));
    const onOut = () => setTimeout(update, 0); // activeElement settles after focusout
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', onOut);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', onOut);
    };
  }, []);
  return focused;
}

function read(storage: () => Storage, key: string): string | null {
  try { return storage().getItem(key); } catch { return null; }
}

/** When this browser first opened the cabinet signed in; recorded on that first time. */
function useCabinetSince(loggedIn: boolean): number | null {
  const [since] = useState(() => {
    const raw = read(() => localStorage, CABINET_SINCE_KEY);
    return raw === null ? null : Number(raw);
  });
  useEffect(() => {
    if (!loggedIn || since !== null) return;
    try { localStorage.setItem(CABINET_SINCE_KEY, String(Date.now())); } catch { /* private mode: quiet this visit */ }
  }, [loggedIn, since]);
  return since;
}

/** Re-checks the quiet period once it ends, so a donor who stays sees the prompt then. */
function useNow(until: number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (until === null || now >= until) return;
    const id = window.setTimeout(() => setNow(Date.now()), Math.min(until - now + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(id);
  }, [until, now]);
  return now;
}

export function HomeScreenPrompt() {
  const { auth, config } = useSection();
  const { user } = useStore(auth.$auth);
  const pathname = usePathname();
  const textFieldFocused = useTextFieldFocused();
  const [dismissed, setDismissed] = useState(() => getCookie(COOKIE_NAMES.pwaPrompt) !== undefined);
  const [env] = useState(currentEnv);
  const titleId = useId();
  const since = useCabinetSince(Boolean(user));
  const now = useNow(since === null ? null : since + PROMPT_QUIET_MS);
  const here = window.location.pathname + window.location.search;
  const previousPath = pageBefore(here, {
    current: read(() => sessionStorage, PATH_KEYS.current),
    previous: read(() => sessionStorage, PATH_KEYS.previous),
  });
  const visible = homePromptVisible({
    pathname, loggedIn: Boolean(user), dismissed, standalone: isStandalone(), mobile: isMobileDevice(env), textFieldFocused,
  }) && promptSettled({ now, since, previousPath });
  if (!visible) return null;
  const android = isAndroid(env.userAgent);
  const ios = isIOS(env);
  const showBoth = !android && !ios; // a desktop visitor may install on either phone
  const dismiss = () => {
    setCookie(COOKIE_NAMES.pwaPrompt, '1', { days: PROMPT_DISMISS_DAYS });
    setDismissed(true);
  };
  return (
    <section className="lay-prompt" aria-labelledby={titleId}>
      <h2 id={titleId} className="lay-prompt__title">{interpolate(os.promptTitle, { product: config.productName })}</h2>
      <p>{os.promptLead}</p>
      {(android || showBoth) && <Steps title={os.promptAndroid} steps={os.promptAndroidSteps} />}
      {(ios || showBoth) && <Steps title={os.promptIphone} steps={os.promptIphoneSteps} />}
      <button type="button" className="ui-button ui-button--ghost ui-button--small" onClick={dismiss}>{os.promptDismiss}</button>
    </section>
  );
}

function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <div className="lay-prompt__platform">
      <h3>{title}</h3>
      <ol className="lay-steps">{steps.map((s) => <li key={s}>{s}</li>)}</ol>
    </div>
  );
}
