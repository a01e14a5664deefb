// Settings → profile photo (spec §3 User photo; §5 "Image": 1 KB–8 MB, at least 200×200, with
// the spec's messages, checked in the browser before anything is sent — shared/src/image-check.ts;
// §7 store path "picture"): POST /api/picture/ multipart `file` → {id, url}, then PATCH
// /api/auth/me/ {photo_id}; removing is {photo_id: null}. /me is fetched again after each.
import { map } from 'nanostores';
import { checkImageFile, readImageSize, type ImageSize } from '@donor/shared/image-check';
import { errorsOf } from '../code/form-errors.ts';
import type { SettingsDeps } from './personal.store.ts';
import { settingsStrings as S } from './settings.strings.ts';

export interface PhotoState {
  busy: boolean;
  /** Tied to the file input (ours, or the API's `file` / `photo_id` message). */
  error: string | null;
  notice: string | null;
}

export function createPhotoUpload(deps: SettingsDeps & { readSize?: (file: Blob) => Promise<ImageSize> }) {
  const $photo = map<PhotoState>({ busy: false, error: null, notice: null });

  async function run(work: () => Promise<void>, notice: string): Promise<boolean> {
    $photo.set({ busy: true, error: null, notice: null });
    try {
      await work();
      await deps.auth.fetchUser();
      $photo.set({ busy: false, error: null, notice });
      return true;
    } catch (error) {
      const { errors, formError } = errorsOf(error, { file: 'file', photo_id: 'file' });
      $photo.set({ busy: false, error: errors.file ?? formError, notice: null });
      return false;
    }
  }

  async function upload(file: File): Promise<boolean> {
    if ($photo.get().busy) return false;
    const problem = await checkImageFile(file, deps.readSize ?? readImageSize);
    if (problem) {
      $photo.set({ busy: false, error: problem, notice: null });
      return false;
    }
    return run(async () => {
      const body = new FormData();
      body.append('file', file);
      const picture = await deps.api.post<{ id: number; url: string }>('/api/picture/', body);
      await deps.api.patch('/api/auth/me/', { photo_id: picture.id });
    }, S.photo.saved);
  }

  const remove = (): Promise<boolean> => ($photo.get().busy ? Promise.resolve(false) : run(async () => {
    await deps.api.patch('/api/auth/me/', { photo_id: null });
  }, S.photo.removed));

  return { $photo, upload, remove };
}
