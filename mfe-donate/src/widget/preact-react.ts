// The widget build's stand-in for react and react-dom/client (aliased in vite.widget.config.ts):
// preact's core, the four hooks the form uses, and the one React behaviour the form relies on
// that preact lacks — onChange on a text field fires per keystroke (preact's is the DOM 'change',
// on commit). It replaces preact/compat (≈ 2.5 KB brotli of the partner budget, README «Бюджеты
// байтов») and preact/hooks (≈ 0.5 KB more: layout effects, error routing, the render-skipping
// state check and the hydration-safe id belong to apps this widget is not). The form writes no
// camelCase SVG attributes, no style objects, no onDoubleClick/onFocus/onBlur
// (donate.strings.test.ts and the e2e keep it honest).
// Hooks ride on preact's documented-for-plugins option hooks (the same `__r`/`diffed`/`unmount`
// names preact/hooks and @preact/signals use): `__r` before a component renders, `diffed` after.
import { options, render, type ComponentChild } from 'preact';

interface Hook {
  v?: unknown;
  /** Dependencies seen last time (effect, memo). */
  d?: unknown[];
  /** An effect waiting to run, its cleanup, whether it is queued. */
  e?: () => void | (() => void);
  c?: void | (() => void);
  q?: boolean;
  s?: (a: unknown) => void;
}
interface Instance { $h?: Hook[]; $f?: Hook[]; $x?: boolean; setState(s: object): void }
type VNode = { __c?: Instance | null };
type Option = '__r' | 'diffed' | 'unmount' | 'vnode';
const o = options as unknown as Record<Option, ((v: VNode) => void) | undefined>;
const chain = (name: Option, fn: (v: VNode) => void) => {
  const previous = o[name];
  o[name] = (v) => { fn(v); previous?.(v); };
};

let current: Instance | null | undefined;
let index = 0;
let ids = 0;
let queued: Instance[] = [];
const hook = (): Hook => ((current!.$h ??= [])[index++] ??= {});
const changed = (h: Hook, deps?: unknown[]) => !h.d || !deps || deps.length !== h.d.length || deps.some((d, i) => !Object.is(d, h.d![i]));
const cleanup = (h: Hook) => { h.c?.(); h.c = undefined; };

/** Effects run in a microtask after the render pass: after preact commits DOM and refs. */
function flush(): void {
  const list = queued;
  queued = [];
  for (const c of list) {
    const fx = c.$f ?? [];
    c.$f = [];
    for (const h of fx) {
      h.q = false;
      if (c.$x) continue; // unmounted before its effects ran
      cleanup(h);
      h.c = h.e!();
    }
  }
}

chain('__r', (v) => { current = v.__c; index = 0; });
chain('diffed', (v) => {
  const c = v.__c;
  if (c?.$f?.length && !queued.includes(c) && queued.push(c) === 1) queueMicrotask(flush);
  current = null;
});
chain('unmount', (v) => {
  const c = v.__c;
  if (c) { c.$x = true; c.$h?.forEach(cleanup); }
});

export function useState<S>(init: S | (() => S)): [S, (a: S | ((s: S) => S)) => void] {
  const h = hook();
  const c = current!;
  if (!h.s) {
    h.v = typeof init === 'function' ? (init as () => S)() : init;
    h.s = (a) => {
      const next = typeof a === 'function' ? (a as (s: unknown) => unknown)(h.v) : a;
      if (!Object.is(next, h.v)) { h.v = next; c.setState({}); }
    };
  }
  return [h.v as S, h.s];
}

export function useEffect(effect: () => void | (() => void), deps?: unknown[]): void {
  const h = hook();
  if (!changed(h, deps)) return;
  h.d = deps;
  h.e = effect;
  if (!h.q) { h.q = true; (current!.$f ??= []).push(h); }
}

export function useMemo<T>(make: () => T, deps?: unknown[]): T {
  const h = hook();
  if (changed(h, deps)) { h.d = deps; h.v = make(); }
  return h.v as T;
}

export const useCallback = <T>(fn: T, deps?: unknown[]): T => useMemo(() => fn, deps);
export const useRef = <T>(init: T): { current: T } => useMemo(() => ({ current: init }), []);
/** Unique on the page (several widgets, one script); nothing is server-rendered to match. */
export const useId = (): string => useMemo(() => `dw${++ids}`, []);

const KEEP_CHANGE = /^(checkbox|radio|file)$/;
chain('vnode', (vnode) => {
  const { type, props } = vnode as { type: unknown; props: Record<string, unknown> };
  if ((type === 'input' || type === 'textarea') && props.onChange && !KEEP_CHANGE.test(String(props.type))) {
    props.onInput = props.onChange;
    delete props.onChange;
  }
});

/** react-dom/client's createRoot, as the widget entry uses it. */
export const createRoot = (el: Element | DocumentFragment) => ({ render: (node: ComponentChild) => render(node, el) });
