// The recipient page's requests (spec §2 /recipient/{id}; §3 Recipient need; §4 Joining,
// Recipient status; §7 address_needs, address_needs_joined_users; §8): the request itself —
// keyed as the host's first-screen request, so the answer embedded in the page is used without
// asking — the other requests at its station (the current one dropped, spec §7), join / leave /
// change day through the kit's booking model (shared/src/booking/, docs/booking.md «Модель
// записи»), close, and «Пожаловаться» (a report, docs/helpme.md «Модерация»). Each booking write
// answers the request's new count and the donor's status, which go into the cached request: a
// click is one request.
import { computed, type ReadableAtom } from 'nanostores';
import type { Api } from '@donor/shared/api';
import type { FetcherStore, QueryContext } from '@donor/shared/query';
import { keyOf, pathOf } from '@donor/shared/endpoint';
import { recipientKey } from '@donor/shared/first-screen';
import type { AuthStore } from '@donor/shared/stores/types';
import type { CloseStatus, NeedJoinBody, RecipientNeed, RecipientNeedList } from '@donor/shared/contract/helpme';
import type { NeedBookingState } from '@donor/shared/contract/booking';
import { joinNeed, leaveNeed } from '@donor/shared/endpoints/booking';
import { closeNeed, listNeeds } from '@donor/shared/endpoints/helpme';
import { reportNeed } from '@donor/shared/endpoints/staff-helpme';
import type { NeedReportAnswer, NeedReportBody } from '@donor/shared/contract/staff-helpme';
import { createBooking } from '@donor/shared/booking/booking.store';
import { BOOKING_FIELDS, bookingErrorText } from '@donor/shared/booking/booking-errors';
import type { SlotPick } from '@donor/shared/booking/slot-choice';
import { s } from '../helpme.strings.ts';
import { chosenSlotId, joinedSlot } from './recipient-slots.ts';

/** Every cached answer about needs: this request, the lists of the home and station pages. */
const isNeedsKey = (key: string): boolean => key.startsWith(pathOf(listNeeds));

/** The list of a station's active requests (spec §7 GET /api/address_needs/?blood_station=). */
export const stationNeedsKey = (stationId: number): string => keyOf(listNeeds, null, { blood_station: stationId });

/** What a refused write says (the kit's booking mapping, and the close dialog's `status`), else the fallback. */
export const writeErrorText = (error: unknown, fallback: string): string => bookingErrorText(error, fallback, [...BOOKING_FIELDS, 'status']);

/** The day shown as chosen (recipient-slots.ts); a day is its own date. */
function chooseDay(need: RecipientNeed, picked: SlotPick, now: Date): SlotPick {
  const slotId = chosenSlotId(need, picked.slotId, now);
  return { date: need.time_slots.find((slot) => slot.id === slotId)?.date ?? null, slotId };
}

/** The request with a write's answer: who signed up, how many. */
const withState = (need: RecipientNeed, state: NeedBookingState): RecipientNeed =>
  ({ ...need, user_status: state.user_status, joined_count: state.joined_count, required_donors_count: state.required_donors_count });

export interface RecipientPageDeps {
  /** Anonymous join → /login/?next=<current path> (spec §2). */
  goLogin: () => void;
  now?: () => Date;
}

export function createRecipientPage(props: { query: QueryContext; api: Api; auth: AuthStore }, id: number, deps: RecipientPageDeps) {
  const { query, api } = props;
  const key = recipientKey(id);
  const booking = createBooking<RecipientNeed, NeedBookingState, NeedJoinBody>(props, {
    key,
    bookingOf: (need) => need.user_status?.id ?? null,
    bookedSlot: joinedSlot,
    choose: chooseDay,
    apply: withState,
    join: { endpoint: joinNeed, body: (_need, slotId) => ({ address_need_id: id, timeslot_id: slotId }) },
    leave: leaveNeed,
    // The lists elsewhere (home, station page) show the count: asked when next shown. The list on
    // this page is kept in step instead (written), so the write stays one request.
    stale: (k) => isNeedsKey(k) && k !== $stationNeeds.key,
    written: (state) => {
      const list = $stationNeeds.get().data;
      if (list) $stationNeeds.mutate({ ...list, results: list.results.map((n) => (n.id === id ? { ...n, joined_count: state.joined_count } : n)) });
    },
    texts: { slotRequired: s.recipient.slotRequired, joinError: s.recipient.joinError, leaveError: s.recipient.leaveError },
    goLogin: deps.goLogin,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const $need = booking.$item;

  const $stationId: ReadableAtom<number | null> = computed($need, (v) => v.data?.blood_station?.id ?? null);
  const $stationNeeds: FetcherStore<RecipientNeedList, unknown> = query.createFetcherStore<RecipientNeedList>([computed($stationId, (sid) => (sid === null ? null : stationNeedsKey(sid)))]);
  /** spec §7: the list "drops the current item". */
  const $others = computed($stationNeeds, (v) => (v.data ? v.data.results.filter((n) => n.id !== id) : []));

  /** The chosen day's slot id. */
  const $choice = computed(booking.$choice, (pick) => pick.slotId);

  /** PATCH {status}: the answer is the closed request; the lists drop it. */
  const $close = query.createMutatorStore<{ status: CloseStatus }, RecipientNeed>(async ({ data: { status }, getCacheUpdater, invalidate }) => {
    const closed = await api.request(closeNeed, { params: { id }, body: { status } });
    const [update] = getCacheUpdater<RecipientNeed>(key, false);
    update(closed);
    invalidate((k: string) => k !== key && isNeedsKey(k));
    return closed;
  });

  /** A visitor's report: nothing on this page changes for them (the request stays until a moderator decides). */
  const $report = query.createMutatorStore<NeedReportBody, NeedReportAnswer>(async ({ data }) => api.request(reportNeed, { params: { id }, body: data }));

  async function close(status: CloseStatus): Promise<boolean> {
    await $close.mutate({ status });
    return $close.get().error === undefined;
  }

  return {
    $need, $loadFailed: booking.$loadFailed, $others, $stationNeeds, $message: booking.$message, $unsent: booking.$unsent, $choice, $busy: booking.$busy,
    $join: booking.$join, $leave: booking.$leave, $close, $report,
    pick(slotId: number): void {
      booking.pickSlot(slotId, $need.get().data?.time_slots.find((slot) => slot.id === slotId)?.date ?? null);
    },
    join: booking.join,
    leave: (): Promise<boolean> => booking.leave(),
    /** spec §4: changing the day = leave, clear the selection; the join is the donor's next click. */
    change: (): Promise<boolean> => booking.leave({ clear: true }),
    close,
  };
}
export type RecipientPageModel = ReturnType<typeof createRecipientPage>;
