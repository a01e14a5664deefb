// The moderators' help-me queue (docs/helpme.md «Модерация»): one tab of it as a fetcher store
// keyed by the state in the URL and the page, and the verdict write. A verdict answers the
// request in its new state; the queue's tabs are asked again (the item left this tab, joined
// another), and so are the public needs lists and the request's own page, which it changed.
import type { ReadableAtom } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { keyOf, pathOf } from '@donor/shared/endpoint';
import { requestKey, type FetcherStore, type QueryContext } from '@donor/shared/query';
import { pathTo } from '@donor/shared/routes';
import { listAudit } from '@donor/shared/endpoints/staff';
import type { HelpmeQueue, HelpmeQueueItem, HelpmeVerdictBody } from '@donor/shared/contract/staff-helpme';
import { helpmeVerdict, listHelpmeQueue } from '@donor/shared/endpoints/staff-helpme';
import { listNeeds } from '@donor/shared/endpoints/helpme';
import { recipientKey } from '@donor/shared/first-screen';
import { QUEUE_STATES, type QueueState } from '@donor/shared/staff-helpme-messages';

export interface QueueView {
  state: QueueState;
  page: number;
}

const positive = (v: string | null): number | null => (v && /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** `?state=reported&page=2` → the view; the new requests (pending) when no state is given. */
export function parseQueueSearch(search: string): QueueView {
  const q = new URLSearchParams(search);
  const state = q.get('state') ?? '';
  return { state: (QUEUE_STATES as readonly string[]).includes(state) ? (state as QueueState) : 'pending', page: positive(q.get('page')) ?? 1 };
}

/** The page's own address for a view (the tab and the page live in the URL: shareable, back works). */
export const queueHref = (v: QueueView): string =>
  requestKey(pathTo('staff-helpme'), { state: v.state === 'pending' ? null : v.state, page: v.page > 1 ? v.page : null });

export const queueKey = (v: QueueView): string => keyOf(listHelpmeQueue, null, v.page > 1 ? { state: v.state, page: v.page } : { state: v.state });

/** Whatever a verdict changes: every tab of the queue, the public lists, the audit log. */
const changedBy = (key: string): boolean =>
  key.startsWith(pathOf(listHelpmeQueue)) || key.startsWith(pathOf(listNeeds)) || key.startsWith(pathOf(listAudit));

export function createHelpmeQueue(query: QueryContext, $key: ReadableAtom<string>) {
  const $queue: FetcherStore<HelpmeQueue, unknown> = query.createFetcherStore<HelpmeQueue>([$key]);
  return { $queue };
}

export type VerdictInput = HelpmeVerdictBody & { id: number };

/** One verdict; the answer is the request in its new state (or 409 «Уже рассмотрено» for a stale one). */
export const createVerdictWrite = ({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }) =>
  query.createMutatorStore<VerdictInput, HelpmeQueueItem>(async ({ data: { id, ...body }, invalidate }) => {
    try {
      return await api.request(helpmeVerdict, { params: { id }, body });
    } finally {
      // Also after a 409: someone else decided, and the tab must show what they did.
      invalidate((key: string) => changedBy(key) || key === recipientKey(id));
    }
  });
