// The date and time choice of the event page (spec §4 Joining), local UI state: what the visitor
// picked and the message under the join button. The choice shown follows the event: a joined
// slot is pre-selected; otherwise a pick still valid for the event as loaded, else the first
// available date.
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Event } from '@donor/shared/contract/stations';
import { availableDates, preselectedSlot } from './event-timing.ts';

export interface SlotChoice { date: string | null; slotId: number | null }

export const NO_CHOICE: SlotChoice = { date: null, slotId: null };

/** Joined slot pre-selected (spec §4); otherwise keep a still-valid choice, else the first date. */
export function choose(event: Event, keep: SlotChoice, now: Date): SlotChoice {
  const joined = preselectedSlot(event);
  if (joined) return { date: joined.date, slotId: joined.id };
  const dates = availableDates(event.time_slots, now);
  const date = keep.date && dates.includes(keep.date) ? keep.date : dates[0] ?? null;
  const slotOk = keep.slotId !== null && event.time_slots.some((t) => t.id === keep.slotId && t.date === date);
  return { date, slotId: slotOk ? keep.slotId : null };
}

export function createSlotChoice($event: ReadableAtom<Event | undefined>, now: () => Date) {
  const $picked = atom<SlotChoice>(NO_CHOICE);
  /** A refused join or leave, or «choose a time» (spec §5): cleared by the next pick. */
  const $message = atom<string | null>(null);
  const $choice = computed([$event, $picked], (event, picked) => (event ? choose(event, picked, now()) : picked));
  return {
    $picked,
    $message,
    $choice,
    pickDate(date: string): void {
      $picked.set({ date, slotId: null });
      $message.set(null);
    },
    pickSlot(slotId: number): void {
      $picked.set({ date: $choice.get().date, slotId });
      $message.set(null);
    },
  };
}
export type SlotChoiceStore = ReturnType<typeof createSlotChoice>;
