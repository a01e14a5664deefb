// The signed-in donor's blood group, asked on the recipient page when the account has none
// (docs/helpme.md «Кто может помочь»): saved on the account through the profile's own endpoint
// (spec §7 PATCH /api/auth/me/ {blood_group}) — the one value sign-up, settings and the station
// finder share. The answer (the user) goes into the page's /me cache, as the stations section does.
import { atom } from 'nanostores';
import type { User } from '@donor/shared/contract/common';
import type { BloodType } from '@donor/shared/contract/helpme-rules';
import { keyOf } from '@donor/shared/endpoint';
import { getMe, updateMe } from '@donor/shared/endpoints/auth';
import type { SectionProps } from '@donor/shared/stores/types';

// Built here, not imported from the auth store (its module would bring the query library along).
const ME_KEY = keyOf(getMe, null);

export function createDonorGroupSave({ query, api }: Pick<SectionProps, 'query' | 'api'>) {
  /** The group saved on this page (the shell's user is read again only on its next load). */
  const $saved = atom<BloodType | null>(null);
  const $save = query.createMutatorStore<{ group: BloodType }, User>(async ({ data, getCacheUpdater }) => {
    const user = await api.request(updateMe, { body: { blood_group: data.group } });
    getCacheUpdater(ME_KEY, false)[0](user);
    $saved.set(data.group);
    return user;
  });
  return {
    $saved,
    $save,
    /** Resolves whether the account took it. */
    async save(group: BloodType): Promise<boolean> {
      await $save.mutate({ group });
      return $save.get().error === undefined;
    },
  };
}
export type DonorGroupSave = ReturnType<typeof createDonorGroupSave>;
