// spec §2: a progress bar shows during route changes. single-spa fires
// `single-spa:before-routing-event` when a navigation starts and `single-spa:routing-event`
// when every app has mounted. A short delay keeps instant navigations free of flicker.
import { useEffect, useState } from 'react';
import { ls } from './layout.strings.ts';

export type ProgressPhase = 'idle' | 'loading' | 'done';
export const SHOW_DELAY_MS = 120;
export const DONE_MS = 300;

/** Start/finish → phase changes, with the show delay and the fade-out; framework-free for tests. */
export function createRouteProgress(onPhase: (phase: ProgressPhase) => void) {
  let phase: ProgressPhase = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: ProgressPhase) => { if (next !== phase) { phase = next; onPhase(next); } };
  const clear = () => { if (timer !== undefined) clearTimeout(timer); timer = undefined; };
  return {
    start() {
      clear();
      if (phase === 'loading') return;
      timer = setTimeout(() => set('loading'), SHOW_DELAY_MS);
    },
    finish() {
      clear();
      if (phase !== 'loading') { set('idle'); return; }
      set('done');
      timer = setTimeout(() => set('idle'), DONE_MS);
    },
    dispose: clear,
  };
}

export function ProgressBar() {
  const [phase, setPhase] = useState<ProgressPhase>('idle');
  useEffect(() => {
    const progress = createRouteProgress(setPhase);
    const start = () => progress.start();
    const finish = () => progress.finish();
    window.addEventListener('single-spa:before-routing-event', start);
    window.addEventListener('single-spa:routing-event', finish);
    return () => {
      progress.dispose();
      window.removeEventListener('single-spa:before-routing-event', start);
      window.removeEventListener('single-spa:routing-event', finish);
    };
  }, []);
  if (phase === 'idle') return null;
  return (
    <div className={`lay-progress lay-progress--${phase}`} role="progressbar" aria-label={ls.progress} aria-busy={phase === 'loading'}>
      <span className="lay-progress__bar" />
    </div>
  );
}
