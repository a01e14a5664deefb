// Settings → profile photo's writes (spec §3 User photo; §7 store path "picture"): POST
// /api/picture/ multipart `file` → {id, url}, then PATCH /api/auth/me/ {photo_id}; removing is
// {photo_id: null}. /me is asked again after each (the header's avatar reads it).
import { uploadPicture } from '@donor/shared/endpoints/uploads';
import { updateMe } from '@donor/shared/endpoints/auth';
import type { SettingsDeps } from './settings-deps.ts';

export function createPhotoWrites({ query, api, auth }: SettingsDeps) {
  const $upload = query.createMutatorStore<File>(async ({ data: file }) => {
    const body = new FormData();
    body.append('file', file);
    const picture = await api.request(uploadPicture, { body });
    await api.request(updateMe, { body: { photo_id: picture.id } });
    await auth.fetchUser();
  });
  const $remove = query.createMutatorStore(async () => {
    await api.request(updateMe, { body: { photo_id: null } });
    await auth.fetchUser();
  });
  return { $upload, $remove };
}
