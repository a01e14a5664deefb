// spec §4 "Event timing" and "Joining" as pure functions (the event store and pages use them).
import type { Event, TimeSlot } from '@donor/shared/contract/stations';

export type Timing = 'upcoming' | 'running' | 'ended';

/** spec §9: the "recently ended" window. */
export const RECENTLY_ENDED_DAYS = 3;
const DAY_MS = 86_400_000;

/** Before start: not ended (upcoming); after end: ended; otherwise running. */
export function eventTiming(e: Pick<Event, 'start_date' | 'end_date'>, now: Date): Timing {
  const t = now.getTime();
  if (t < Date.parse(e.start_date)) return 'upcoming';
  if (t > Date.parse(e.end_date)) return 'ended';
  return 'running';
}

/** Slots that have not started yet, by start time. */
export function futureSlots(slots: readonly TimeSlot[], now: Date): TimeSlot[] {
  return slots.filter((s) => Date.parse(s.starts_at) > now.getTime()).sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
}

/** "Event available dates are unique future dates sorted by date and time." */
export function availableDates(slots: readonly TimeSlot[], now: Date): string[] {
  return [...new Set(futureSlots(slots, now).map((s) => s.date))];
}

/** The future slots of one date, by time. */
export function slotsOn(slots: readonly TimeSlot[], date: string, now: Date): TimeSlot[] {
  return futureSlots(slots, now).filter((s) => s.date === date);
}

/** A slot can be chosen when it is in the future and has a free place. */
export const slotChoosable = (slot: TimeSlot, now: Date): boolean => Date.parse(slot.starts_at) > now.getTime() && slot.free > 0;

/** "A joined user's slot is pre-selected" (events have no single-slot rule: that is recipients'). */
export function preselectedSlot(e: Pick<Event, 'user_status' | 'time_slots'>): TimeSlot | null {
  const id = e.user_status?.joined ? e.user_status.timeslot_id : null;
  return id === null ? null : e.time_slots.find((s) => s.id === id) ?? null;
}

/**
 * "A user is flagged as not signed up when the event ended within 3 days and the user has no
 * joined slot and no future slots." Only for a logged-in user (user_status present).
 */
export function isNotSignedUp(e: Pick<Event, 'start_date' | 'end_date' | 'user_status' | 'time_slots'>, now: Date): boolean {
  if (!e.user_status) return false;
  if (eventTiming(e, now) !== 'ended') return false;
  if (now.getTime() - Date.parse(e.end_date) > RECENTLY_ENDED_DAYS * DAY_MS) return false;
  return !e.user_status.joined && futureSlots(e.time_slots, now).length === 0;
}
