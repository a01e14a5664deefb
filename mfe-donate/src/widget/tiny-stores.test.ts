// The widget's stand-in for nanostores (tiny-stores.ts) behaves as the donation store needs, the
// same as the library the section runs: set notifies only on change, subscribe calls at once,
// computed follows several sources and sees a computed source already updated.
import { describe, expect, it } from 'vitest';
import * as nano from 'nanostores';
import * as tiny from './tiny-stores.ts';

// One API shape for both (nanostores' types are richer; the calls below are the shared part).
const libs = [['nanostores', nano as unknown as typeof tiny], ['tiny-stores', tiny]] as const;
for (const [name, lib] of libs) {
  describe(name, () => {
    it('atom: get, set only on change, listen and subscribe, unsubscribe', () => {
      const a = lib.atom(1);
      const seen: number[] = [];
      const off = a.listen((v: number) => seen.push(v));
      const subbed: number[] = [];
      const off2 = a.subscribe((v: number) => subbed.push(v));
      a.set(1);
      a.set(2);
      off();
      a.set(3);
      off2();
      a.set(4);
      expect(a.get()).toBe(4);
      expect(seen).toEqual([2]);
      expect(subbed).toEqual([1, 2, 3]);
    });
    it('computed over an atom and a computed of it: consistent values, no stale step', () => {
      const draft = lib.atom({ sum: 500, type: 'monthly' });
      type Draft = { sum: number; type: string };
      const amount = lib.computed(draft, (...v: unknown[]) => (v[0] as Draft).sum);
      const query = lib.computed([amount, draft], (...v: unknown[]) => `${v[0] as number}|${(v[1] as Draft).type}`);
      const seen: string[] = [];
      query.subscribe((q: string) => seen.push(q));
      draft.set({ sum: 1000, type: 'monthly' });
      draft.set({ sum: 1000, type: 'once' });
      expect(query.get()).toBe('1000|once');
      expect(seen).toEqual(['500|monthly', '1000|monthly', '1000|once']);
    });
  });
}
