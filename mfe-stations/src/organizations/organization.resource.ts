// The organization page's requests (spec §2 "Organization page"; §3 Organization; §4
// Organization status; §6: joining and leaving need a user): the organization, its events and its
// donor needs (each actual and past) as three stores — a failing block never hides the
// organization — and join/leave, whose answer replaces the organization data in the cache.
import { computed } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { keyOf } from '@donor/shared/endpoint';
import { organizationKey } from '@donor/shared/first-screen';
import { joinOrganization, leaveOrganization, listOrganizationEvents, listOrganizationNeeds } from '@donor/shared/endpoints/stations';
import type { QueryContext } from '@donor/shared/query';
import type { AuthStore } from '@donor/shared/stores/types';
import type { Organization, OrganizationEvents, OrganizationNeeds } from '@donor/shared/contract/stations';

/** The host primes this answer (shared/src/first-screen.ts), so the page starts with it. */
export { organizationKey };

export interface OrganizationPageDeps {
  /** Anonymous join → /login/?next=<current path>. */
  goLogin: () => void;
}

export function createOrganizationPage({ query, api, auth }: { query: QueryContext; api: Api; auth: AuthStore }, id: number, deps: OrganizationPageDeps) {
  const key = organizationKey(id);
  const $org = query.createFetcherStore<Organization>(key);
  const $events = query.createFetcherStore<OrganizationEvents>(keyOf(listOrganizationEvents, { id }));
  const $needs = query.createFetcherStore<OrganizationNeeds>(keyOf(listOrganizationNeeds, { id }));
  /** A block that failed to load (the page still shows the rest). */
  const $partsFailed = computed([$events, $needs], (e, n) => e.error !== undefined || n.error !== undefined);

  /** POST …/join/ or …/left/; the answer replaces the organization data (spec §4). spec §8: a failure is logged by the query context. */
  const $membership = query.createMutatorStore<{ kind: 'join' | 'left' }, Organization>(async ({ data: { kind }, getCacheUpdater }) => {
    const org = await api.request(kind === 'join' ? joinOrganization : leaveOrganization, { params: { id } });
    const [replace] = getCacheUpdater<Organization>(key, false);
    replace(org);
    return org;
  });

  async function act(kind: 'join' | 'left'): Promise<void> {
    if ($org.get().data === undefined) return;
    if (!auth.$auth.get().token) { deps.goLogin(); return; }
    await $membership.mutate({ kind });
  }

  return {
    $org, $events, $needs, $partsFailed, $membership,
    join: () => act('join'),
    leave: () => act('left'),
    /** Asks again for what failed (the organization or a block). */
    retry(): void {
      for (const $store of [$org, $events, $needs]) if ($store.get().error !== undefined) $store.revalidate();
    },
  };
}
export type OrganizationPageModel = ReturnType<typeof createOrganizationPage>;
