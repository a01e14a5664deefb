// The date and time choice of the event page (spec §4 Joining), local UI state: what the visitor
// picked and the message under the join button. The choice shown follows the event: a joined
// slot is pre-selected (except while choosing a new time for it); otherwise a pick still valid
// for the event as loaded, else the first available date.
// The pick is kept in a session draft (shared/src/stores/draft.ts), so an anonymous donor who
// picks a slot, logs in on the way and comes back finds it still chosen.
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Event } from '@donor/shared/contract/stations';
import type { Draft } from '@donor/shared/stores/draft';
import { availableDates, preselectedSlot } from './event-timing.ts';

export interface SlotChoice { date: string | null; slotId: number | null }

export const NO_CHOICE: SlotChoice = { date: null, slotId: null };

/** The stored form of a choice ('' and 0 = none: a draft keeps one type per field). */
export interface SlotDraft { date: string; slotId: number }
export const EMPTY_SLOT_DRAFT: SlotDraft = { date: '', slotId: 0 };

/** Joined slot pre-selected (spec §4) unless `changing`; otherwise keep a still-valid choice, else the first date. */
export function choose(event: Event, keep: SlotChoice, now: Date, changing = false): SlotChoice {
  const joined = preselectedSlot(event);
  if (joined && !changing) return { date: joined.date, slotId: joined.id };
  const dates = availableDates(event.time_slots, now);
  const date = keep.date && dates.includes(keep.date) ? keep.date : dates[0] ?? null;
  const slotOk = keep.slotId !== null && keep.slotId !== joined?.id && event.time_slots.some((t) => t.id === keep.slotId && t.date === date);
  return { date, slotId: slotOk ? keep.slotId : null };
}

export function createSlotChoice(
  $event: ReadableAtom<Event | undefined>,
  now: () => Date,
  opts: { draft?: Draft<SlotDraft>; $changing?: ReadableAtom<boolean> } = {},
) {
  const stored = opts.draft?.$draft.get();
  const $picked = atom<SlotChoice>(stored && stored.date ? { date: stored.date, slotId: stored.slotId || null } : NO_CHOICE);
  /** A refused join or leave, or «choose a time» (spec §5): cleared by the next pick. */
  const $message = atom<string | null>(null);
  const $changing = opts.$changing ?? atom(false);
  const $choice = computed([$event, $picked, $changing], (event, picked, changing) => (event ? choose(event, picked, now(), changing) : picked));
  const remember = (c: SlotChoice) => {
    $picked.set(c);
    opts.draft?.$draft.set({ date: c.date ?? '', slotId: c.slotId ?? 0 });
  };
  return {
    $picked,
    $message,
    $choice,
    pickDate(date: string): void {
      remember({ date, slotId: null });
      $message.set(null);
    },
    pickSlot(slotId: number): void {
      remember({ date: $choice.get().date, slotId });
      $message.set(null);
    },
    /** After a booking the draft has served its purpose. */
    forget(): void {
      opts.draft?.reset();
    },
  };
}
export type SlotChoiceStore = ReturnType<typeof createSlotChoice>;
