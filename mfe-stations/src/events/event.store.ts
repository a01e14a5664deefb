// The event page (spec §3 Event; §4 Event timing and Joining; §7 joined_users; §8): load (a
// failed load goes to /404/), date and slot choice, join, leave, change slot. The component
// only renders and calls these actions.
import { map } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { isApiError } from '@donor/shared/api-error';
import type { Event, JoinedUser } from '@donor/shared/contract/stations';
import { availableDates, preselectedSlot } from './event-timing.ts';
import { s } from '../stations.strings.ts';

export interface EventDeps {
  api: Api;
  isLoggedIn: () => boolean;
  /** spec §8: failed event load → /404/. */
  goNotFound: () => void;
  /** Anonymous join → /login/?next=<current path>. */
  goLogin: () => void;
  now?: () => Date;
}
export interface EventState {
  status: 'loading' | 'ready';
  event: Event | null;
  date: string | null;
  slotId: number | null;
  busy: boolean;
  error: string | null;
}

/** The first message of a DRF 400 (slot problems first), else the generic one. */
export function joinErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 400) {
    const fe = error.fieldErrors;
    return fe.timeslot_id?.[0] ?? fe.event_id?.[0] ?? fe.non_field_errors?.[0] ?? fallback;
  }
  return fallback;
}

export function createEventPage(deps: EventDeps) {
  const now = deps.now ?? (() => new Date());
  const $event = map<EventState>({ status: 'loading', event: null, date: null, slotId: null, busy: false, error: null });
  let currentId: number | null = null;

  /** Joined slot pre-selected (spec §4); otherwise keep a still-valid choice, else the first date. */
  function choose(event: Event, keep: { date: string | null; slotId: number | null }) {
    const joined = preselectedSlot(event);
    if (joined) return { date: joined.date, slotId: joined.id };
    const dates = availableDates(event.time_slots, now());
    const date = keep.date && dates.includes(keep.date) ? keep.date : dates[0] ?? null;
    const slotOk = keep.slotId !== null && event.time_slots.some((t) => t.id === keep.slotId && t.date === date);
    return { date, slotId: slotOk ? keep.slotId : null };
  }

  /** `silent`: a reload after join/leave — keeps the page and only logs a failure (spec §8). */
  async function load(id: number, silent = false): Promise<void> {
    currentId = id;
    if (!silent) $event.set({ status: 'loading', event: null, date: null, slotId: null, busy: false, error: null });
    try {
      const event = await deps.api.get<Event>(`/api/events/${id}/`);
      if (currentId !== id) return;
      const st = $event.get();
      $event.set({ ...st, status: 'ready', event, ...choose(event, silent ? st : { date: null, slotId: null }) });
    } catch (error) {
      console.error('stations: event', error);
      if (!silent) deps.goNotFound();
    }
  }

  function pickDate(date: string) {
    $event.set({ ...$event.get(), date, slotId: null, error: null });
  }
  function pickSlot(slotId: number) {
    $event.set({ ...$event.get(), slotId, error: null });
  }

  async function join(): Promise<void> {
    const st = $event.get();
    if (!st.event || st.busy) return;
    if (!deps.isLoggedIn()) { deps.goLogin(); return; }
    // spec §5: joining requires a selected slot.
    if (st.slotId === null) { $event.setKey('error', s.event.slotRequired); return; }
    $event.set({ ...st, busy: true, error: null });
    try {
      await deps.api.post<JoinedUser>('/api/joined_users/', { event_id: st.event.id, timeslot_id: st.slotId });
      $event.setKey('busy', false);
    } catch (error) {
      console.error('stations: join', error);
      $event.set({ ...$event.get(), busy: false, error: joinErrorText(error, s.event.joinError) });
    }
    await load(st.event.id, true);
  }

  async function leaveCurrent(clear: boolean): Promise<void> {
    const st = $event.get();
    const joinedId = st.event?.user_status?.id ?? null;
    if (!st.event || joinedId === null || st.busy) return;
    $event.set({ ...st, busy: true, error: null });
    try {
      await deps.api.delete(`/api/joined_users/${joinedId}/`);
      $event.set({ ...$event.get(), busy: false, ...(clear ? { slotId: null } : {}) });
    } catch (error) {
      console.error('stations: leave', error);
      $event.set({ ...$event.get(), busy: false, error: joinErrorText(error, s.event.leaveError) });
    }
    await load(st.event.id, true);
    if (clear) $event.setKey('slotId', null);
  }

  return {
    $event, load, pickDate, pickSlot, join,
    leave: () => leaveCurrent(false),
    /** spec §4: changing a slot = leave the current one, clear the selection, reload. */
    change: () => leaveCurrent(true),
  };
}
export type EventPageStore = ReturnType<typeof createEventPage>;
