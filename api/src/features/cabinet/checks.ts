// Checks shared by the cabinet's routes (spec §7 "Donations, stations, notices", "Donor plan"):
// the server's calendar, the station and donation lookups with the owner check.
import { and, eq } from 'drizzle-orm';
import * as MSG from '@donor/shared/messages';
import { bloodStations, donations } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import { fieldError, notFound } from '../../lib/errors.ts';

const HOUR_MS = 60 * 60_000;
const dayAt = (now: Date, offsetHours: number) => new Date(now.getTime() + offsetHours * HOUR_MS).toISOString().slice(0, 10);

/** Moscow's calendar day (UTC+3 all year since 2014): plans and their reminders live in it. */
export const moscowToday = (now: Date): string => dayAt(now, 3);

/**
 * The latest calendar day anywhere in Russia (Kamchatka, UTC+12): a donation dated up to it is
 * not "in the future" for any donor, whatever their time zone.
 */
export const latestRussianToday = (now: Date): string => dayAt(now, 12);

/** A day a donation can be recorded for: not after today (spec §7 add donation). */
export function assertNotFuture(day: string, now: Date, field: string): void {
  if (day > latestRussianToday(now)) throw fieldError(field, MSG.dateFuture);
}

export interface StationBrief {
  id: number;
  title: string;
  address: string;
}

/** An existing station, or a 400 at `field`. */
export async function stationOrError(db: Tx, id: number, field = 'blood_station_id'): Promise<StationBrief> {
  const [row] = await db
    .select({ id: bloodStations.id, title: bloodStations.title, address: bloodStations.address })
    .from(bloodStations)
    .where(eq(bloodStations.id, id))
    .limit(1);
  if (!row) throw fieldError(field, MSG.stationNotFound);
  return row;
}

export type DonationRow = typeof donations.$inferSelect;

/** A donation of this user, or 404 (another donor's donation does not exist for them). */
export async function ownDonationOr404(db: Tx, userId: number, id: number): Promise<DonationRow> {
  const [row] = await db.select().from(donations).where(and(eq(donations.id, id), eq(donations.userId, userId))).limit(1);
  if (!row) throw notFound();
  return row;
}

/** A donation of this user named in a body, or a 400 at `field`. */
export async function ownDonationOrError(db: Tx, userId: number, id: number, field = 'donation_id'): Promise<DonationRow> {
  const [row] = await db.select().from(donations).where(and(eq(donations.id, id), eq(donations.userId, userId))).limit(1);
  if (!row) throw fieldError(field, MSG.donationNotFound);
  return row;
}
