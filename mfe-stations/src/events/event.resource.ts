// The event page's requests (spec §3 Event; §4 Joining; §7 joined_users; §8): the event, and
// join / leave / change slot as mutators. After each write the event is asked again, refused or
// not (its free places changed), keeping the page on screen; a failed first load goes to /404/.
// Changing a slot is ONE request (PATCH /api/joined_users/{id}/, api/src/routes/bookings.ts): the
// joined slot stays booked and on screen until the new one is confirmed — a departure from spec
// §4's leave-then-join, which could lose both places. Cancelling asks first (the page's
// ConfirmDialog) and then says so in a polite live region ($status).
import { atom, computed } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { isApiError } from '@donor/shared/api-error';
import { keysStartingWith, requestKey, type QueryContext } from '@donor/shared/query';
import type { AuthStore } from '@donor/shared/stores/types';
import { createDraft, type Draft } from '@donor/shared/stores/draft';
import type { Event, JoinedUser } from '@donor/shared/contract/stations';
import { s } from '../stations.strings.ts';
import { b } from './booking.strings.ts';
import { preselectedSlot } from './event-timing.ts';
import { createSlotChoice, EMPTY_SLOT_DRAFT, type SlotDraft } from './event.store.ts';

export const eventKey = (id: number): string => requestKey(`/api/events/${id}/`);
/** The event and the event lists that show the visitor's joined badge; «Мои записи». */
const EVENTS = keysStartingWith('/api/events/');
const BOOKINGS = keysStartingWith('/api/profile/bookings/');

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
  /** The chosen slot's session draft (tests pass their own). */
  draft?: Draft<SlotDraft>;
}

export function createEventPage({ query, api, auth }: { query: QueryContext; api: Api; auth: AuthStore }, id: number, deps: EventPageDeps) {
  const $event = query.createFetcherStore<Event>(eventKey(id));
  let loaded = false;
  /** spec §8: the event could not be loaded (a failed reload after a write keeps the page). */
  const $loadFailed = computed($event, (v) => {
    if (v.data !== undefined) loaded = true;
    return !loaded && v.error !== undefined;
  });
  /** Choosing a new time for a joined slot: the old one stays booked and shown meanwhile. */
  const $changing = atom(false);
  /** The cancel question is open. */
  const $askCancel = atom(false);
  /** What just happened, for the polite live region: «Запись отменена», «Время записи изменено». */
  const $status = atom<string | null>(null);
  const draft = deps.draft ?? createDraft<SlotDraft>(`event-slot-${id}`, EMPTY_SLOT_DRAFT);
  const choice = createSlotChoice(computed($event, (v) => v.data), deps.now ?? (() => new Date()), { draft, $changing });

  // revalidate() is called before the request, so the event is asked again even when it fails.
  const $join = query.createMutatorStore<{ eventId: number; slotId: number }, JoinedUser>(async ({ data, revalidate }) => {
    revalidate(EVENTS);
    revalidate(BOOKINGS);
    return api.post<JoinedUser>('/api/joined_users/', { event_id: data.eventId, timeslot_id: data.slotId });
  });
  const $leave = query.createMutatorStore<number>(async ({ data: joinedId, revalidate }) => {
    revalidate(EVENTS);
    revalidate(BOOKINGS);
    await api.delete(`/api/joined_users/${joinedId}/`);
  });
  const $move = query.createMutatorStore<{ joinedId: number; slotId: number }, JoinedUser>(async ({ data, revalidate }) => {
    revalidate(EVENTS);
    revalidate(BOOKINGS);
    return api.patch<JoinedUser>(`/api/joined_users/${data.joinedId}/`, { timeslot_id: data.slotId });
  });
  // Mutator stores keep their state only while listened to: the page listens through $busy.
  const $busy = computed([$join, $leave, $move], (j, l, m) => Boolean(j.loading || l.loading || m.loading));

  async function join(): Promise<void> {
    const event = $event.get().data;
    if (!event || $busy.get()) return;
    if (!auth.$auth.get().token) { deps.goLogin(); return; }
    // spec §5: joining requires a selected slot.
    const { slotId } = choice.$choice.get();
    if (slotId === null) { choice.$message.set(s.event.slotRequired); return; }
    choice.$message.set(null);
    $status.set(null);
    await $join.mutate({ eventId: event.id, slotId });
    const { error } = $join.get();
    if (error !== undefined) choice.$message.set(joinErrorText(error, s.event.joinError));
    else {
      choice.forget();
      $status.set(b.booked);
    }
  }

  async function leaveCurrent(clear: boolean): Promise<boolean> {
    const event = $event.get().data;
    const joinedId = event?.user_status?.id ?? null;
    if (!event || joinedId === null || $busy.get()) return false;
    // After the reload the joined slot's date stays chosen, and for a plain leave the slot too.
    const joined = preselectedSlot(event);
    choice.$picked.set({ date: joined?.date ?? null, slotId: clear ? null : joined?.id ?? null });
    choice.$message.set(null);
    $status.set(null);
    await $leave.mutate(joinedId);
    const { error } = $leave.get();
    if (error !== undefined) choice.$message.set(joinErrorText(error, s.event.leaveError));
    return error === undefined;
  }

  /** «Выбрать другое время»: the picker opens on the joined date; the booking is untouched. */
  function startChange(): void {
    const joined = $event.get().data ? preselectedSlot($event.get().data!) : null;
    if (!joined) return;
    choice.$picked.set({ date: joined.date, slotId: null });
    choice.$message.set(null);
    $status.set(null);
    $changing.set(true);
  }

  /** Sends the move; on a refusal (the new slot is full) the old booking is kept and said so. */
  async function confirmChange(): Promise<void> {
    const event = $event.get().data;
    const joinedId = event?.user_status?.id ?? null;
    if (!event || joinedId === null || $busy.get()) return;
    const { slotId } = choice.$choice.get();
    if (slotId === null) { choice.$message.set(b.chooseNew); return; }
    choice.$message.set(null);
    await $move.mutate({ joinedId, slotId });
    const { error } = $move.get();
    if (error !== undefined) { choice.$message.set(joinErrorText(error, b.changeError)); return; }
    $changing.set(false);
    choice.forget();
    $status.set(b.changed);
  }

  async function confirmCancel(): Promise<void> {
    if (await leaveCurrent(false)) {
      $askCancel.set(false);
      $changing.set(false);
      $status.set(b.cancelled);
    }
  }

  return {
    $event, $loadFailed, $busy, $join, $leave, $move, $changing, $askCancel, $status, ...choice, join,
    leave: () => leaveCurrent(false),
    startChange,
    keepCurrent: () => { $changing.set(false); choice.$message.set(null); },
    confirmChange,
    askCancel: () => { choice.$message.set(null); $askCancel.set(true); },
    dismissCancel: () => $askCancel.set(false),
    confirmCancel,
  };
}
export type EventPageModel = ReturnType<typeof createEventPage>;
