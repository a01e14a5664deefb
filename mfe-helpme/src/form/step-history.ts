// The browser's Back inside the help-me wizard goes back a step, not out of the form
// (docs/helpme.md «Форма: шаги и кнопка «Назад»»): each step forward is a history entry of the
// same address with the wizard's position in its state (`hmStep`: -1 the welcome page, 0 and 1 the
// steps); Back and Forward bring that position back. Going forward by history still passes the
// step's checks (form.next), so history never skips a refused step. A step back by the page's own
// «Назад» button is a history Back too when the entry behind is ours, so the two never disagree.
import { useEffect, useRef } from 'react';
import type { HelpmeDraft } from './helpme-form.store.ts';

/** Where the wizard is: -1 the welcome page, else the step. */
export const positionOf = (draft: Pick<HelpmeDraft, 'welcome' | 'step'>, hasWelcome: boolean): number =>
  hasWelcome && draft.welcome ? -1 : draft.step;

/** The wizard moves the history binding needs (helpme-form.store.ts). */
export interface StepMoves {
  start(): void;
  showWelcome(): void;
  next(): boolean;
  back(): void;
}

/** The window's history as the binding uses it (a fake in the unit test). */
export interface HistoryLike {
  readonly state: unknown;
  pushState(state: unknown, unused: string): void;
  replaceState(state: unknown, unused: string): void;
  back(): void;
}

const stepIn = (state: unknown): number | null => {
  const v = (state as { hmStep?: unknown } | null)?.hmStep;
  return typeof v === 'number' ? v : null;
};
const withStep = (state: unknown, hmStep: number): object => ({ ...(state && typeof state === 'object' ? state : {}), hmStep });

/**
 * Binds the wizard to history. `moved(pos)` is called after each change of position by the page;
 * `popped(state)` on popstate; `goBack()` is the page's «Назад». Pure of React, for the unit test.
 */
export function stepHistory(history: HistoryLike, moves: StepMoves, current: () => number) {
  let shown = current();
  /** Entries this form pushed on top of its first one: how far Back stays inside the form. */
  let pushed = 0;
  let popping = false;
  history.replaceState(withStep(history.state, shown), '');
  return {
    moved(pos: number): void {
      if (pos === shown) return;
      const from = shown;
      // Known before the history call: a router may announce the new entry at once (single-spa).
      shown = pos;
      if (popping) return;
      if (pos > from) { pushed++; history.pushState(withStep(null, pos), ''); }
      else history.replaceState(withStep(history.state, pos), '');
    },
    popped(state: unknown): void {
      const target = stepIn(state);
      if (target === null || target === shown) return;
      popping = true;
      try {
        if (target < shown) pushed = Math.max(pushed - 1, 0);
        else pushed++;
        // One step at a time: a position several entries away is reached through each step's rule.
        while (current() > target) {
          const before = current();
          if (before === 0) moves.showWelcome(); else moves.back();
          if (current() === before) break;
        }
        while (current() < target) {
          const before = current();
          if (before === -1) moves.start(); else if (!moves.next()) break;
          if (current() === before) break;
        }
      } finally {
        popping = false;
      }
      shown = current();
      // A refused step forward: the entry says where the wizard really is.
      if (shown !== target) history.replaceState(withStep(history.state, shown), '');
    },
    goBack(): void {
      if (pushed > 0 && stepIn(history.state) === shown) history.back();
      else moves.back();
    },
  };
}

/** The binding for a mounted wizard; returns the page's «Назад». */
export function useStepHistory(moves: StepMoves, pos: number, read: () => number): () => void {
  const bound = useRef<ReturnType<typeof stepHistory> | null>(null);
  if (bound.current === null && typeof window !== 'undefined') bound.current = stepHistory(window.history, moves, read);
  useEffect(() => {
    const onPop = (e: PopStateEvent) => bound.current?.popped(e.state);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    bound.current?.moved(pos);
  }, [pos]);
  return () => (bound.current ? bound.current.goBack() : moves.back());
}
