// Form drafts that survive a reload (house rule: "Form drafts survive a reload"), on
// @nanostores/persistent as STYLE asks. Drafts live in sessionStorage, not localStorage: a
// reload or a failed submit keeps them, closing the tab forgets them, so a donor's birth date
// or a patient's name does not stay on a shared computer. Secret fields (passwords, codes) are
// never written: `omit` names them and they start empty after a reload.
import { setPersistentEngine, persistentAtom, type PersistentEvents } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

/** sessionStorage has no cross-tab events worth following for a draft: one tab, one draft. */
const noEvents: PersistentEvents = { addEventListener() {}, removeEventListener() {} };

let engineSet = false;
function useSessionStorage(): void {
  if (engineSet) return;
  engineSet = true;
  // In this bundle every persistent store is a draft, so the engine is switched once for all.
  if (typeof window !== 'undefined' && window.sessionStorage) setPersistentEngine(window.sessionStorage, noEvents);
}

const PREFIX = 'draft:';

export interface Draft<T extends object> {
  $draft: WritableAtom<T>;
  /** Sets one field (and persists the draft without its secret fields). */
  set<K extends keyof T>(field: K, value: T[K]): void;
  /** Back to the initial values, e.g. after a successful submit. */
  reset(): void;
}

/**
 * A persisted form draft. Stored values are merged over `initial`, so a field added later gets
 * its default and a malformed stored value falls back to `initial`.
 */
export function createDraft<T extends object>(name: string, initial: T, opts: { omit?: readonly (keyof T)[] } = {}): Draft<T> {
  useSessionStorage();
  const omit = new Set<keyof T>(opts.omit ?? []);
  const $draft = persistentAtom<T>(PREFIX + name, initial, {
    encode(value) {
      const kept: Partial<T> = {};
      for (const key of Object.keys(value) as (keyof T)[]) if (!omit.has(key)) kept[key] = value[key];
      return JSON.stringify(kept);
    },
    decode(encoded) {
      try {
        const stored: unknown = JSON.parse(encoded);
        if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return initial;
        const merged = { ...initial };
        for (const key of Object.keys(initial) as (keyof T)[]) {
          const v = (stored as Partial<T>)[key];
          if (v !== undefined && !omit.has(key) && typeof v === typeof initial[key]) merged[key] = v;
        }
        return merged;
      } catch {
        return initial;
      }
    },
  });
  return {
    $draft,
    set(field, value) {
      $draft.set({ ...$draft.get(), [field]: value });
    },
    reset() {
      $draft.set(initial);
    },
  };
}
