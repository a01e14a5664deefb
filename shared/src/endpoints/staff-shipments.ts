// Endpoint descriptors of «Ваша кровь помогла» (docs/staff.md; shared/src/endpoint.ts). Station
// staff of the donations' station, or a moderator. Types from the contract with `import type` only.
import { endpoint, type PageQuery } from '../endpoint.ts';
import type { Shipment, ShipmentBody, ShipmentList, StationDonationList, StationDonationsQueryParams } from '../contract/staff-shipments.ts';

/** GET /api/staff/donations/accepted/: a station's accepted donations, newest first, with where each went. */
export const listStationDonations = /* @__PURE__ */ endpoint<StationDonationList, never, PageQuery & StationDonationsQueryParams>()('GET', '/api/staff/donations/accepted/');
/** GET /api/staff/donations/shipments/: a station's recent shipments. */
export const listShipments = /* @__PURE__ */ endpoint<ShipmentList, never, { blood_station_id: number }>()('GET', '/api/staff/donations/shipments/');
/** POST /api/staff/donations/shipments/: 201 a new shipment; 200 the same one for an exact repeat. Honours Idempotency-Key. */
export const createShipment = /* @__PURE__ */ endpoint<Shipment, ShipmentBody>()('POST', '/api/staff/donations/shipments/');
