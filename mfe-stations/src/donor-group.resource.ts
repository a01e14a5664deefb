// The donor's group on the account (spec §3 User blood_group / kell; §7 PATCH /api/auth/me/): a
// mutator of the page's query context whose answer, the user, goes into the cache under /me. For a
// signed-in donor the account is the one source of truth (sign-up and settings write the same
// field); this browser's copy (donor-group.store.ts) follows /me, and only a visitor's own choice
// made before signing in is offered to an account that has no group yet.
import { onMount } from 'nanostores';
import type { User } from '@donor/shared/contract/common';
import { keyOf } from '@donor/shared/endpoint';
import { getMe, updateMe } from '@donor/shared/endpoints/auth';
import type { SectionProps } from '@donor/shared/stores/types';
import {
  $donorGroup, adoptAccountGroup, forgetAccountGroup, mirrorAccount, mirroredAccount, sameGroup, setDonorGroup, type DonorGroupValue,
} from './donor-group.store.ts';

// Built here, not imported from the auth store: that module would bring the query library into
// this section's bundle (a section gets its context in props, docs/ARCHITECTURE.md §2.1).
const ME_KEY = keyOf(getMe, null);

/** Where a choice was kept: in this browser only (a visitor), or on the account too. */
export type GroupKept = 'here' | 'account';

export function createDonorGroupAccount({ query, api, auth }: Pick<SectionProps, 'query' | 'api' | 'auth'>) {
  const patch = (value: DonorGroupValue) => api.request(updateMe, { body: { blood_group: value.group, kell: value.kell } });

  const $save = query.createMutatorStore<DonorGroupValue, User>(async ({ data, getCacheUpdater }) => {
    let sent = data;
    let user = await patch(sent);
    // A choice made while that PATCH was on its way was refused (throttleCalls: no double write):
    // send the latest, so the account ends with what the page shows.
    while (auth.$auth.get().token && !sameGroup($donorGroup.get(), sent)) {
      sent = $donorGroup.get();
      user = await patch(sent);
    }
    if (sameGroup($donorGroup.get(), sent)) mirrorAccount(sent, user.id);
    getCacheUpdater(ME_KEY, false)[0](user);
    return user;
  });

  // While a control shows ($save is listened to): once /me is known (a login, or a page opened
  // logged in), the account's group wins; an account without one takes this browser's group.
  onMount($save, () => {
    let seen: User | null = null;
    return auth.$auth.subscribe(({ user, token }) => {
      if (!user && !token) forgetAccountGroup();
      if (!user || user === seen) return;
      seen = user;
      const local = $donorGroup.get();
      if (!user.blood_group && !user.kell && local.group && token && mirroredAccount() === null) void $save.mutate(local);
      else adoptAccountGroup(user);
    });
  });

  return {
    /** The account's write: `loading`, then the user or an `error` for the control to say so. */
    $save,
    /** The donor picked: kept here at once (the page reacts), and on the account when logged in. */
    choose(value: DonorGroupValue): GroupKept {
      setDonorGroup(value);
      if (!auth.$auth.get().token) return 'here';
      void $save.mutate(value);
      return 'account';
    },
  };
}
