// The User shape of spec §3 (shared/contract `User`), built from the users table and its
// aggregates: donation_agg, city, managed_organizations.
import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import { normalizePhone, isPhoneLogin, type Profile, type User } from '@donor/shared/contract';
import { cities, donations, organizationManagers, organizations, users } from '../schema.ts';
import type { Tx } from '../db.ts';

export type UserRow = typeof users.$inferSelect;

/** spec §5: a value starting with + is a phone, else an e-mail (case-insensitive). */
export async function findUserByLogin(db: Tx, username: string): Promise<UserRow | undefined> {
  const value = username.trim();
  const where = isPhoneLogin(value) || /^8\d{10}$/.test(value.replace(/[\s\-()]/g, ''))
    ? eq(users.phone, normalizePhone(value))
    : eq(sql`lower(${users.email})`, value.toLowerCase());
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

export async function findUser(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function serializeUser(db: Tx, u: UserRow): Promise<User> {
  const [agg] = await db
    .select({ n: count(), last: max(donations.donateAt) })
    .from(donations)
    .where(and(eq(donations.userId, u.id), inArray(donations.status, ['accepted', 'pre_accepted'])));
  const city = u.cityId === null
    ? null
    : ((await db.select({ id: cities.id, title: cities.title }).from(cities).where(eq(cities.id, u.cityId)))[0] ?? null);
  const orgs = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizationManagers)
    .innerJoin(organizations, eq(organizations.id, organizationManagers.organizationId))
    .where(eq(organizationManagers.userId, u.id))
    .orderBy(organizations.id);
  return {
    id: u.id,
    email: u.email,
    phone: u.phone,
    first_name: u.firstName,
    last_name: u.lastName,
    birth_date: u.birthDate,
    tag: u.tag,
    donation_agg: { count: agg?.n ?? 0, last_donate_at: agg?.last ?? null },
    city,
    managed_organizations: orgs,
    photo: u.photoSmall ? { small: u.photoSmall } : null,
  };
}

/** GET /api/profile/: the user plus what the cabinet shows. */
export async function serializeProfile(db: Tx, u: UserRow): Promise<Profile> {
  return { ...(await serializeUser(db, u)), referral_code: u.referralCode, date_joined: u.dateJoined.toISOString() };
}
