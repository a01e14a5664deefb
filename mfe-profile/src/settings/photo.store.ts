// Settings → profile photo (spec §3 User photo; §5 "Image": 1 KB–8 MB, at least 200×200, with
// the spec's messages, checked in the browser before anything is sent — shared/src/image-check.ts):
// the upload and the removal are photo.resource.ts's writes; `busy` is their `loading`.
import { computed, map } from 'nanostores';
import { checkImageFile, readImageSize, type ImageSize } from '@donor/shared/image-check';
import { callMutator, type AnyMutator } from '@donor/shared/form/call-mutator';
import { fieldMessages } from '@donor/shared/form/field-messages';
import type { SettingsDeps } from './settings-deps.ts';
import { createPhotoWrites } from './photo.resource.ts';
import { settingsStrings as S } from './settings.strings.ts';

export interface PhotoState {
  busy: boolean;
  /** Tied to the file input (ours, or the API's `file` / `photo_id` message). */
  error: string | null;
  notice: string | null;
}

export function createPhotoUpload(deps: SettingsDeps & { readSize?: (file: Blob) => Promise<ImageSize> }) {
  const { $upload, $remove } = createPhotoWrites(deps);
  const $shown = map<Omit<PhotoState, 'busy'>>({ error: null, notice: null });
  const $photo = computed([$shown, $upload, $remove], (shown, upload, remove): PhotoState => ({
    busy: upload.loading === true || remove.loading === true,
    ...shown,
  }));
  const busy = () => $photo.get().busy;

  async function run<D>(write: AnyMutator<D, unknown>, data: D, notice: string): Promise<boolean> {
    $shown.set({ error: null, notice: null });
    const outcome = await callMutator(write, data);
    if (outcome.status === 'busy') return false;
    if (outcome.status === 'failed') {
      const { errors, formError } = fieldMessages(outcome.error, { file: 'file', photo_id: 'file' });
      $shown.set({ error: errors.file ?? formError, notice: null });
      return false;
    }
    $shown.set({ error: null, notice });
    return true;
  }

  async function upload(file: File): Promise<boolean> {
    if (busy()) return false;
    const problem = await checkImageFile(file, deps.readSize ?? readImageSize);
    if (problem) {
      $shown.set({ error: problem, notice: null });
      return false;
    }
    return run($upload, file, S.photo.saved);
  }

  const remove = (): Promise<boolean> => (busy() ? Promise.resolve(false) : run($remove, undefined, S.photo.removed));

  return { $photo, upload, remove };
}
