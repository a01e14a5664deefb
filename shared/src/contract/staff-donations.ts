// Contract of donation review (docs/staff.md «Проверка донаций»; spec §3 Donation status): the
// moderators' queue of donor-written donations waiting for confirmation, one donation with what
// a moderator needs to judge it (the certificate, the donor's history, likely duplicates), and
// the verdict. Staff only: the answers carry the donor's name and contacts.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import * as SDM from '../staff-donations-messages.ts';
import { BloodClass, DONATION_STATUSES, DonationStatus } from './cabinet.ts';
import { blank, IdTitle, Picture, idField, listOf, optText, type List } from './common.ts';

export { REJECT_REASONS, type RejectReason } from '../staff-donations-messages.ts';

/** Who wrote a donation: the donor (reviewed here), a station's check-in (accepted at once), the seed. */
export const DONATION_SOURCES = ['donor', 'station', 'seed'] as const;
export type DonationSource = (typeof DONATION_SOURCES)[number];

/** `certificate=yes|no`: with or without a certificate picture. */
export const CERTIFICATE_FILTERS = ['yes', 'no'] as const;
export type CertificateFilter = (typeof CERTIFICATE_FILTERS)[number];

/**
 * Two donations of one donor this close are likely one donation typed twice (or written by the
 * station and by the donor): no component may be given again within two weeks (docs/eligibility.md).
 */
export const DUPLICATE_WINDOW_DAYS = 3;
/** How a likely duplicate matches, strongest first. */
export const DUPLICATE_MATCHES = ['same_day_same_station', 'same_day', 'near_day'] as const;
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];


/** GET /api/staff/donations/?city_id=&blood_station_id=&certificate=&page=&page_size= */
export const StaffDonationQuery = z.object({
  city_id: z.preprocess(blank, idField.optional()),
  blood_station_id: z.preprocess(blank, idField.optional()),
  certificate: z.preprocess(blank, z.enum(CERTIFICATE_FILTERS, { error: SDM.certificateFilter }).optional()),
});
export type StaffDonationQueryParams = { city_id?: number; blood_station_id?: number; certificate?: CertificateFilter };

const Person = z.object({ id: z.number().int(), name: z.string() });

/** One row of the queue: pending donations, the longest waiting first. */
export const StaffDonationItem = z.object({
  id: z.number().int(),
  donate_at: z.string(),
  blood_class: BloodClass,
  blood_station: IdTitle.nullable(),
  /** The station's city. */
  city: IdTitle.nullable(),
  donor: Person,
  has_certificate: z.boolean(),
  /** When the donor sent it (again) for review. */
  submitted_at: z.string(),
  /** Rejected before and sent again by the donor. */
  resubmitted: z.boolean(),
  /** Other donations of the donor within DUPLICATE_WINDOW_DAYS. */
  possible_duplicates: z.number().int().nonnegative(),
});
export type StaffDonationItem = z.infer<typeof StaffDonationItem>;
export const StaffDonationList = listOf(StaffDonationItem);
export type StaffDonationList = List<StaffDonationItem>;

const Count = z.object({ id: z.number().int(), title: z.string(), count: z.number().int() });
/** GET /api/staff/donations/facets/: where the pending donations are, for the queue's filters. */
export const StaffDonationFacets = z.object({
  total: z.number().int(),
  cities: z.array(Count),
  stations: z.array(Count.extend({ city_id: z.number().int().nullable() })),
  with_certificate: z.number().int(),
});
export type StaffDonationFacets = z.infer<typeof StaffDonationFacets>;

/** Another donation of the same donor (history, duplicates). */
export const StaffDonationHistoryItem = z.object({
  id: z.number().int(),
  donate_at: z.string(),
  blood_class: BloodClass,
  blood_station: IdTitle.nullable(),
  status: DonationStatus,
  source: z.enum(DONATION_SOURCES),
  has_certificate: z.boolean(),
});
export type StaffDonationHistoryItem = z.infer<typeof StaffDonationHistoryItem>;
export const StaffDonationDuplicate = StaffDonationHistoryItem.extend({ match: z.enum(DUPLICATE_MATCHES) });
export type StaffDonationDuplicate = z.infer<typeof StaffDonationDuplicate>;

/** The last verdict: the current one of a decided donation, the earlier refusal of a resubmitted one. */
export const StaffDonationReview = z.object({
  by: Person.nullable(),
  at: z.string(),
  reason: z.enum(SDM.REJECT_REASONS).nullable(),
  comment: z.string().nullable(),
});
export type StaffDonationReview = z.infer<typeof StaffDonationReview>;

/** GET /api/staff/donations/{id}/ and the verdict's answer. */
export const StaffDonationDetail = z.object({
  id: z.number().int(),
  donate_at: z.string(),
  blood_class: BloodClass,
  blood_station: IdTitle.nullable(),
  city: IdTitle.nullable(),
  status: DonationStatus,
  source: z.enum(DONATION_SOURCES),
  is_paid: z.boolean(),
  volume_ml: z.number().int().nullable(),
  /** Served to the owner and to moderators only (features/uploads/pictures.ts). */
  certificate: Picture.nullable(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  review: StaffDonationReview.nullable(),
  donor: Person.extend({
    city: IdTitle.nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    joined_at: z.string(),
  }),
  /** The donor's other donations, newest first (at most HISTORY_LIMIT). */
  history: z.array(StaffDonationHistoryItem),
  history_count: z.number().int(),
  duplicates: z.array(StaffDonationDuplicate),
});
export type StaffDonationDetail = z.infer<typeof StaffDonationDetail>;
/** The history a moderator sees beside a donation (a donor of twenty years has more; the count says so). */
export const HISTORY_LIMIT = 50;

export const VERDICTS = ['accept', 'reject'] as const;
export type Verdict = (typeof VERDICTS)[number];

/**
 * POST /api/staff/donations/{id}/verdict/. A refusal needs a reason from the list, and words of
 * the moderator's own when the reason is «Другая причина» (the donor reads them). `expected_status`
 * and `submitted_at`: what the moderator saw; anything else now → 409.
 */
export const VerdictBody = z
  .object({
    verdict: z.enum(VERDICTS, { error: SDM.verdictChoice }),
    reason: z.preprocess(blank, z.enum(SDM.REJECT_REASONS, { error: MSG.choice }).optional()),
    comment: optText(1000),
    expected_status: z.preprocess(blank, z.enum(DONATION_STATUSES, { error: MSG.choice }).optional()),
    submitted_at: z.preprocess(blank, z.string().max(40, MSG.tooLong(40)).optional()),
  })
  .superRefine((b, ctx) => {
    if (b.verdict !== 'reject') return;
    if (!b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: SDM.reasonRequired });
    else if (b.reason === 'other' && !b.comment) ctx.addIssue({ code: 'custom', path: ['comment'], message: SDM.commentRequired });
  });
/** What a client sends (written out: the schema's blank-to-absent steps take anything). */
export type VerdictBody = {
  verdict: Verdict;
  reason?: SDM.RejectReason | null;
  comment?: string | null;
  expected_status?: DonationStatus;
  submitted_at?: string | null;
};
