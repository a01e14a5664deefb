// The event page's rule for the slot shown as chosen (spec §4 Joining): a joined slot is
// pre-selected (except while choosing a new time for it); otherwise a pick still valid for the
// event as loaded, else the first available date. The choice itself — the pick, its session
// draft, the message under the button — is the kit's booking model (shared/src/booking/).
import type { Event } from '@donor/shared/contract/stations';
import type { SlotPick } from '@donor/shared/booking/slot-choice';
import { availableDates, preselectedSlot } from './event-timing.ts';

export { EMPTY_SLOT_DRAFT, type SlotDraft } from '@donor/shared/booking/slot-choice';

/** Joined slot pre-selected (spec §4) unless `changing`; otherwise keep a still-valid choice, else the first date. */
export function choose(event: Event, keep: SlotPick, now: Date, changing = false): SlotPick {
  const joined = preselectedSlot(event);
  if (joined && !changing) return { date: joined.date, slotId: joined.id };
  const dates = availableDates(event.time_slots, now);
  const date = keep.date && dates.includes(keep.date) ? keep.date : dates[0] ?? null;
  const slotOk = keep.slotId !== null && keep.slotId !== joined?.id && event.time_slots.some((t) => t.id === keep.slotId && t.date === date);
  return { date, slotId: slotOk ? keep.slotId : null };
}
