// Endpoint descriptors of uploads (spec §7 store path "picture"; §5 "Image"; shared/src/endpoint.ts):
// types from the contract with `import type` only, so no zod reaches a browser.
import { endpoint, type RawAnswer } from '../endpoint.ts';
import type { Picture } from '../contract/common.ts';

/** POST /api/picture/: one image as the multipart `file` part; 201 `{id, url, …}`. */
export const uploadPicture = /* @__PURE__ */ endpoint<Picture, FormData>()('POST', '/api/picture/');
/** GET /api/picture/{id}/: the WebP bytes (a private one only to its owner, by token header or cookie). */
export const getPicture = /* @__PURE__ */ endpoint<RawAnswer>()('GET', '/api/picture/:id/');
