// Staff of a browser test's own (development and tests only, like the outbox views beside it:
// ARCHITECTURE §3 "Seed"): POST /api/dev/staff/ gives a registered account the moderator flag,
// station-staff rows (stations by slug) and organization-manager rows. A browser spec that writes
// as staff registers a person and makes them staff here (e2e/pages/staff.ts), so a slow or failed
// spec never leaves the seeded moderator's or nurse's work half done for another. Not mounted in
// production (api/src/app.ts): there, roles come only from a moderator's grant (staff-access.ts)
// and the operators' SQL (docs/staff.md «Роли»).
import { eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { DevStaffBody } from '@donor/shared/contract/dev';
import { grantDevStaff } from '@donor/shared/endpoints/dev';
import * as MSG from '@donor/shared/messages';
import * as SM from '@donor/shared/staff-messages';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { bloodStations, organizationManagers, organizations, stationStaff, users } from '../../schema.ts';
import { rolesOf } from './roles.ts';

export function registerDevStaffRoutes(app: Hono<ApiEnv>): void {
  route(app, grantDevStaff, DevStaffBody, async (c, io) => {
    const { db, now } = c.get('deps');
    const body = await io.body();
    const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.user_id)).limit(1);
    if (!person) throw fieldError('user_id', SM.userNotFound);
    const slugs = body.station_slugs ?? [];
    const stations = slugs.length ? await db.select({ id: bloodStations.id, slug: bloodStations.slug }).from(bloodStations).where(inArray(bloodStations.slug, slugs)) : [];
    const missing = slugs.find((s) => !stations.some((st) => st.slug === s));
    if (missing) throw fieldError('station_slugs', `${MSG.stationNotFound} (${missing})`);
    const orgIds = body.organization_ids ?? [];
    const orgs = orgIds.length ? await db.select({ id: organizations.id }).from(organizations).where(inArray(organizations.id, orgIds)) : [];
    if (orgs.length !== new Set(orgIds).size) throw fieldError('organization_ids', 'Нет такой организации');
    const at = now();
    await db.transaction(async (tx) => {
      if (body.moderator) await tx.update(users).set({ isStaff: true }).where(eq(users.id, person.id));
      if (stations.length) await tx.insert(stationStaff).values(stations.map((s) => ({ userId: person.id, bloodStationId: s.id, grantedBy: null, grantedAt: at }))).onConflictDoNothing();
      if (orgs.length) await tx.insert(organizationManagers).values(orgs.map((o) => ({ organizationId: o.id, userId: person.id }))).onConflictDoNothing();
    });
    const roles = await rolesOf(db, person.id);
    c.header('Cache-Control', 'no-store');
    return io.ok({ user_id: person.id, moderator: roles.moderator, station_ids: [...roles.stationIds], organization_ids: [...roles.organizationIds] });
  });
}
