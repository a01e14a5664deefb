// spec §4 "Joining" for a recipient request, as pure functions: valid slots are the days that
// have not passed (a day stays valid until 23:59:59 local time), sorted by date; a joined user's
// slot is pre-selected, else the only valid slot when there is exactly one.
import type { NeedSlot, RecipientNeed } from '@donor/shared/contract/helpme';
import { localDay } from '../dates.ts';

/** Days not yet over, sorted (ISO dates compare as strings). */
export function validSlots(slots: readonly NeedSlot[], now: Date): NeedSlot[] {
  const today = localDay(now);
  return slots.filter((slot) => slot.date >= today).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

/** The slot the visitor joined (whatever its date), or null. */
export function joinedSlot(need: Pick<RecipientNeed, 'user_status' | 'time_slots'>): NeedSlot | null {
  const id = need.user_status?.joined ? need.user_status.timeslot : null;
  return id === null || id === undefined ? null : need.time_slots.find((slot) => slot.id === id) ?? null;
}

/** The pre-selected slot id: the joined one, else the only valid one, else none. */
export function preselectedSlotId(need: Pick<RecipientNeed, 'user_status' | 'time_slots'>, now: Date): number | null {
  const joined = joinedSlot(need);
  if (joined) return joined.id;
  const valid = validSlots(need.time_slots, now);
  return valid.length === 1 ? valid[0]!.id : null;
}

/** The slot shown as chosen: a still-valid pick of the visitor, else the pre-selection. */
export function chosenSlotId(need: Pick<RecipientNeed, 'user_status' | 'time_slots'>, picked: number | null, now: Date): number | null {
  if (joinedSlot(need)) return preselectedSlotId(need, now);
  if (picked !== null && validSlots(need.time_slots, now).some((slot) => slot.id === picked)) return picked;
  return preselectedSlotId(need, now);
}

/** spec §4 Recipient status: only 'search_in_progress' is active (and only before its last date ends). */
export function isActive(need: Pick<RecipientNeed, 'status' | 'last_date'>, now: Date): boolean {
  return need.status === 'search_in_progress' && need.last_date >= localDay(now);
}
