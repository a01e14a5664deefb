// The recipient page's requests (spec §2 /recipient/{id}; §3 Recipient need; §4 Joining,
// Recipient status; §7 address_needs, address_needs_joined_users; §8): the request itself —
// keyed as the host's first-screen request, so the answer embedded in the page is used without
// asking — the other requests at its station (the current one dropped, spec §7), and join /
// leave / change day / close as mutators. After each write the request and the lists are asked
// again, refused or not (the count changed), keeping the page on screen; a failed first load
// goes to /404/.
import { atom, computed } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { isApiError } from '@donor/shared/api-error';
import { fieldMessages } from '@donor/shared/form/field-messages';
import { keysStartingWith, requestKey, type QueryContext } from '@donor/shared/query';
import { recipientKey } from '@donor/shared/first-screen';
import type { AuthStore } from '@donor/shared/stores/types';
import type { CloseStatus, NeedJoinedUser, RecipientNeed, RecipientNeedList } from '@donor/shared/contract/helpme';
import { s } from '../helpme.strings.ts';
import { chosenSlotId, joinedSlot } from './recipient-slots.ts';

/** Every cached answer about needs: this request, the lists of the home and station pages. */
const NEEDS = keysStartingWith('/api/address_needs/');

/** The list of a station's active requests (spec §7 GET /api/address_needs/?blood_station=). */
export const stationNeedsKey = (stationId: number): string => requestKey('/api/address_needs/', { blood_station: stationId });

/** What a refused write says (the kit's fieldMessages; slot problems first), else the fallback. */
export function writeErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 403)) return fallback;
  const { errors, formError } = fieldMessages(error, { timeslot_id: 'slot', address_need_id: 'slot', status: 'slot' }, fallback);
  return errors.slot ?? formError ?? fallback;
}

export interface RecipientPageDeps {
  /** Anonymous join → /login/?next=<current path> (spec §2). */
  goLogin: () => void;
  now?: () => Date;
}

export function createRecipientPage({ query, api, auth }: { query: QueryContext; api: Api; auth: AuthStore }, id: number, deps: RecipientPageDeps) {
  const now = deps.now ?? (() => new Date());
  const key = recipientKey(id);
  const $need = query.createFetcherStore<RecipientNeed>(key);
  let loaded = false;
  /** spec §8: the request could not be loaded (a failed reload after a write keeps the page). */
  const $loadFailed = computed($need, (v) => {
    if (v.data !== undefined) loaded = true;
    return !loaded && v.error !== undefined;
  });

  const $stationId = computed($need, (v) => v.data?.blood_station?.id ?? null);
  const $stationNeeds = query.createFetcherStore<RecipientNeedList>([computed($stationId, (sid) => (sid === null ? null : stationNeedsKey(sid)))]);
  /** spec §7: the list "drops the current item". */
  const $others = computed($stationNeeds, (v) => (v.data ? v.data.results.filter((n) => n.id !== id) : []));

  /** The visitor's own pick; what is shown follows the request (recipient-slots.ts). */
  const $picked = atom<number | null>(null);
  /** A refused write, or «choose a day» (spec §5): cleared by the next pick. */
  const $message = atom<string | null>(null);
  const $choice = computed([$need, $picked], (v, picked) => (v.data ? chosenSlotId(v.data, picked, now()) : picked));

  // revalidate() is called before the request, so the request is asked again even when it fails.
  const $join = query.createMutatorStore<{ slotId: number }, NeedJoinedUser>(async ({ data, revalidate }) => {
    revalidate(NEEDS);
    return api.post<NeedJoinedUser>('/api/address_needs_joined_users/', { address_need_id: id, timeslot_id: data.slotId });
  });
  const $leave = query.createMutatorStore<number>(async ({ data: joinedId, revalidate }) => {
    revalidate(NEEDS);
    await api.delete(`/api/address_needs_joined_users/${joinedId}/`);
  });
  /** PATCH {status}: the answer is the closed request; the lists drop it. */
  const $close = query.createMutatorStore<{ status: CloseStatus }, RecipientNeed>(async ({ data: { status }, getCacheUpdater, invalidate }) => {
    const closed = await api.patch<RecipientNeed>(`/api/address_needs/${id}/`, { status });
    const [update] = getCacheUpdater<RecipientNeed>(key, false);
    update(closed);
    invalidate((k: string) => k !== key && NEEDS(k));
    return closed;
  });
  // Mutator stores keep their state only while listened to: the page listens through $busy.
  const $busy = computed([$join, $leave], (j, l) => Boolean(j.loading || l.loading));

  async function join(): Promise<void> {
    if (!$need.get().data || $busy.get()) return;
    if (!auth.$auth.get().token) { deps.goLogin(); return; }
    // spec §5: joining requires a selected slot.
    const slotId = $choice.get();
    if (slotId === null) { $message.set(s.recipient.slotRequired); return; }
    $message.set(null);
    await $join.mutate({ slotId });
    const { error } = $join.get();
    if (error !== undefined) $message.set(writeErrorText(error, s.recipient.joinError));
  }

  async function leaveCurrent(clear: boolean): Promise<void> {
    const need = $need.get().data;
    const joinedId = need?.user_status?.id ?? null;
    if (!need || joinedId === null || $busy.get()) return;
    // spec §4: changing the day = leave, clear the selection, reload; a plain leave keeps the day chosen.
    $picked.set(clear ? null : joinedSlot(need)?.id ?? null);
    $message.set(null);
    await $leave.mutate(joinedId);
    const { error } = $leave.get();
    if (error !== undefined) $message.set(writeErrorText(error, s.recipient.leaveError));
  }

  async function close(status: CloseStatus): Promise<boolean> {
    await $close.mutate({ status });
    return $close.get().error === undefined;
  }

  return {
    $need, $loadFailed, $others, $stationNeeds, $picked, $message, $choice, $busy, $join, $leave, $close,
    pick(slotId: number): void {
      $picked.set(slotId);
      $message.set(null);
    },
    join,
    leave: () => leaveCurrent(false),
    change: () => leaveCurrent(true),
    close,
  };
}
export type RecipientPageModel = ReturnType<typeof createRecipientPage>;
