// /staff/people/ requests (docs/staff.md «Роли»; API: features/staff/staff-access.ts): the
// station-staff grants, newest first, and the moderator's two sensitive writes — grant and
// revoke — each carrying the moderator's password typed again (docs/SECURITY.md «Сотрудники»).
// A write asks the grants and the audit log's pages again (both changed).
import type { ReadableAtom } from 'nanostores';
import type { Api } from '@donor/shared/api';
import type { GrantStationStaffBody, RevokeStationStaffBody, StationStaffGrant, StationStaffList } from '@donor/shared/contract/staff';
import { keyOf, pathOf } from '@donor/shared/endpoint';
import { grantStationStaff, listAudit, listStationStaff, revokeStationStaff } from '@donor/shared/endpoints/staff';
import { requestKey, type FetcherStore, type QueryContext } from '@donor/shared/query';
import { pathTo } from '@donor/shared/routes';

const positive = (v: string | null): number | null => (v && /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** `?page=2` → 2. */
export const parsePeoplePage = (search: string): number => positive(new URLSearchParams(search).get('page')) ?? 1;
export const peopleHref = (page: number): string => requestKey(pathTo('staff-people'), { page: page > 1 ? page : null });
export const peopleKey = (page: number): string => keyOf(listStationStaff, null, page > 1 ? { page } : {});

const changed = (key: string): boolean => key.startsWith(pathOf(listStationStaff)) || key.startsWith(pathOf(listAudit));

export type PeopleResource = ReturnType<typeof createPeopleResource>;

export function createPeopleResource({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }, $key: ReadableAtom<string | null>) {
  const $list: FetcherStore<StationStaffList, unknown> = query.createFetcherStore<StationStaffList>([$key]);
  const $grant = query.createMutatorStore<GrantStationStaffBody, StationStaffGrant>(async ({ data, invalidate }) => {
    const grant = await api.request(grantStationStaff, { body: data });
    invalidate(changed);
    return grant;
  });
  // 204 has no body: `true` is what tells the page the revocation went through.
  const $revoke = query.createMutatorStore<RevokeStationStaffBody, true>(async ({ data, invalidate }) => {
    await api.request(revokeStationStaff, { body: data });
    invalidate(changed);
    return true;
  });
  return { $list, $grant, $revoke };
}
