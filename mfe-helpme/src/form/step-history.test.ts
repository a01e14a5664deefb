// The wizard's history (step-history.ts): each step forward is an entry, Back returns a step (not
// out of the form), Forward re-checks the step, the page's «Назад» is a history Back.
import { describe, expect, it } from 'vitest';
import { stepHistory, type HistoryLike, type StepMoves } from './step-history.ts';

/** A history of entries with a cursor, like the browser's; popstate is returned, not dispatched. */
function fakeHistory() {
  const entries: unknown[] = [{ router: 'x' }];
  let at = 0;
  const h: HistoryLike & { entries: unknown[]; at(): number; go(n: number): unknown } = {
    entries,
    get state() { return entries[at]; },
    pushState(state) { entries.splice(at + 1); entries.push(state); at++; },
    replaceState(state) { entries[at] = state; },
    back() { at--; },
    at: () => at,
    go(n) { at += n; return entries[at]; },
  };
  return h;
}

function wizard(valid = true) {
  let pos = -1;
  const moves: StepMoves = {
    start: () => { pos = 0; },
    showWelcome: () => { pos = -1; },
    next: () => { if (!valid || pos >= 1) return false; pos++; return true; },
    back: () => { pos = Math.max(pos - 1, 0); },
  };
  return { moves, pos: () => pos, set: (p: number) => { pos = p; } };
}

describe('step history', () => {
  it('a step forward is an entry; Back goes back a step, then to the welcome page', () => {
    const h = fakeHistory();
    const w = wizard();
    const bound = stepHistory(h, w.moves, w.pos);
    expect(h.state).toEqual({ router: 'x', hmStep: -1 }); // the router's own state is kept
    w.moves.start(); bound.moved(w.pos());
    w.moves.next(); bound.moved(w.pos());
    expect(h.entries.map((e) => (e as { hmStep: number }).hmStep)).toEqual([-1, 0, 1]);

    bound.popped(h.go(-1));
    expect(w.pos()).toBe(0);
    bound.popped(h.go(-1));
    expect(w.pos()).toBe(-1);
    bound.popped(h.go(1)); // Forward
    expect(w.pos()).toBe(0);
  });

  it('Forward to a step whose checks fail stays and says so in the entry', () => {
    const h = fakeHistory();
    const w = wizard();
    const bound = stepHistory(h, w.moves, w.pos);
    w.moves.start(); bound.moved(0);
    w.moves.next(); bound.moved(1);
    bound.popped(h.go(-1));
    const refusing = { ...w.moves, next: () => false };
    const again = stepHistory(h, refusing, w.pos);
    again.popped(h.go(1));
    expect(w.pos()).toBe(0);
    expect((h.state as { hmStep: number }).hmStep).toBe(0);
  });

  it('the page\'s «Назад» is a history Back inside the form, a plain step back otherwise', () => {
    const h = fakeHistory();
    const w = wizard();
    w.set(1); // a draft restored at step 2: no entry of step 1 behind it
    const bound = stepHistory(h, w.moves, w.pos);
    bound.goBack();
    expect(w.pos()).toBe(0);
    expect(h.at()).toBe(0);

    w.moves.next(); bound.moved(1);
    bound.goBack(); // history.back(): the browser then fires popstate
    expect(h.at()).toBe(0);
    bound.popped(h.state);
    expect(w.pos()).toBe(0);
  });

  it('ignores entries that are not the wizard\'s', () => {
    const h = fakeHistory();
    const w = wizard();
    const bound = stepHistory(h, w.moves, w.pos);
    bound.popped(null);
    bound.popped({ router: 'y' });
    expect(w.pos()).toBe(-1);
  });
});
