// @vitest-environment happy-dom
// The widget's own hooks (preact-react.ts) keep React's contract for what the form uses: state
// re-renders, effects run after the DOM and refs are in place, clean up on a deps change and on
// unmount, ids differ per component, and a text field's onChange fires per keystroke.
import { describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { createRoot, useEffect, useId, useRef, useState } from './preact-react.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('widget hooks on preact', () => {
  it('useState re-renders; useEffect runs after refs are set, cleans up on deps change and unmount', async () => {
    const log: string[] = [];
    let set!: (a: number | ((n: number) => number)) => void;
    function Counter() {
      const [n, setN] = useState(() => 1);
      set = setN;
      const ref = useRef<HTMLElement | null>(null);
      useEffect(() => {
        log.push(`run ${n} ${ref.current?.textContent}`);
        return () => log.push(`clean ${n}`);
      }, [n]);
      return h('p', { ref }, String(n));
    }
    const el = document.createElement('div');
    createRoot(el).render(h(Counter, null));
    await tick();
    expect(el.textContent).toBe('1');
    expect(log).toEqual(['run 1 1']);
    set((n) => n + 1);
    await tick();
    expect(el.textContent).toBe('2');
    expect(log).toEqual(['run 1 1', 'clean 1', 'run 2 2']);
    set(2); // same value: no render, no effect
    await tick();
    expect(log).toHaveLength(3);
    render(null, el);
    expect(log.at(-1)).toBe('clean 2');
  });

  it('useId differs per component; a text field gets onInput for onChange, a checkbox keeps onChange', async () => {
    const seen: string[] = [];
    function Field() {
      const id = useId();
      return h('input', { id, onChange: (e: Event) => seen.push((e.currentTarget as HTMLInputElement).value) });
    }
    const el = document.createElement('div');
    createRoot(el).render(h('div', null, h(Field, null), h(Field, null), h('input', { type: 'checkbox', onChange: () => seen.push('box') })));
    await tick();
    const [a, b, box] = [...el.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    expect(a.id).not.toBe(b.id);
    a.value = 'x';
    a.dispatchEvent(new Event('input'));
    box.dispatchEvent(new Event('change'));
    expect(seen).toEqual(['x', 'box']);
  });
});
