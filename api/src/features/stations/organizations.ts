// spec §7: GET /api/organizations/{id}; GET /api/organizations/{id}/events/ and /address_needs/
// (each {actual, past}, spec §3 Organization); POST /api/organizations/{id}/join/ and /left/
// return the organization data (spec §4 Organization status: the response replaces it);
// GET /api/organizations/all_names/ (country, region, city_id, s) for option lists.
import { and, asc, count, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AddressNeed, Organization, OrganizationEvents, OrganizationNeeds } from '@donor/shared/contract/stations';
import {
  getOrganization, joinOrganization, leaveOrganization, listOrganizationEvents, listOrganizationNames, listOrganizationNeeds,
} from '@donor/shared/endpoints/stations';
import { bloodStations, cities, organizationManagers, organizations } from '../../schema.ts';
import { organizationMembers } from './schema.ts';
import { events } from '../booking/schema.ts';
import { addressNeeds, needs } from '../helpme/schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { listBody, pathId, queryId, queryText, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { currentUser, requireUser } from '../../lib/tokens.ts';
import { serializeEvents } from '../booking/events-data.ts';
import { likeEscape } from './cities.ts';

/** How many actual/past items the organization page shows of each kind. */
const SECTION_LIMIT = 20;

async function loadOrganization(db: Tx, id: number, userId: number | null): Promise<Organization> {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, cityId: organizations.cityId, cityTitle: cities.title })
    .from(organizations)
    .leftJoin(cities, eq(cities.id, organizations.cityId))
    .where(eq(organizations.id, id));
  if (!row) throw notFound();
  const [members] = await db.select({ n: count() }).from(organizationMembers).where(eq(organizationMembers.organizationId, id));
  let status: Organization['user_status'] = null;
  if (userId !== null) {
    const [m] = await db.select({ one: sql`1` }).from(organizationMembers).where(and(eq(organizationMembers.organizationId, id), eq(organizationMembers.userId, userId)));
    const [mg] = await db.select({ one: sql`1` }).from(organizationManagers).where(and(eq(organizationManagers.organizationId, id), eq(organizationManagers.userId, userId)));
    status = { joined: Boolean(m), is_manager: Boolean(mg) };
  }
  return {
    id: row.id,
    name: row.name,
    city: row.cityId !== null && row.cityTitle !== null ? { id: row.cityId, title: row.cityTitle } : null,
    members_count: members?.n ?? 0,
    user_status: status,
  };
}

async function visitorId(c: Ctx): Promise<number | null> {
  return (await currentUser(c, c.get('deps')))?.user.id ?? null;
}

export function registerOrganizationRoutes(app: Hono<ApiEnv>): void {
  route(app, listOrganizationNames, async (c, io) => {
    const { db } = c.get('deps');
    const s = queryText(c, 's');
    const cityId = queryId(c, 'city_id');
    const region = queryId(c, 'region');
    const country = queryId(c, 'country');
    const page = readPage(c);
    const where: SQL[] = [];
    if (s) where.push(sql`lower(${organizations.name}) LIKE ${`%${likeEscape(s)}%`}`);
    if (cityId) where.push(eq(organizations.cityId, cityId));
    if (region !== undefined) where.push(eq(cities.regionId, region));
    if (country !== undefined) where.push(eq(cities.countryId, country));
    const cond = where.length > 0 ? and(...where) : undefined;
    const [total] = await db.select({ n: count() }).from(organizations).leftJoin(cities, eq(cities.id, organizations.cityId)).where(cond);
    const rows = await db.select({ id: organizations.id, name: organizations.name }).from(organizations)
      .leftJoin(cities, eq(cities.id, organizations.cityId)).where(cond)
      .orderBy(asc(organizations.name), asc(organizations.id)).limit(page.size).offset(page.offset);
    return io.ok(listBody(c, page, total?.n ?? 0, rows));
  });

  route(app, getOrganization, async (c, io) => io.ok(await loadOrganization(c.get('deps').db, pathId(c), await visitorId(c))));

  route(app, listOrganizationEvents, async (c, io) => {
    const { db, now } = c.get('deps');
    const id = pathId(c);
    await loadOrganization(db, id, null);
    const userId = await visitorId(c);
    const at = now();
    // A cancelled event leaves the public lists (docs/booking.md «Акции сотрудников»).
    const actual = await db.select().from(events).where(and(eq(events.organizationId, id), gt(events.endDate, at), isNull(events.cancelledAt)))
      .orderBy(asc(events.startDate), asc(events.id)).limit(SECTION_LIMIT);
    const past = await db.select().from(events).where(and(eq(events.organizationId, id), lte(events.endDate, at), isNull(events.cancelledAt)))
      .orderBy(desc(events.endDate), asc(events.id)).limit(SECTION_LIMIT);
    const body: OrganizationEvents = { actual: await serializeEvents(db, actual, userId), past: await serializeEvents(db, past, userId) };
    return io.ok(body);
  });

  // A need is actual while it is searched for and its last day has not passed.
  route(app, listOrganizationNeeds, async (c, io) => {
    const { db, now } = c.get('deps');
    const id = pathId(c);
    await loadOrganization(db, id, null);
    const today = now().toISOString().slice(0, 10);
    const rows = await db
      .select({ n: addressNeeds, st: { id: bloodStations.id, slug: bloodStations.slug, title: bloodStations.title, address: bloodStations.address } })
      .from(addressNeeds)
      .leftJoin(bloodStations, eq(bloodStations.id, addressNeeds.bloodStationId))
      // Public: published requests only (docs/helpme.md «Модерация»; `needs` is the same table with every column).
      .where(and(eq(addressNeeds.organizationId, id), eq(needs.moderation, 'published')))
      .orderBy(asc(addressNeeds.lastDate), asc(addressNeeds.id));
    const toNeed = (r: (typeof rows)[number]): AddressNeed => ({
      id: r.n.id, title: r.n.title, blood_class: r.n.bloodClass, requested_blood_types: r.n.requestedBloodTypes,
      required_donors_count: r.n.requiredDonorsCount, status: r.n.status, last_date: r.n.lastDate,
      blood_station: r.st && r.st.id !== null ? r.st : null,
    });
    const isActual = (r: (typeof rows)[number]) => r.n.status === 'search_in_progress' && r.n.lastDate >= today;
    const body: OrganizationNeeds = {
      actual: rows.filter(isActual).slice(0, SECTION_LIMIT).map(toNeed),
      past: rows.filter((r) => !isActual(r)).reverse().slice(0, SECTION_LIMIT).map(toNeed),
    };
    return io.ok(body);
  });

  // Joining twice or leaving when not a member is not an error: the answer is the current state.
  route(app, joinOrganization, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const id = pathId(c);
    await loadOrganization(deps.db, id, null);
    await deps.db.insert(organizationMembers).values({ organizationId: id, userId: user.id, joinedAt: deps.now() }).onConflictDoNothing();
    return io.ok(await loadOrganization(deps.db, id, user.id));
  });

  route(app, leaveOrganization, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const id = pathId(c);
    await loadOrganization(deps.db, id, null);
    await deps.db.delete(organizationMembers).where(and(eq(organizationMembers.organizationId, id), eq(organizationMembers.userId, user.id)));
    return io.ok(await loadOrganization(deps.db, id, user.id));
  });
}

