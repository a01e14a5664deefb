// THE booking model (spec §4 Joining; docs/booking.md «Модель записи»): one item a donor books a
// slot of — an event (mfe-stations/src/events/) or a help-me request (mfe-helpme/src/recipient/)
// — its slot choice, and join / change / leave as mutators over the endpoint descriptors
// (shared/src/endpoints/booking.ts).
//
// One click is ONE request: every write answers the booking's new state (contract/booking.ts),
// and the mutator puts it into the cached item (getCacheUpdater, as the station favourite does)
// instead of asking for the item again. Lists that show a joined badge or count and «Мои записи»
// are only marked stale (invalidated: asked when next shown). A write without an answer — refused
// (the slot filled up, a booking made in another tab) or lost on the way — means the page's view
// may be stale, so then, and only then, the item is asked again; the page stays on screen.
//
// An anonymous join goes to login (spec §2); a join needs a chosen slot (spec §5). A slot change,
// where the item has one (events), is one PATCH that keeps the old place until the new one is
// confirmed; cancelling may ask first (the page's ConfirmDialog) and then says so in a polite
// live region ($status).
import { atom, computed } from 'nanostores';
import type { Api } from '../api.ts';
import type { AnyEndpoint, Endpoint } from '../endpoint.ts';
import type { FetcherStore, QueryContext } from '../query.ts';
import type { AuthStore } from '../stores/types.ts';
import type { Draft } from '../stores/draft.ts';
import { RETURN_STATE } from '../endpoints/booking.ts';
import { bookingErrorText } from './booking-errors.ts';
import { idempotentSender, isUnanswered } from '../form/idempotency.ts';
import * as OFF from '../offline-messages.ts';
import { createSlotChoice, type ChooseSlot, type SlotDraft } from './slot-choice.ts';

/** The page's texts (its own *.strings.ts: wording reviewed together). */
export interface BookingTexts {
  /** spec §5: joining requires a selected slot. */
  slotRequired: string;
  joinError: string;
  leaveError: string;
  /** Moving a booking: «choose a new time», and a failed move (the old booking is kept). */
  chooseNew?: string;
  changeError?: string;
  /** The polite live region after a write: «Вы записаны», «Время записи изменено», «Запись отменена». */
  booked?: string;
  changed?: string;
  cancelled?: string;
}

/** The slot the visitor has booked, as the item tells it. */
export interface BookedSlot { id: number; date: string }

export interface BookingSpec<Item, State, JoinBody, ChangeBody> {
  /** The item's request key: its fetcher store's, and the host's first-screen key where it has one. */
  key: string;
  /** The booking's id (joined_users / address_needs_joined_users), or null when not booked. */
  bookingOf(item: Item): number | null;
  /** The booked slot, or null. */
  bookedSlot(item: Item): BookedSlot | null;
  /** The pick shown for the item (slot-choice.ts). */
  choose: ChooseSlot<Item>;
  /** The item with a write's answer put in. */
  apply(item: Item, state: State): Item;
  join: { endpoint: Endpoint<'POST', string, JoinBody, State>; body(item: Item, slotId: number): JoinBody };
  /** Sent with RETURN_STATE; an answer without a body (an API that ignores it) is `void`. */
  leave: Endpoint<'DELETE', string, never, State | void>;
  /** A one-request slot change, where the item has one (events; a help-me day is left and joined again, spec §4). */
  change?: { endpoint: Endpoint<'PATCH', string, ChangeBody, State>; body(slotId: number): ChangeBody };
  /** Other cached answers a write changes (lists with a joined badge or count, «Мои записи»): marked stale. */
  stale(key: string): boolean;
  /** After a write's answer is in the cache: what the feature keeps in step with it (a list on screen). */
  written?(state: State): void;
  texts: BookingTexts;
  /** Anonymous join → /login/?next=<current path>. */
  goLogin(): void;
  now?: () => Date;
  /** Keeps the pick across a login on the way (events). */
  draft?: Draft<SlotDraft>;
}

export interface BookingDeps {
  query: QueryContext;
  api: Api;
  auth: AuthStore;
}

// The api client's call through a descriptor, for the descriptors of a spec: their body and
// answer types are the spec's generics, which `RequestArgs` cannot resolve inside this module.
type Request = (endpoint: AnyEndpoint, input: { params?: { id: number }; body?: unknown; headers?: Record<string, string> }) => Promise<unknown>;

export function createBooking<Item, State, JoinBody = never, ChangeBody = never>(
  { query, api, auth }: BookingDeps,
  spec: BookingSpec<Item, State, JoinBody, ChangeBody>,
) {
  const request = api.request as Request;
  const now = spec.now ?? (() => new Date());
  const $item: FetcherStore<Item, unknown> = query.createFetcherStore<Item>(spec.key);
  let loaded = false;
  /** spec §8: the item could not be loaded at all (a failed reload after a write keeps the page). */
  const $loadFailed = computed($item, (v) => {
    if (v.data !== undefined) loaded = true;
    return !loaded && v.error !== undefined;
  });
  /** Choosing a new time for a booked slot: the old one stays booked and shown meanwhile. */
  const $changing = atom(false);
  /** The cancel question is open. */
  const $askCancel = atom(false);
  /** What just happened, for the polite live region. */
  const $status = atom<string | null>(null);
  const choice = createSlotChoice(computed($item, (v) => v.data), spec.choose, now, { draft: spec.draft, $changing });

  /** A write whose answer goes into the cached item; no answer → the item is asked again. */
  const writer = <Input>(send: (input: Input) => Promise<State | void>) =>
    query.createMutatorStore<Input, State | undefined>(async ({ data, getCacheUpdater, invalidate, revalidate }) => {
      let state: State | void;
      try {
        state = await send(data);
      } catch (error) {
        revalidate(spec.key);
        throw error;
      }
      const [update, cached] = getCacheUpdater<Item>(spec.key, false);
      const item = (cached as Item | undefined) ?? $item.get().data;
      if (state === undefined || item === undefined) revalidate(spec.key);
      else update(spec.apply(item, state));
      invalidate((key: string) => key !== spec.key && spec.stale(key));
      if (state !== undefined) spec.written?.(state);
      return state ?? undefined;
    });

  // docs/ARCHITECTURE.md §2.5 «Offline»: a join carries an Idempotency-Key, the same one while
  // the same slot is sent again after no answer, so a retry books one place.
  const sendJoin = idempotentSender();
  const $join = writer<{ item: Item; slotId: number }>(({ item, slotId }) => {
    const body = spec.join.body(item, slotId);
    return sendJoin(body, (headers) => request(spec.join.endpoint, { body, headers }) as Promise<State>);
  });
  const $leave = writer<number>((id) => request(spec.leave, { params: { id }, headers: { ...RETURN_STATE } }) as Promise<State | void>);
  const change = spec.change;
  const $change = writer<{ id: number; slotId: number }>(({ id, slotId }) =>
    change ? (request(change.endpoint, { params: { id }, body: change.body(slotId) }) as Promise<State>) : Promise.reject(new Error('no slot change')));
  // Mutator stores keep their state only while listened to: the page listens through $busy.
  const $busy = computed([$join, $leave, $change], (j, l, m) => Boolean(j.loading || l.loading || m.loading));
  /**
   * The join got no answer (no network, the time limit): «Нет связи — не отправлено» under the
   * button, the pick kept, «Повторить» offered and sent by itself when the network returns
   * (ui/unsent-retry.tsx). A new pick clears the message, and with it this.
   */
  const $unsentJoin = atom(false);
  const $unsent = computed([$unsentJoin, choice.$message], (unsent, message) => unsent && message === OFF.unsent);
  const errorOf = (store: typeof $join | typeof $leave | typeof $change, fallback: string): string | null => {
    const { error } = store.get();
    if (error === undefined) return null;
    // No answer to a cancellation or a move: said as such, and the booking as it was stays on
    // screen; the donor sends it again by hand (docs/ARCHITECTURE.md §2.5 «Offline»).
    return isUnanswered(error) ? OFF.unsent : bookingErrorText(error, fallback);
  };

  async function join(): Promise<void> {
    const item = $item.get().data;
    if (item === undefined || $busy.get()) return;
    if (!auth.$auth.get().token) { spec.goLogin(); return; }
    const { slotId } = choice.$choice.get();
    if (slotId === null) { choice.$message.set(spec.texts.slotRequired); return; }
    choice.$message.set(null);
    $status.set(null);
    $unsentJoin.set(false);
    await $join.mutate({ item, slotId });
    if (isUnanswered($join.get().error)) {
      $unsentJoin.set(true);
      choice.$message.set(OFF.unsent);
      return;
    }
    const error = errorOf($join, spec.texts.joinError);
    if (error !== null) { choice.$message.set(error); return; }
    choice.forget();
    $status.set(spec.texts.booked ?? null);
  }

  /** `clear`: the pick is emptied (a help-me day change, spec §4); else the booked slot stays chosen. */
  async function leave({ clear = false } = {}): Promise<boolean> {
    const item = $item.get().data;
    const id = item === undefined ? null : spec.bookingOf(item);
    if (item === undefined || id === null || $busy.get()) return false;
    const booked = spec.bookedSlot(item);
    choice.$picked.set({ date: booked?.date ?? null, slotId: clear ? null : booked?.id ?? null });
    choice.$message.set(null);
    $status.set(null);
    await $leave.mutate(id);
    const error = errorOf($leave, spec.texts.leaveError);
    if (error !== null) choice.$message.set(error);
    return error === null;
  }

  /** «Выбрать другое время»: the picker opens on the booked date; the booking is untouched. */
  function startChange(): void {
    const item = $item.get().data;
    const booked = item === undefined ? null : spec.bookedSlot(item);
    if (!booked) return;
    choice.$picked.set({ date: booked.date, slotId: null });
    choice.$message.set(null);
    $status.set(null);
    $changing.set(true);
  }

  /** Sends the move; on a refusal (the new slot is full) the old booking is kept and said so. */
  async function confirmChange(): Promise<void> {
    const item = $item.get().data;
    const id = item === undefined ? null : spec.bookingOf(item);
    if (id === null || !spec.change || $busy.get()) return;
    const { slotId } = choice.$choice.get();
    if (slotId === null) { choice.$message.set(spec.texts.chooseNew ?? spec.texts.slotRequired); return; }
    choice.$message.set(null);
    await $change.mutate({ id, slotId });
    const error = errorOf($change, spec.texts.changeError ?? spec.texts.joinError);
    if (error !== null) { choice.$message.set(error); return; }
    $changing.set(false);
    choice.forget();
    $status.set(spec.texts.changed ?? null);
  }

  async function confirmCancel(): Promise<void> {
    if (await leave()) {
      $askCancel.set(false);
      $changing.set(false);
      $status.set(spec.texts.cancelled ?? null);
    }
  }

  return {
    $item, $loadFailed, $busy, $join, $leave, $change, $changing, $askCancel, $status, $unsent, ...choice,
    join,
    leave,
    startChange,
    keepCurrent: (): void => { $changing.set(false); choice.$message.set(null); },
    confirmChange,
    askCancel: (): void => { choice.$message.set(null); $askCancel.set(true); },
    dismissCancel: (): void => $askCancel.set(false),
    confirmCancel,
  };
}
