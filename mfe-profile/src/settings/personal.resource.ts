// Settings → personal data's write (spec §7 PATCH /api/auth/me/ with MeUpdateBody): through its
// descriptor, then /me again — the header's name and the cabinet read the shell's auth store.
import type { MeUpdateBody } from '@donor/shared/contract/auth-bodies';
import { updateMe } from '@donor/shared/endpoints/auth';
import type { SettingsDeps } from './settings-deps.ts';

export const createPersonalWrite = ({ query, api, auth }: SettingsDeps) =>
  query.createMutatorStore<MeUpdateBody>(async ({ data }) => {
    await api.request(updateMe, { body: data });
    await auth.fetchUser();
  });
