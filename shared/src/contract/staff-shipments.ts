// Contract of «Ваша кровь помогла» (docs/staff.md): station staff mark a batch of their station's
// accepted donations as sent to a hospital (its name and the day); each donor is told once and
// sees it on the donation's page. Staff only: the lists carry donors' names.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import * as SSM from '../staff-shipments-messages.ts';
import { BloodClass, dayField } from './cabinet.ts';
import { blank, idField, listOf, typeError, type List } from './common.ts';

/** Where a donation went (the staff lists and the donor's own donation). */
export const ShipmentBrief = z.object({ id: z.number().int(), hospital: z.string(), sent_on: z.string() });
export type ShipmentBrief = z.infer<typeof ShipmentBrief>;

/** POST /api/staff/donations/shipments/. The station is the donations' own. */
export const ShipmentBody = z.object({
  donation_ids: z
    .array(idField, { error: typeError })
    .min(1, SSM.pickDonations)
    .max(SSM.SHIPMENT_MAX_DONATIONS, SSM.tooManyDonations)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  hospital: z
    .string({ error: typeError })
    .transform(SSM.normalizeHospital)
    .pipe(z.string().min(SSM.HOSPITAL_MIN, SSM.hospitalLength).max(SSM.HOSPITAL_MAX, SSM.hospitalLength)),
  sent_on: dayField,
});
export type ShipmentBody = { donation_ids: number[]; hospital: string; sent_on: string };

/** A shipment as staff see it: the answer of the POST and a row of the station's recent ones. */
export const Shipment = ShipmentBrief.extend({
  blood_station_id: z.number().int(),
  donations: z.number().int(),
  /** The donors told (one message each, however many of their donations went). */
  donors: z.number().int(),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Shipment = z.infer<typeof Shipment>;
export const ShipmentList = z.object({ results: z.array(Shipment) });
export type ShipmentList = z.infer<typeof ShipmentList>;
/** How many recent shipments GET /api/staff/donations/shipments/ shows. */
export const RECENT_SHIPMENTS = 20;

export const SHIPPED_FILTERS = ['yes', 'no'] as const;
export type ShippedFilter = (typeof SHIPPED_FILTERS)[number];

/** GET /api/staff/donations/accepted/?blood_station_id=&shipped=yes|no and GET …/shipments/?blood_station_id= */
export const StationDonationsQuery = z.object({
  blood_station_id: idField,
  shipped: z.preprocess(blank, z.enum(SHIPPED_FILTERS, { error: MSG.choice }).optional()),
});
export type StationDonationsQueryParams = { blood_station_id: number; shipped?: ShippedFilter };

/** One accepted donation of the station, newest first. */
export const StationDonationItem = z.object({
  id: z.number().int(),
  donate_at: z.string(),
  blood_class: BloodClass,
  donor: z.object({ id: z.number().int(), name: z.string() }),
  shipment: ShipmentBrief.nullable(),
});
export type StationDonationItem = z.infer<typeof StationDonationItem>;
export const StationDonationList = listOf(StationDonationItem);
export type StationDonationList = List<StationDonationItem>;
