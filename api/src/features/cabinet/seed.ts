// The demo donor's cabinet (ARCHITECTURE §3 "Seed"; spec §3 Donation, Honor certificate; §7
// "Donor plan"): two years of whole blood and plasma that respect the intervals of the shared
// eligibility engine (seed-cabinet.test.ts checks each one), the latest still pre_accepted, one
// old deferral, a plan with its reminders, and an honor certificate with a generated picture.
// new@example.com gets nothing. Dates count back from the day of seeding (like the events of
// features/stations/seed.ts: a history that ended two years ago would not look like a living cabinet);
// no randomness, so one day gives one database.
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { nextPossibleDates } from '@donor/shared/eligibility/engine';
import { addDays } from '@donor/shared/eligibility/dates';
import type { BloodClass } from '@donor/shared/contract/cabinet';
import type { Tx } from '../../db.ts';
import { bloodStations, deferrals, donations, donorPlans, honorCertificates, users } from '../../schema.ts';
import { moscowToday, stationOrError } from './checks.ts';
import { donorFacts } from './facts.ts';
import { scheduleReminders } from './plan-reminders.ts';
import { savePicture } from '../uploads/pictures.ts';
import { pictureStorageFromEnv, type PictureStorage } from '../uploads/storage.ts';

/** [days before the seeding day, component, Moscow station index, volume ml, paid] — oldest first. */
export const DEMO_HISTORY: readonly (readonly [number, BloodClass, number, number, boolean])[] = [
  [730, 'blood', 0, 450, false],
  [660, 'plasma', 0, 600, false],
  [630, 'plasma', 0, 600, false],
  [570, 'blood', 1, 450, false],
  [480, 'blood', 0, 450, false],
  [440, 'plasma', 0, 600, true],
  [400, 'plasma', 0, 600, false],
  [360, 'blood', 2, 450, false],
  [300, 'plasma', 0, 600, false],
  [250, 'blood', 0, 450, false],
  [180, 'plasma', 0, 600, false],
  [140, 'plasma', 1, 600, false],
  [100, 'blood', 0, 450, false],
  [40, 'plasma', 0, 600, false],
  // Added by the donor and not yet confirmed by the station.
  [20, 'plasma', 0, 600, false],
];

/** A certificate-like picture: cream sheet, red frame, a red drop. Shapes only (no fonts: same pixels everywhere). */
export async function certificateImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="840" height="600">
  <rect width="840" height="600" fill="#fbf6ea"/>
  <rect x="24" y="24" width="792" height="552" fill="none" stroke="#b3121f" stroke-width="12"/>
  <rect x="48" y="48" width="744" height="504" fill="none" stroke="#d4a84a" stroke-width="4"/>
  <path d="M420 130 C 420 130 330 250 330 310 A 90 90 0 0 0 510 310 C 510 250 420 130 420 130 Z" fill="#c8102e"/>
  <rect x="220" y="450" width="400" height="14" rx="7" fill="#b3121f"/>
  <rect x="300" y="480" width="240" height="10" rx="5" fill="#d4a84a"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedCabinet(tx: Tx, now: Date, storage: PictureStorage = pictureStorageFromEnv()): Promise<void> {
  const [donor] = await tx.select().from(users).where(eq(users.email, 'demo@example.com')).limit(1);
  if (!donor) return;
  const today = moscowToday(now);
  await tx.update(users).set({ gender: 'female' }).where(eq(users.id, donor.id));
  const stations = await tx.select({ id: bloodStations.id }).from(bloodStations).where(eq(bloodStations.cityId, 1)).orderBy(asc(bloodStations.id)).limit(3);

  const certificate = await savePicture(tx, storage, now, donor.id, await certificateImage());
  await tx.insert(donations).values(
    DEMO_HISTORY.map(([daysAgo, bloodClass, station, volumeMl, paid], i) => ({
      userId: donor.id, donateAt: addDays(today, -daysAgo), status: i === DEMO_HISTORY.length - 1 ? ('pre_accepted' as const) : ('accepted' as const),
      bloodClass, bloodStationId: stations[station]!.id, isPaid: paid, volumeMl, createdAt: now,
    })),
  );
  await tx.insert(deferrals).values({ userId: donor.id, kind: 'illness', fromDate: addDays(today, -75), untilDate: null, note: 'ОРВИ', createdAt: now });

  // The plan: whole blood on the first allowed day at least a week ahead, at her usual station.
  const who = { ...donor, gender: 'female' as const };
  const facts = await donorFacts(tx, who);
  const planDate = nextPossibleDates(facts, addDays(today, 7)).blood.date;
  const [plan] = await tx.insert(donorPlans).values({ userId: donor.id, bloodClass: 'blood', bloodStationId: stations[0]!.id, planDate, createdAt: now }).returning();
  await scheduleReminders(tx, now, plan!, await stationOrError(tx, stations[0]!.id), donor);

  await tx.insert(honorCertificates).values({ userId: donor.id, pictureId: certificate.id, honorCertificateDate: addDays(today, -90), createdAt: now });
}
