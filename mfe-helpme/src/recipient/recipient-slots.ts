// spec §4 "Joining" for a recipient request, as pure functions: valid slots are the days that
// have not passed (a day stays valid until 23:59:59 local time), sorted by date; a joined user's
// slot is pre-selected, else the only valid slot when there is exactly one.
// Only the station's open days are offered, each with its hours (docs/helpme.md «Дни»).
import type { NeedSlot, RecipientNeed } from '@donor/shared/contract/helpme';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { localDay } from '../dates.ts';
import { s } from '../helpme.strings.ts';

/** Days not yet over on which the station works, sorted (ISO dates compare as strings). */
export function validSlots(slots: readonly NeedSlot[], now: Date): NeedSlot[] {
  const today = localDay(now);
  return slots.filter((slot) => slot.date >= today && !slot.closed).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
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

const weekday = new Intl.DateTimeFormat('ru', { weekday: 'short', timeZone: 'UTC' });
const clock = (t: string): string => t.slice(0, 5).replace(/^0(\d)/, '$1');

/** «чт, 26 ноября 2026, 8:00–14:00»: the day, its weekday and the station's hours when known. */
export function dayLabel(slot: Pick<NeedSlot, 'date' | 'opens' | 'closes'>): string {
  const day = `${weekday.format(new Date(`${slot.date}T12:00:00Z`))}, ${formatDate(slot.date)}`;
  return slot.opens && slot.closes ? interpolate(s.recipient.dayHours, { day, opens: clock(slot.opens), closes: clock(slot.closes) }) : day;
}
