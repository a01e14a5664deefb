// /staff/fundraisers/ requests (docs/SECURITY.md «Сборы»; API: features/payments/collects.ts):
// the fundraisers of one moderation status (GET /api/collects/?status=, moderators only for
// pending and rejected) and the verdicts (POST approve/, reject/). A verdict asks the lists again
// — the staff's and the public ones, which it changes — and the audit log's pages.
import type { ReadableAtom } from 'nanostores';
import type { Api } from '@donor/shared/api';
import type { List } from '@donor/shared/contract/common';
import type { Collect, CollectWithProgress } from '@donor/shared/contract/catalog';
import { keyOf, pathOf } from '@donor/shared/endpoint';
import { approveCollect, listCollects, rejectCollect } from '@donor/shared/endpoints/donate';
import { listAudit } from '@donor/shared/endpoints/staff';
import { requestKey, type FetcherStore, type QueryContext } from '@donor/shared/query';
import { pathTo } from '@donor/shared/routes';

export const COLLECT_STATUSES = ['pending', 'rejected', 'approved'] as const;
export type CollectStatus = (typeof COLLECT_STATUSES)[number];

export interface FundraisersView {
  status: CollectStatus;
  page: number;
}

const positive = (v: string | null): number | null => (v && /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** `?status=rejected&page=2` → the view; the queue (pending) when no status is given. */
export function parseFundraisersSearch(search: string): FundraisersView {
  const q = new URLSearchParams(search);
  const status = q.get('status');
  return { status: (COLLECT_STATUSES as readonly string[]).includes(status ?? '') ? (status as CollectStatus) : 'pending', page: positive(q.get('page')) ?? 1 };
}

export const fundraisersHref = (v: FundraisersView): string =>
  requestKey(pathTo('staff-fundraisers'), { status: v.status === 'pending' ? null : v.status, page: v.page > 1 ? v.page : null });

export const fundraisersKey = (v: FundraisersView): string =>
  keyOf(listCollects, null, { status: v.status, ...(v.page > 1 ? { page: v.page } : {}) });

export interface Verdict {
  id: number;
  approve: boolean;
}

const isCollectsKey = (key: string): boolean => key.startsWith(pathOf(listCollects));
const isAuditKey = (key: string): boolean => key.startsWith(pathOf(listAudit));

export type FundraisersResource = ReturnType<typeof createFundraisersResource>;

export function createFundraisersResource({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }, $key: ReadableAtom<string | null>) {
  const $list: FetcherStore<List<Collect>, unknown> = query.createFetcherStore<List<Collect>>([$key]);
  const $verdict = query.createMutatorStore<Verdict, CollectWithProgress>(async ({ data, invalidate }) => {
    const answer = await api.request(data.approve ? approveCollect : rejectCollect, { params: { id: data.id } });
    invalidate((key) => isCollectsKey(key) || isAuditKey(key));
    return answer;
  });
  return { $list, $verdict };
}
