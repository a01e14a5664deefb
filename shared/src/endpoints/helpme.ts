// Endpoint descriptors of the help-me requests (spec §2 /helpme/, §3 Blood request, §7
// address_needs; shared/src/endpoint.ts): types from the contract with `import type` only, so no
// zod reaches a browser. Joining a request is in booking's descriptors.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type { NeedCloseBody, RecipientNeed, RecipientNeedList } from '../contract/helpme.ts';

/** The list's filters (contract NEED_LIST_FILTERS): the home page's, or one station's or organization's. */
export type NeedListQuery = {
  main_page?: boolean | 'true' | 'false';
  /** 0 or null = all regions (spec §9). */
  city_id?: number | null;
  blood_station?: number;
  organization?: number;
} & PageQuery;

/** GET /api/address_needs/: active requests, the nearest last day first. */
export const listNeeds = /* @__PURE__ */ endpoint<RecipientNeedList, never, NeedListQuery>()('GET', '/api/address_needs/');
/** GET /api/address_needs/{id}/: one request (the author and staff see more, docs/helpme.md). */
export const getNeed = /* @__PURE__ */ endpoint<RecipientNeed>()('GET', '/api/address_needs/:id/');
/**
 * POST /api/address_needs/: a new request, multipart (spec §5: arrays as `name[i]`, the photo as
 * the `_image` part; mfe-helpme/src/form/helpme-body.ts builds it); 201 with the request.
 */
export const createNeed = /* @__PURE__ */ endpoint<RecipientNeed, FormData>()('POST', '/api/address_needs/');
/** PATCH /api/address_needs/{id}/ {status}: closes it (author, staff or its organization's manager). */
export const closeNeed = /* @__PURE__ */ endpoint<RecipientNeed, NeedCloseBody>()('PATCH', '/api/address_needs/:id/');
