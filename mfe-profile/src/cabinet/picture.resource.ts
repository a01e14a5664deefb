// POST /api/picture/ (spec §7 "Other store base paths": picture): one image as the multipart
// field `file`, answered with {id, url, width, height}. A mutator, so a double submit is one
// upload; the donation form and the honor certificate both use it.
import type { Api } from '@donor/shared/api';
import type { Picture } from '@donor/shared/contract/cabinet';
import { uploadPicture } from '@donor/shared/endpoints/uploads';
import type { QueryContext } from '@donor/shared/query';

export function createPictureUpload({ query, api }: { query: QueryContext; api: Api }) {
  return query.createMutatorStore<Blob, Picture>(async ({ data: file }) => {
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'picture');
    return api.request(uploadPicture, { body: form });
  });
}
