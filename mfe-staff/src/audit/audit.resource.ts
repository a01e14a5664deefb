// /staff/audit/ requests (docs/staff.md «Журнал»; API: features/staff/staff-access.ts): one page
// of the append-only log, newest first, filtered by person and object (audit-format.ts builds the
// key from the page's URL). Reads only: nothing here writes.
import type { ReadableAtom } from 'nanostores';
import type { AuditList } from '@donor/shared/contract/staff';
import type { FetcherStore, QueryContext } from '@donor/shared/query';

export function createAuditList(query: QueryContext, $key: ReadableAtom<string | null>): FetcherStore<AuditList, unknown> {
  return query.createFetcherStore<AuditList>([$key]);
}
