// Endpoint descriptors of donation review (docs/staff.md «Проверка донаций»; shared/src/endpoint.ts).
// Moderators only. Types from the contract with `import type` only.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type { StaffDonationDetail, StaffDonationFacets, StaffDonationList, StaffDonationQueryParams, VerdictBody } from '../contract/staff-donations.ts';

/** GET /api/staff/donations/: pending donations, the longest waiting first, with filters. */
export const listStaffDonations = /* @__PURE__ */ endpoint<StaffDonationList, never, PageQuery & StaffDonationQueryParams>()('GET', '/api/staff/donations/');
/** GET /api/staff/donations/facets/: the cities and stations of the queue, for its filters. */
export const getStaffDonationFacets = /* @__PURE__ */ endpoint<StaffDonationFacets>()('GET', '/api/staff/donations/facets/');
/** GET /api/staff/donations/{id}/: the donation, its certificate, the donor's history and likely duplicates. */
export const getStaffDonation = /* @__PURE__ */ endpoint<StaffDonationDetail>()('GET', '/api/staff/donations/:id/');
/** POST /api/staff/donations/{id}/verdict/: accept or reject; 409 «Уже рассмотрено» once decided. */
export const postDonationVerdict = /* @__PURE__ */ endpoint<StaffDonationDetail, VerdictBody>()('POST', '/api/staff/donations/:id/verdict/');
