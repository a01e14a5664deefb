// The help-me form's write (spec §2 /helpme/, §7 POST /api/address_needs/): the multipart body
// (helpme-body.ts) through its descriptor (shared/src/endpoints/helpme.ts). The answer is the new
// request; the page goes to it (/recipient/{id}), which asks for it by its own key.
import type { Api } from '@donor/shared/api';
import { createNeed } from '@donor/shared/endpoints/helpme';
import type { QueryContext } from '@donor/shared/query';

export const createNeedWrite = ({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }) =>
  query.createMutatorStore<FormData, unknown>(async ({ data }) => api.request(createNeed, { body: data }));
