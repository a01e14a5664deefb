// /staff/gifts/ requests (docs/recognition.md «Подарки»; API: features/recognition/gifts-staff.ts):
// the moderators' list of gift requests by state, the longest-waiting first, and the team's moves
// (requested → sent → received). A move asks the lists again (the request leaves its state's
// page) and the audit log's pages (the move is written there).
import type { ReadableAtom } from 'nanostores';
import type { Api } from '@donor/shared/api';
import type { StaffGiftBody, StaffGiftList, StaffGiftRequest } from '@donor/shared/contract/gifts-staff';
import { GIFT_REQUEST_STATES, type GiftRequestState } from '@donor/shared/contract/gift-request-states';
import { keyOf, pathOf } from '@donor/shared/endpoint';
import { listStaffGiftRequests, updateStaffGiftRequest } from '@donor/shared/endpoints/recognition';
import { listAudit } from '@donor/shared/endpoints/staff';
import { requestKey, type FetcherStore, type QueryContext } from '@donor/shared/query';
import { pathTo } from '@donor/shared/routes';

/** A state, or every request. */
export type GiftFilter = GiftRequestState | 'all';
export const GIFT_FILTERS: readonly GiftFilter[] = [...GIFT_REQUEST_STATES, 'all'];

export interface GiftsView {
  state: GiftFilter;
  page: number;
}

const positive = (v: string | null): number | null => (v && /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** `?state=sent&page=2` → the view; the work waiting (requested) when no state is given. */
export function parseGiftsSearch(search: string): GiftsView {
  const q = new URLSearchParams(search);
  const state = q.get('state');
  return { state: GIFT_FILTERS.includes(state as GiftFilter) ? (state as GiftFilter) : 'requested', page: positive(q.get('page')) ?? 1 };
}

/** The page's own URL for a view (filter links, pagination). */
export const giftsHref = (v: GiftsView): string =>
  requestKey(pathTo('staff-gifts'), { state: v.state === 'requested' ? null : v.state, page: v.page > 1 ? v.page : null });

export const giftsKey = (v: GiftsView): string =>
  keyOf(listStaffGiftRequests, null, { ...(v.state === 'all' ? {} : { state: v.state }), ...(v.page > 1 ? { page: v.page } : {}) });

export interface GiftMove {
  id: number;
  state: StaffGiftBody['state'];
}

const isGiftsKey = (key: string): boolean => key.startsWith(pathOf(listStaffGiftRequests));
const isAuditKey = (key: string): boolean => key.startsWith(pathOf(listAudit));

export type GiftsResource = ReturnType<typeof createGiftsResource>;

export function createGiftsResource({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }, $key: ReadableAtom<string | null>) {
  const $list: FetcherStore<StaffGiftList, unknown> = query.createFetcherStore<StaffGiftList>([$key]);
  const $move = query.createMutatorStore<GiftMove, StaffGiftRequest>(async ({ data, invalidate }) => {
    const moved = await api.request(updateStaffGiftRequest, { params: { id: data.id }, body: { state: data.state } });
    invalidate((key) => isGiftsKey(key) || isAuditKey(key));
    return moved;
  });
  return { $list, $move };
}
