// The visitor's choice of a slot on a booking page (spec §4 Joining), local UI state: what was
// picked and the message under the join button. What is shown follows the item as loaded — the
// feature's `choose` rule decides (an event pre-selects the joined slot and keeps a still-valid
// pick, mfe-stations/src/events/event.store.ts; a help-me request pre-selects the joined or the
// only day, mfe-helpme/src/recipient/recipient-slots.ts).
// A pick may be kept in a session draft (shared/src/stores/draft.ts), so an anonymous donor who
// picks a slot, logs in on the way and comes back finds it still chosen.
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Draft } from '../stores/draft.ts';

/** A date and a slot of it (a help-me day is both at once). */
export interface SlotPick { date: string | null; slotId: number | null }

export const NO_PICK: SlotPick = { date: null, slotId: null };

/** The stored form of a pick ('' and 0 = none: a draft keeps one type per field). */
export interface SlotDraft { date: string; slotId: number }
export const EMPTY_SLOT_DRAFT: SlotDraft = { date: '', slotId: 0 };

/** The pick shown for an item: `changing` while a booked slot is being moved. */
export type ChooseSlot<Item> = (item: Item, picked: SlotPick, now: Date, changing: boolean) => SlotPick;

export function createSlotChoice<Item>(
  $item: ReadableAtom<Item | undefined>,
  choose: ChooseSlot<Item>,
  now: () => Date,
  opts: { draft?: Draft<SlotDraft> | undefined; $changing: ReadableAtom<boolean> },
) {
  const stored = opts.draft?.$draft.get();
  const $picked = atom<SlotPick>(stored && stored.date ? { date: stored.date, slotId: stored.slotId || null } : NO_PICK);
  /** A refused write, or «choose a time» (spec §5): cleared by the next pick. */
  const $message = atom<string | null>(null);
  const $choice = computed([$item, $picked, opts.$changing], (item, picked, changing) => (item ? choose(item, picked, now(), changing) : picked));
  const remember = (pick: SlotPick) => {
    $picked.set(pick);
    opts.draft?.$draft.set({ date: pick.date ?? '', slotId: pick.slotId ?? 0 });
  };
  return {
    $picked,
    $message,
    $choice,
    pickDate(date: string): void {
      remember({ date, slotId: null });
      $message.set(null);
    },
    pickSlot(slotId: number, date: string | null = $choice.get().date): void {
      remember({ date, slotId });
      $message.set(null);
    },
    /** After a booking the draft has served its purpose. */
    forget(): void {
      opts.draft?.reset();
    },
  };
}
export type SlotChoiceStore = ReturnType<typeof createSlotChoice>;
