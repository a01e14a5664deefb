// The cabinet's and home page's small prompts and the donor card (spec §7 "Donations, stations,
// notices": «GET widget and trigger endpoints (one takes ?city_id=); GET api/profile/popup-trigger/»;
// "Authentication and profile": POST /api/auth/email_widget_link_checked/; "Rankings and option
// lists": «PATCH and GET donation count on the donor card path»; "Other store base paths":
// donations/honor, profile/honor, blood_stations/selected, needs, profile/activity). What each one
// means is written in docs/recognition.md «Подсказки и карточка донора». Browser-safe: zod only.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import type { HonoraryProgress } from '../eligibility/honorary.ts';
import type { HonorCertificate } from './cabinet.ts';
import type { BloodNeeds } from './common.ts';

/** The largest count a paper donor card can carry that we accept (a lifetime of donations). */
export const DONOR_CARD_MAX = 500;

const typeError = (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? MSG.required : MSG.type);

/** PATCH /api/auth/donor_card/ {donation_count}: the donations on the donor's paper card before the platform. */
export const DonorCardBody = z.object({
  donation_count: z.number({ error: typeError }).int(MSG.donorCardRange(DONOR_CARD_MAX)).min(0, MSG.donorCardRange(DONOR_CARD_MAX)).max(DONOR_CARD_MAX, MSG.donorCardRange(DONOR_CARD_MAX)),
});
export type DonorCardBody = z.infer<typeof DonorCardBody>;

/**
 * GET and PATCH /api/auth/donor_card/: `donation_count` as the donor told it, `recorded_count` the
 * donations recorded here (accepted and awaiting confirmation), `total` their sum.
 */
export interface DonorCard {
  donation_count: number;
  recorded_count: number;
  total: number;
}

/** GET /api/donations/widget/?city_id=: the home page's donation counter (all regions without a city). */
export interface DonationsWidget {
  city_id: number | null;
  /** Confirmed donations at the city's stations since the 1st of this month (Moscow time). */
  month_donations: number;
  /** Donors with at least one confirmed donation there, ever. */
  donors: number;
}

/**
 * GET /api/profile/trigger/: the one next step the cabinet suggests.
 * - `record_donation`: a planned day has passed and no donation is recorded from it on (`date`: that day);
 * - `plan_donation`: whole blood is possible (`date`: from which day) and nothing is planned or booked ahead;
 * - null: nothing to suggest.
 */
export const PROFILE_TRIGGERS = ['record_donation', 'plan_donation'] as const;
export interface ProfileTrigger {
  trigger: (typeof PROFILE_TRIGGERS)[number] | null;
  date: string | null;
}

/**
 * GET /api/profile/popup-trigger/: the popup the cabinet may show once.
 * - `add_email`: the account has no e-mail (receipts and reminders go there) and the donor has not
 *   followed the prompt yet (POST /api/auth/email_widget_link_checked/ ends it);
 * - null: none.
 */
export interface PopupTrigger {
  popup: 'add_email' | null;
}

/** POST /api/auth/email_widget_link_checked/: when the prompt was followed (the first time; repeats keep it). */
export interface EmailWidgetChecked {
  email_widget_link_checked_at: string;
}

/** GET /api/donations/honor/: progress to each honorary title (the eligibility engine's). */
export interface DonationsHonor {
  results: HonoraryProgress[];
}

/** GET /api/profile/honor/: the honor certificate, if added, and the progress beside it. */
export interface ProfileHonor {
  certificate: HonorCertificate | null;
  honorary: HonoraryProgress[];
}

/** GET /api/blood_stations/selected/: the donor's favourite (selected) stations, with their needs. */
export interface SelectedStation {
  id: number;
  slug: string;
  title: string;
  address: string;
  blood_needs: BloodNeeds;
}

/** GET /api/needs/?city_id=: open stations that need at least one blood group now, freshest first. */
export interface StationNeed {
  blood_station: { id: number; slug: string; title: string };
  blood_needs: BloodNeeds;
  needs_updated_at: string | null;
}

/** GET /api/profile/activity/: the donor's own record, newest first. */
export const ACTIVITY_KINDS = ['donation', 'booking', 'plan'] as const;
export interface ActivityItem {
  kind: (typeof ACTIVITY_KINDS)[number];
  date: string;
  title: string;
}
