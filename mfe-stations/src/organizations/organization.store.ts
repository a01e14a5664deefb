// The organization page (spec §2 "Organization page"; §3 Organization; §4 Organization status;
// §6: joining and leaving need a user): organization, its events and donor needs (each actual
// and past), join/leave whose response replaces the organization data.
import { map } from 'nanostores';
import type { Api } from '@donor/shared/api';
import type { Organization, OrganizationEvents, OrganizationNeeds } from '@donor/shared/contract/stations';

export interface OrgState {
  status: 'loading' | 'ready' | 'error';
  org: Organization | null;
  events: OrganizationEvents | null;
  needs: OrganizationNeeds | null;
  /** A block that failed to load (the page still shows the rest). */
  partsFailed: boolean;
  busy: boolean;
  actionFailed: boolean;
}

export interface OrgDeps {
  api: Api;
  isLoggedIn: () => boolean;
  goLogin: () => void;
}

export function createOrganizationPage(deps: OrgDeps) {
  const $org = map<OrgState>({ status: 'loading', org: null, events: null, needs: null, partsFailed: false, busy: false, actionFailed: false });
  let currentId = 0;

  async function load(id: number): Promise<void> {
    currentId = id;
    $org.set({ status: 'loading', org: null, events: null, needs: null, partsFailed: false, busy: false, actionFailed: false });
    const [org, events, needs] = await Promise.allSettled([
      deps.api.get<Organization>(`/api/organizations/${id}/`),
      deps.api.get<OrganizationEvents>(`/api/organizations/${id}/events/`),
      deps.api.get<OrganizationNeeds>(`/api/organizations/${id}/address_needs/`),
    ]);
    if (currentId !== id) return;
    for (const r of [org, events, needs]) if (r.status === 'rejected') console.error('stations: organization', r.reason);
    $org.set({
      ...$org.get(),
      status: org.status === 'fulfilled' ? 'ready' : 'error',
      org: org.status === 'fulfilled' ? org.value : null,
      events: events.status === 'fulfilled' ? events.value : null,
      needs: needs.status === 'fulfilled' ? needs.value : null,
      partsFailed: events.status === 'rejected' || needs.status === 'rejected',
    });
  }

  /** POST …/join/ or …/left/; the answer replaces the organization data (spec §4). */
  async function act(kind: 'join' | 'left'): Promise<void> {
    const st = $org.get();
    if (!st.org || st.busy) return;
    if (!deps.isLoggedIn()) { deps.goLogin(); return; }
    $org.set({ ...st, busy: true, actionFailed: false });
    try {
      const org = await deps.api.post<Organization>(`/api/organizations/${st.org.id}/${kind}/`);
      $org.set({ ...$org.get(), org, busy: false });
    } catch (error) {
      // spec §8: join and leave failures are logged and the loading state cleared.
      console.error(`stations: organization ${kind}`, error);
      $org.set({ ...$org.get(), busy: false, actionFailed: true });
    }
  }

  return { $org, load, join: () => act('join'), leave: () => act('left') };
}
