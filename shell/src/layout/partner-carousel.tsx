// spec §2 Footer: an auto-rotating partner-logo carousel. WCAG 2.2.2: anything that moves on
// its own can be paused — a pause button, and it also stops on hover/focus and under
// prefers-reduced-motion. It rotates only while it is on screen: the footer is below most pages'
// first screen, and a carousel nobody sees would wake the page every few seconds for nothing (a
// render and a style pass on a phone's main thread and battery). Logos are text badges: no
// network images.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ExternalLink } from '../../common/external-links.ts';
import { PauseIcon, PlayIcon } from './icons.tsx';
import { ls } from './layout.strings.ts';

export const ROTATE_MS = 4000;

/** The `count` items starting at `start`, wrapping around. */
export function windowOf<T>(items: readonly T[], start: number, count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[(start + i) % items.length]!);
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

type ObserverClass = typeof IntersectionObserver | null | undefined;

/**
 * Calls `onChange` with whether `el` is on screen, now and on every change; returns the stop.
 * Without IntersectionObserver it counts as on screen.
 */
export function watchOnScreen(el: Element, onChange: (on: boolean) => void, Observer: ObserverClass = globalThis.IntersectionObserver): () => void {
  if (typeof Observer !== 'function') {
    onChange(true);
    return () => {};
  }
  const observer = new Observer((entries) => {
    const last = entries[entries.length - 1];
    if (last) onChange(last.isIntersecting);
  });
  observer.observe(el);
  return () => observer.disconnect();
}

/** Whether `ref`'s element is on screen (true until an observer says otherwise). */
function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [on, setOn] = useState(true);
  useEffect(() => (ref.current ? watchOnScreen(ref.current, setOn) : undefined), [ref]);
  return on;
}

export function PartnerCarousel({ partners, visible = 3 }: { partners: readonly ExternalLink[]; visible?: number }) {
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(() => prefersReducedMotion()); // user's pause/play choice
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const box = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(box);
  const rotates = partners.length > visible;
  const running = rotates && !paused && !hovered && !focused && onScreen;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setStart((s) => (s + 1) % partners.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [running, partners.length]);

  return (
    <section
      ref={box}
      className="lay-partners"
      aria-roledescription={ls.partnersCarousel}
      aria-label={ls.footer.partners}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false); }}
    >
      <h2 className="lay-footer__title">{ls.footer.partners}</h2>
      <ul className="lay-partners__list" aria-live={running ? 'off' : 'polite'}>
        {windowOf(partners, start, visible).map((p) => (
          <li key={p.href + p.label}>
            <a className="lay-partners__badge" href={p.href} target="_blank" rel="noopener noreferrer">
              {p.label}<span className="ui-visually-hidden">{ls.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
      {rotates && (
        <button type="button" className="lay-partners__pause" aria-pressed={paused} onClick={() => setPaused(!paused)}>
          {paused ? <PlayIcon /> : <PauseIcon />}
          <span className="ui-visually-hidden">{paused ? ls.playPartners : ls.pausePartners}</span>
        </button>
      )}
    </section>
  );
}
