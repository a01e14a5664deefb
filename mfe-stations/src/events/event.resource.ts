// The event page's requests (spec §3 Event; §4 Joining; §7 joined_users; §8): the event, and
// join / leave / change slot as mutators. After each write the event is asked again, refused or
// not (its free places changed), keeping the page on screen; a failed first load goes to /404/.
import { computed } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { isApiError } from '@donor/shared/api-error';
import { keysStartingWith, requestKey, type QueryContext } from '@donor/shared/query';
import type { AuthStore } from '@donor/shared/stores/types';
import type { Event, JoinedUser } from '@donor/shared/contract/stations';
import { s } from '../stations.strings.ts';
import { preselectedSlot } from './event-timing.ts';
import { createSlotChoice } from './event.store.ts';

export const eventKey = (id: number): string => requestKey(`/api/events/${id}/`);
/** The event and the event lists that show the visitor's joined badge. */
const EVENTS = keysStartingWith('/api/events/');

/** The first message of a DRF 400 (slot problems first), else the generic one. */
export function joinErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 400) {
    const fe = error.fieldErrors;
    return fe.timeslot_id?.[0] ?? fe.event_id?.[0] ?? fe.non_field_errors?.[0] ?? fallback;
  }
  return fallback;
}

export interface EventPageDeps {
  /** Anonymous join → /login/?next=<current path>. */
  goLogin: () => void;
  now?: () => Date;
}

export function createEventPage({ query, api, auth }: { query: QueryContext; api: Api; auth: AuthStore }, id: number, deps: EventPageDeps) {
  const $event = query.createFetcherStore<Event>(eventKey(id));
  let loaded = false;
  /** spec §8: the event could not be loaded (a failed reload after a write keeps the page). */
  const $loadFailed = computed($event, (v) => {
    if (v.data !== undefined) loaded = true;
    return !loaded && v.error !== undefined;
  });
  const choice = createSlotChoice(computed($event, (v) => v.data), deps.now ?? (() => new Date()));

  // revalidate() is called before the request, so the event is asked again even when it fails.
  const $join = query.createMutatorStore<{ eventId: number; slotId: number }, JoinedUser>(async ({ data, revalidate }) => {
    revalidate(EVENTS);
    return api.post<JoinedUser>('/api/joined_users/', { event_id: data.eventId, timeslot_id: data.slotId });
  });
  const $leave = query.createMutatorStore<number>(async ({ data: joinedId, revalidate }) => {
    revalidate(EVENTS);
    await api.delete(`/api/joined_users/${joinedId}/`);
  });
  // Mutator stores keep their state only while listened to: the page listens through $busy.
  const $busy = computed([$join, $leave], (j, l) => Boolean(j.loading || l.loading));

  async function join(): Promise<void> {
    const event = $event.get().data;
    if (!event || $busy.get()) return;
    if (!auth.$auth.get().token) { deps.goLogin(); return; }
    // spec §5: joining requires a selected slot.
    const { slotId } = choice.$choice.get();
    if (slotId === null) { choice.$message.set(s.event.slotRequired); return; }
    choice.$message.set(null);
    await $join.mutate({ eventId: event.id, slotId });
    const { error } = $join.get();
    if (error !== undefined) choice.$message.set(joinErrorText(error, s.event.joinError));
  }

  async function leaveCurrent(clear: boolean): Promise<void> {
    const event = $event.get().data;
    const joinedId = event?.user_status?.id ?? null;
    if (!event || joinedId === null || $busy.get()) return;
    // After the reload the joined slot's date stays chosen, and for a plain leave the slot too.
    const joined = preselectedSlot(event);
    choice.$picked.set({ date: joined?.date ?? null, slotId: clear ? null : joined?.id ?? null });
    choice.$message.set(null);
    await $leave.mutate(joinedId);
    const { error } = $leave.get();
    if (error !== undefined) choice.$message.set(joinErrorText(error, s.event.leaveError));
  }

  return {
    $event, $loadFailed, $busy, $join, $leave, ...choice, join,
    leave: () => leaveCurrent(false),
    /** spec §4: changing a slot = leave the current one, clear the selection, reload. */
    change: () => leaveCurrent(true),
  };
}
export type EventPageModel = ReturnType<typeof createEventPage>;
