// The help-me form's writes (spec §2 /helpme/, §7 POST /api/address_needs/): the multipart body
// (helpme-body.ts) through its descriptor (shared/src/endpoints/helpme.ts). The answer is the new
// request; the page goes to it (/recipient/{id}), which asks for it by its own key. Edit mode
// (docs/helpme.md «Модерация»): the request the author fixes is read by the recipient page's key,
// and sent again through POST …/resubmit/, whose answer replaces it in the cache.
import type { Api } from '@donor/shared/api';
import type { RecipientNeed } from '@donor/shared/contract/helpme';
import { createNeed } from '@donor/shared/endpoints/helpme';
import { resubmitNeed } from '@donor/shared/endpoints/staff-helpme';
import { recipientKey } from '@donor/shared/first-screen';
import type { QueryContext } from '@donor/shared/query';

export const createNeedWrite = ({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }) =>
  query.createMutatorStore<FormData, unknown>(async ({ data }) => api.request(createNeed, { body: data }));

export const resubmitNeedWrite = ({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }, id: number) =>
  query.createMutatorStore<FormData, RecipientNeed>(async ({ data, getCacheUpdater }) => {
    const need = await api.request(resubmitNeed, { params: { id }, body: data });
    const [update] = getCacheUpdater<RecipientNeed>(recipientKey(id), false);
    update(need);
    return need;
  });

/** The request the author is about to edit (the recipient page's key: one cache entry). */
export const needToEdit = (query: QueryContext, id: number) => query.createFetcherStore<RecipientNeed>(recipientKey(id));
