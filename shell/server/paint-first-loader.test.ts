// The inline loader's own text (paint-first.ts), run against a fake page: when it starts the
// page's requests. Its hints go in after the browser reports the first contentful paint.
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_WAIT_MS, paintFirst } from './paint-first.ts';

// Hints only: the loader imports no script here, so its text runs outside a module.
const PAGE = `<html><head>
    <link rel="modulepreload" href="/assets/a-1.js" />
    <link rel="modulepreload" href="/assets/b-1.js" />
  </head><body><h1>Топ</h1></body></html>`;

async function loaderText(): Promise<string> {
  const html = await paintFirst(PAGE, 'n1', async () => null);
  return /<script type="module" nonce="n1">([^<]*)<\/script>/.exec(html)![1]!;
}

type Entries = { getEntriesByName(name: string): unknown[] };

/** Runs the loader in a page whose clock, frames and paint entries the test drives. */
async function runLoader({ hidden = false, paintEntries = true } = {}) {
  const inserted: string[] = [];
  let timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  let observe: ((entries: Entries) => void) | null = null;
  let observing = false;
  class FakeObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'resource'] : ['resource'];
    constructor(callback: (entries: Entries) => void) { observe = callback; }
    observe() { observing = true; }
    disconnect() { observing = false; }
  }
  const page = {
    document: { visibilityState: hidden ? 'hidden' : 'visible', head: { insertAdjacentHTML: (_where: string, html: string) => inserted.push(html) } },
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    clearTimeout: (id: number) => { timers[id - 1]!.fn = () => {}; },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  // The loader's text with the fake page's names as its globals, strict as a module script is.
  new Function(...Object.keys(page), `'use strict';${await loaderText()}`)(...Object.values(page));
  return {
    inserted,
    frames,
    get observing() { return observing; },
    /** The browser reports paint entries of these names. */
    paint: (...names: string[]) => observe?.({ getEntriesByName: (n) => names.filter((x) => x === n) }),
    /** Runs the timers due within `ms`, and those they set, in order. */
    tick(ms = 0) {
      for (let due = timers.filter((t) => t.ms <= ms); due.length; due = timers.filter((t) => t.ms <= ms)) {
        const ids = new Set(due);
        const run = due.map((t) => t.fn);
        timers = timers.map((t) => (ids.has(t) ? { fn: t.fn, ms: Infinity } : t));
        run.forEach((fn) => fn());
      }
    },
  };
}

describe('the inline loader starts the page’s requests', () => {
  it('after the first contentful paint the browser reports, not before', async () => {
    const page = await runLoader();
    page.tick();
    page.paint('first-paint'); // a frame without content yet
    page.tick();
    expect(page.inserted).toEqual([]);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.observing).toBe(false);
    page.tick();
    expect(page.inserted.join('')).toBe('<link rel="modulepreload" href="/assets/a-1.js" /><link rel="modulepreload" href="/assets/b-1.js" />');
    page.tick(FIRST_PAINT_WAIT_MS); // the fallback was cleared: nothing is inserted twice
    expect(page.inserted).toHaveLength(1);
  });

  it(`after ${FIRST_PAINT_WAIT_MS} ms when no such paint is reported`, async () => {
    const page = await runLoader();
    page.tick(FIRST_PAINT_WAIT_MS - 1);
    expect(page.inserted).toEqual([]);
    page.tick(FIRST_PAINT_WAIT_MS);
    expect(page.inserted).toHaveLength(1);
    expect(page.observing).toBe(false);
    page.paint('first-contentful-paint'); // late: already started
    page.tick();
    expect(page.inserted).toHaveLength(1);
  });

  it('after the first frame in a browser without paint entries', async () => {
    const page = await runLoader({ paintEntries: false });
    page.tick();
    expect(page.inserted).toEqual([]);
    page.frames.forEach((f) => f());
    page.tick();
    expect(page.inserted).toHaveLength(1);
  });

  it('at once, in one task, in a hidden tab', async () => {
    const page = await runLoader({ hidden: true });
    expect(page.inserted).toHaveLength(1);
  });
});
