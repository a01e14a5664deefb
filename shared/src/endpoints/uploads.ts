// Endpoint descriptors of uploads (spec §7 store path "picture"; §5 "Image"; shared/src/endpoint.ts):
// types from the contract with `import type` only, so no zod reaches a browser.
import { endpoint } from '../endpoint.ts';
import type { Picture } from '../contract/cabinet.ts';

/** POST /api/picture/: one image as the multipart `file` part; 201 `{id, url, …}`. */
export const uploadPicture = endpoint<Picture, FormData>()('POST', '/api/picture/');
