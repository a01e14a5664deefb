// The User shape of spec §3 (shared/contract `User`), built from the users table and its
// aggregates: donation_agg, city, managed_organizations.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizePhone, isPhoneLogin, type Profile, type User } from '@donor/shared/contract/common';
import { RECORD_STATUSES } from '@donor/shared/contract/donation-trust';
import { isSectionApp } from '@donor/shared/contract/sections';
import { bloodStations, cities, donations, organizationManagers, organizations, sectionTeam, stationStaff, users } from '../schema.ts';
import type { Tx } from '../db.ts';

export type UserRow = typeof users.$inferSelect;


/**
 * The one spelling of a login (spec §5: a value starting with + is a phone, else an e-mail,
 * case-insensitive): "+7 (999) 000-00-01" and "89990000001" give the same key. Limits keyed on
 * a login use this, never the text typed (docs/SECURITY.md "Вход").
 */
export function loginKey(username: string): string {
  const value = username.trim();
  return isPhoneLogin(value) ? normalizePhone(value) : value.toLowerCase();
}

export async function findUserByLogin(db: Tx, username: string): Promise<UserRow | undefined> {
  const value = username.trim();
  const where = isPhoneLogin(value) ? eq(users.phone, normalizePhone(value)) : eq(sql`lower(${users.email})`, value.toLowerCase());
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

export async function findUser(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * One query for the three aggregates (/me is on every signed-in page, and each PGlite round trip
 * costs about a millisecond of the one JS thread, whatever the query). Dates and the
 * organisations come back as text, read the same way from PGlite and postgres.js.
 */
export async function serializeUser(db: Tx, u: UserRow): Promise<User> {
  // The donor's own record, pending donations included (shared/src/contract/donation-trust.ts).
  const accepted = and(eq(donations.userId, u.id), inArray(donations.status, [...RECORD_STATUSES]));
  const [agg] = await db
    .select({
      n: sql<number>`(select count(*)::int from ${donations} where ${accepted})`,
      last: sql<string | null>`(select max(${donations.donateAt})::text from ${donations} where ${accepted})`,
      city: sql<string | null>`(select ${cities.title} from ${cities} where ${cities.id} = ${u.cityId})`,
      orgs: sql<string>`(select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name) order by o.id), '[]')::text
        from ${organizationManagers} m join ${organizations} o on o.id = m.organization_id where m.user_id = ${u.id})`,
      stations: sql<string>`(select coalesce(json_agg(json_build_object('id', b.id, 'title', b.title) order by b.id), '[]')::text
        from ${stationStaff} s join ${bloodStations} b on b.id = s.blood_station_id where s.user_id = ${u.id})`,
      sections: sql<string>`(select coalesce(json_agg(t.app order by t.app), '[]')::text from ${sectionTeam} t where t.user_id = ${u.id})`,
    })
    .from(users)
    .where(eq(users.id, u.id));
  const city = u.cityId !== null && agg?.city != null ? { id: u.cityId, title: agg.city } : null;
  const sections = (JSON.parse(agg?.sections ?? '[]') as string[]).filter(isSectionApp);
  return {
    id: u.id,
    email: u.email,
    phone: u.phone,
    first_name: u.firstName,
    last_name: u.lastName,
    birth_date: u.birthDate,
    tag: u.tag,
    donation_agg: { count: Number(agg?.n ?? 0), last_donate_at: agg?.last ?? null },
    city,
    managed_organizations: JSON.parse(agg?.orgs ?? '[]') as { id: number; name: string }[],
    photo: u.photoSmall ? { small: u.photoSmall } : null,
    hide_name: u.hideName,
    gender: u.gender ?? null,
    blood_group: u.bloodGroup ?? null,
    kell: u.kell ?? null,
    metadata: u.metadata ?? {},
    staff: {
      moderator: u.isStaff,
      stations: JSON.parse(agg?.stations ?? '[]') as { id: number; title: string }[],
      // The sections whose team the user is in (docs/staff.md «Реестр разделов»); only when
      // there are some, so every other account's /me stays as it was.
      ...(sections.length > 0 ? { sections } : {}),
    },
  };
}

/** GET /api/profile/: the user plus what the cabinet shows. */
export async function serializeProfile(db: Tx, u: UserRow): Promise<Profile> {
  return { ...(await serializeUser(db, u)), referral_code: u.referralCode, date_joined: u.dateJoined.toISOString() };
}
