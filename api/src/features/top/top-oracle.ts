// Test support: the ranking computed a second, independent way — every donation and donor read
// as plain rows, filtered and counted in JavaScript — so the tests compare the API's SQL (summary
// table, triggers, indexes) with what spec §3 Top-donors filter means. Never imported by the API.
import { sql } from 'drizzle-orm';
import type { TopCounts, TopFilter } from '@donor/shared/contract/top';
import type { Tx } from '../../db.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

export interface WorldUser {
  id: number;
  firstName: string;
  lastName: string;
  hidden: boolean;
  photo: string | null;
  cityId: number | null;
  regionId: number | null;
  countryId: number | null;
  gender: string | null;
  birthDate: string | null;
  bloodGroup: string | null;
  kell: string | null;
  deleted: boolean;
  orgs: number[];
}
export interface WorldDonation {
  userId: number;
  donateAt: string;
  status: string;
  bloodClass: string;
  stationId: number | null;
}
export interface World {
  users: Map<number, WorldUser>;
  donations: WorldDonation[];
}
export interface Expected {
  userId: number;
  counts: TopCounts;
  reachedAt: string;
}

export async function loadWorld(db: Tx): Promise<World> {
  const users = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT u.id, u.first_name, u.last_name, u.hide_name, u.photo_small, u.city_id, c.region_id, c.country_id, u.gender,
      u.birth_date::text AS birth_date, u.blood_group, u.kell, u.deleted_at IS NOT NULL AS deleted,
      coalesce((SELECT array_agg(m.organization_id) FROM organization_members m WHERE m.user_id = u.id), '{}') AS orgs
    FROM users u LEFT JOIN cities c ON c.id = u.city_id`));
  const donations = rowsOf<Record<string, unknown>>(await db.execute(sql`
    SELECT user_id, donate_at::text AS donate_at, status, blood_class, blood_station_id FROM donations`));
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    users: new Map(users.map((u) => [Number(u.id), {
      id: Number(u.id), firstName: String(u.first_name), lastName: String(u.last_name), hidden: u.hide_name === true,
      photo: (u.photo_small as string | null) ?? null, cityId: num(u.city_id), regionId: num(u.region_id), countryId: num(u.country_id),
      gender: (u.gender as string | null) ?? null, birthDate: (u.birth_date as string | null) ?? null,
      bloodGroup: (u.blood_group as string | null) ?? null, kell: (u.kell as string | null) ?? null, deleted: u.deleted === true,
      orgs: (u.orgs as number[]).map(Number),
    }])),
    donations: donations.map((d) => ({
      userId: Number(d.user_id), donateAt: String(d.donate_at), status: String(d.status), bloodClass: String(d.blood_class), stationId: num(d.blood_station_id),
    })),
  };
}

/** Full years on `today` (YYYY-MM-DD strings compare as dates). */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) >= birth.slice(5) ? years : years - 1;
}

function donorMatches(u: WorldUser, f: TopFilter, today: string): boolean {
  if (f.city !== null && u.cityId !== f.city) return false;
  if (f.region !== null && u.regionId !== f.region) return false;
  if (f.country !== null && u.countryId !== f.country) return false;
  if (f.blood_group.length > 0 && !f.blood_group.includes(u.bloodGroup as never)) return false;
  if (f.kell !== 'any' && u.kell !== f.kell) return false;
  if (f.gender !== 'any' && u.gender !== f.gender) return false;
  if ((f.age_start !== null || f.age_end !== null) && u.birthDate === null) return false;
  if (f.age_start !== null && ageOn(u.birthDate!, today) < f.age_start) return false;
  if (f.age_end !== null && ageOn(u.birthDate!, today) > f.age_end) return false;
  if (f.organization_id !== null && !u.orgs.includes(f.organization_id)) return false;
  return true;
}

/** Donors in ranking order, with `donationOk` narrowing the donations (the home page's month). */
export function expectedRanking(w: World, f: TopFilter, today: string, donationOk: (d: WorldDonation) => boolean = () => true): Expected[] {
  const year = today.slice(0, 4);
  const everRanked = new Set(w.donations.filter((d) => d.status === 'accepted').map((d) => d.userId));
  const per = new Map<number, Expected>();
  for (const d of w.donations) {
    const u = w.users.get(d.userId)!;
    if (d.status !== 'accepted' || u.deleted || !everRanked.has(u.id) || !donorMatches(u, f, today) || !donationOk(d)) continue;
    if (f.by_year && d.donateAt.slice(0, 4) !== year) continue;
    if (f.blood_station_id !== null && d.stationId !== f.blood_station_id) continue;
    if (f.components.length > 0 && !f.components.includes(d.bloodClass as never)) continue;
    const e = per.get(u.id) ?? { userId: u.id, reachedAt: '', counts: { total: 0, blood: 0, plasma: 0, platelets: 0, erythrocytes: 0, granulocytes: 0 } };
    e.counts.total += 1;
    e.counts[d.bloodClass as keyof TopCounts] += 1;
    if (d.donateAt > e.reachedAt) e.reachedAt = d.donateAt;
    per.set(u.id, e);
  }
  return [...per.values()].sort((a, b) => b.counts.total - a.counts.total || a.reachedAt.localeCompare(b.reachedAt) || a.userId - b.userId);
}
