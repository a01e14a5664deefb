// The staff side's demo data (development only, like every seed: ARCHITECTURE §3 "Seed"): a
// moderator and a nurse who works at two Moscow stations (the README lists their passwords; the
// organization manager is seed.ts's manager@example.com), so every staff screen has someone to
// open it. The work for them — pending donations, pending help-me requests — is seeded by
// the areas themselves (seedStaffWork below calls them).
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { SECTION_APPS } from '@donor/shared/routes';
import { bloodStations, sectionTeam, stationStaff, users } from '../../schema.ts';
import { seedPendingDonations } from './seed-donations.ts';
import { seedPendingRequests } from './seed-helpme.ts';

export const STAFF_ACCOUNTS = {
  moderator: { email: 'moderator@example.com', password: 'demo-moderator-2026', firstName: 'Ольга', lastName: 'Смирнова' },
  nurse: { email: 'nurse@example.com', password: 'demo-nurse-2026', firstName: 'Марина', lastName: 'Козлова' },
  /** A section team's deploy account (docs/staff.md «Реестр разделов»): in every section's team. */
  sections: { email: 'sections@example.com', password: 'demo-sections-2026', firstName: 'Денис', lastName: 'Орлов' },
} as const;

/** The Moscow stations the nurse works at: the first two of the city (slugs moscow-1, moscow-2). */
export const NURSE_STATION_SLUGS = ['moscow-1', 'moscow-2'] as const;

export async function seedStaff(tx: Tx, now: Date): Promise<{ moderatorId: number; nurseId: number }> {
  const [moderator, nurse] = await tx
    .insert(users)
    .values([
      {
        email: STAFF_ACCOUNTS.moderator.email, passwordHash: await hashPassword(STAFF_ACCOUNTS.moderator.password),
        firstName: STAFF_ACCOUNTS.moderator.firstName, lastName: STAFF_ACCOUNTS.moderator.lastName,
        cityId: 1, referralCode: 'MODER2026', isActive: true, isStaff: true, dateJoined: now,
      },
      {
        email: STAFF_ACCOUNTS.nurse.email, passwordHash: await hashPassword(STAFF_ACCOUNTS.nurse.password),
        firstName: STAFF_ACCOUNTS.nurse.firstName, lastName: STAFF_ACCOUNTS.nurse.lastName,
        cityId: 1, referralCode: 'NURSE2026', isActive: true, dateJoined: now,
      },
    ])
    .returning({ id: users.id });
  const stations = await tx.select({ id: bloodStations.id }).from(bloodStations)
    .where(and(eq(bloodStations.cityId, 1), inArray(bloodStations.slug, [...NURSE_STATION_SLUGS])));
  await tx.insert(stationStaff).values(stations.map((s) => ({ userId: nurse!.id, bloodStationId: s.id, grantedBy: moderator!.id, grantedAt: now })));
  await seedPendingDonations(tx, now); // the moderator's queue: donors' certificates to check
  await seedPendingRequests(tx, now); // two help-me requests waiting for review
  return { moderatorId: moderator!.id, nurseId: nurse!.id };
}

/**
 * The section-team account the deploy command signs in with (scripts/sections/). Seeded last
 * (seed.ts), so the ids of every account seeded before it stay as they were.
 */
export async function seedSectionTeam(tx: Tx, now: Date): Promise<number> {
  const a = STAFF_ACCOUNTS.sections;
  const [user] = await tx
    .insert(users)
    .values({ email: a.email, passwordHash: await hashPassword(a.password), firstName: a.firstName, lastName: a.lastName,
      cityId: 1, referralCode: 'SECTIONS26', isActive: true, dateJoined: now })
    .returning({ id: users.id });
  await tx.insert(sectionTeam).values(SECTION_APPS.map((app) => ({ userId: user!.id, app, grantedBy: null, grantedAt: now })));
  return user!.id;
}
