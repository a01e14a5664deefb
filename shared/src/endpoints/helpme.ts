// Endpoint descriptors of the help-me requests (spec §2 /helpme/, §3 Blood request, §7
// address_needs; shared/src/endpoint.ts): types from the contract with `import type` only, so no
// zod reaches a browser.
import { endpoint } from '../endpoint.ts';
import type { RecipientNeed } from '../contract/helpme.ts';

/**
 * POST /api/address_needs/: a new request, multipart (spec §5: arrays as `name[i]`, the photo as
 * the `_image` part; mfe-helpme/src/form/helpme-body.ts builds it); 201 with the request.
 */
export const createNeed = endpoint<RecipientNeed, FormData>()('POST', '/api/address_needs/');
