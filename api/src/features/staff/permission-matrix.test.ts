// The permission matrix of the staff API (docs/staff.md «Роли»), generated from ONE table: every
// staff endpoint × {anonymous, donor, staff of another station, station staff, organization
// manager, moderator}. Anonymous → 401; whoever the row does not name → 403; whoever it names
// gets past the role check — a read answers 2xx; a write sent with an empty body reaches
// validation (400) or acts, but is never refused for its role and never a 5xx. The role check
// therefore comes before anything else a handler does, for every row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { pathOf, type AnyEndpoint } from '@donor/shared/endpoint';
import * as staff from '@donor/shared/endpoints/staff';
import * as donations from '@donor/shared/endpoints/staff-donations';
import * as helpme from '@donor/shared/endpoints/staff-helpme';
import * as stations from '@donor/shared/endpoints/staff-stations';
import * as checkin from '@donor/shared/endpoints/staff-checkin';
import * as newsletter from '@donor/shared/endpoints/staff-newsletter';
import * as shipments from '@donor/shared/endpoints/staff-shipments';
import * as sections from '@donor/shared/endpoints/sections';
import { listStaffGiftRequests, updateStaffGiftRequest } from '@donor/shared/endpoints/recognition';
import { approveCollect, rejectCollect } from '@donor/shared/endpoints/donate';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { bloodStations, donations as donationRows, eventTimeSlots, events, joinedUsers, needs, notices, stationStaff, users } from '../../schema.ts';
import { STAFF_ACCOUNTS } from './seed.ts';

const WHO = ['anonymous', 'donor', 'otherStation', 'stationStaff', 'manager', 'moderator'] as const;
type Who = (typeof WHO)[number];

/** What a row's path needs: the objects made in beforeAll. */
interface Ids {
  station: number;
  stationEvent: number;
  stationSlot: number;
  orgEvent: number;
  orgSlot: number;
  organization: number;
  booking: number;
  bookingCode: string;
  donation: number;
  /** An accepted donation of `station`, not yet sent to a hospital. */
  acceptedDonation: number;
  need: number;
  notice: number;
}

interface Row {
  name: string;
  endpoint: AnyEndpoint;
  params?: (ids: Ids) => Record<string, string | number>;
  query?: (ids: Ids) => string;
  /** A write's body when the empty one cannot tell whose it is (the owner is in the body). */
  body?: (ids: Ids) => unknown;
  allowed: readonly Who[];
}

const MODERATOR = ['moderator'] as const;
const STATION = ['stationStaff', 'moderator'] as const;
const ORGANIZATION = ['manager', 'moderator'] as const;
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const TABLE: Row[] = [
  // the common part: the audit log and station-staff grants
  { name: 'audit log', endpoint: staff.listAudit, allowed: MODERATOR },
  { name: 'station staff list', endpoint: staff.listStationStaff, allowed: MODERATOR },
  { name: 'grant station staff', endpoint: staff.grantStationStaff, allowed: MODERATOR },
  { name: 'revoke station staff', endpoint: staff.revokeStationStaff, allowed: MODERATOR },
  // the newsletter issues (docs/staff.md «Рассылка»)
  { name: 'send a newsletter issue', endpoint: newsletter.sendNewsletterIssue, allowed: MODERATOR },
  // donation review
  { name: 'donation queue', endpoint: donations.listStaffDonations, allowed: MODERATOR },
  { name: 'donation queue facets', endpoint: donations.getStaffDonationFacets, allowed: MODERATOR },
  { name: 'a pending donation', endpoint: donations.getStaffDonation, params: (i) => ({ id: i.donation }), allowed: MODERATOR },
  { name: 'donation verdict', endpoint: donations.postDonationVerdict, params: (i) => ({ id: i.donation }), allowed: MODERATOR },
  // «Ваша кровь помогла»: shipments of a station's accepted donations
  { name: 'a station’s accepted donations', endpoint: shipments.listStationDonations, query: (i) => `?blood_station_id=${i.station}`, allowed: STATION },
  { name: 'a station’s shipments', endpoint: shipments.listShipments, query: (i) => `?blood_station_id=${i.station}`, allowed: STATION },
  { name: 'mark a shipment', endpoint: shipments.createShipment, allowed: STATION,
    body: (i) => ({ donation_ids: [i.acceptedDonation], hospital: 'Матрица прав', sent_on: new Date().toISOString().slice(0, 10) }) },
  // help-me moderation
  { name: 'help-me queue', endpoint: helpme.listHelpmeQueue, allowed: MODERATOR },
  { name: 'help-me verdict', endpoint: helpme.helpmeVerdict, params: (i) => ({ id: i.need }), allowed: MODERATOR },
  // what existed before the staff side: gifts and fundraisers
  { name: 'gift requests', endpoint: listStaffGiftRequests, allowed: MODERATOR },
  { name: 'move a gift request', endpoint: updateStaffGiftRequest, params: () => ({ id: 1 }), allowed: MODERATOR },
  { name: 'approve a fundraiser', endpoint: approveCollect, params: () => ({ id: 1 }), allowed: MODERATOR },
  { name: 'reject a fundraiser', endpoint: rejectCollect, params: () => ({ id: 1 }), allowed: MODERATOR },
  // the station console
  { name: 'station console', endpoint: stations.getStationConsole, params: (i) => ({ id: i.station }), allowed: STATION },
  { name: 'set a need', endpoint: stations.setStationNeed, params: (i) => ({ id: i.station }), allowed: STATION },
  { name: 'set hours', endpoint: stations.setStationHours, params: (i) => ({ id: i.station }), allowed: STATION },
  { name: 'add a closed day', endpoint: stations.addClosedDay, params: (i) => ({ id: i.station }), allowed: STATION },
  { name: 'remove a closed day', endpoint: stations.removeClosedDay, params: (i) => ({ id: i.station, date: inFuture(30) }), allowed: STATION },
  { name: 'add a notice', endpoint: stations.addNotice, params: (i) => ({ id: i.station }), allowed: STATION },
  { name: 'change a notice', endpoint: stations.updateNotice, params: (i) => ({ id: i.station, noticeId: i.notice }), allowed: STATION },
  { name: 'delete a notice', endpoint: stations.deleteNotice, params: (i) => ({ id: i.station, noticeId: i.notice }), allowed: STATION },
  // events of a station, of an organization
  { name: 'a station’s events', endpoint: stations.listStaffEvents, query: (i) => `?station_id=${i.station}`, allowed: STATION },
  { name: 'an organization’s events', endpoint: stations.listStaffEvents, query: (i) => `?organization_id=${i.organization}`, allowed: ORGANIZATION },
  { name: 'create a station event', endpoint: stations.createStaffEvent, allowed: STATION,
    body: (i) => ({ station_id: i.station, category: 'donor_day', title: 'Матрица прав', slots: [{ date: inFuture(20), start_time: '10:00', capacity: 5 }] }) },
  { name: 'create an organization event', endpoint: stations.createStaffEvent, allowed: ORGANIZATION,
    body: (i) => ({ organization_id: i.organization, category: 'blood_drive', title: 'Матрица прав', address: 'Казань, ул. Кремлёвская, 18', slots: [{ date: inFuture(20), start_time: '10:00', capacity: 5 }] }) },
  { name: 'add a slot to a station event', endpoint: stations.addEventSlot, params: (i) => ({ id: i.stationEvent }), allowed: STATION },
  { name: 'change a station slot', endpoint: stations.setSlotCapacity, params: (i) => ({ id: i.stationEvent, slotId: i.stationSlot }), allowed: STATION },
  { name: 'cancel a station event', endpoint: stations.cancelStaffEvent, params: (i) => ({ id: i.stationEvent }), allowed: STATION },
  { name: 'add a slot to an organization event', endpoint: stations.addEventSlot, params: (i) => ({ id: i.orgEvent }), allowed: ORGANIZATION },
  { name: 'change an organization slot', endpoint: stations.setSlotCapacity, params: (i) => ({ id: i.orgEvent, slotId: i.orgSlot }), allowed: ORGANIZATION },
  { name: 'cancel an organization event', endpoint: stations.cancelStaffEvent, params: (i) => ({ id: i.orgEvent }), allowed: ORGANIZATION },
  { name: 'an organization', endpoint: stations.getStaffOrganization, params: (i) => ({ id: i.organization }), allowed: ORGANIZATION },
  // check-in at the station
  { name: 'the day’s roster', endpoint: checkin.getRoster, params: (i) => ({ id: i.station }), allowed: STATION },
  { name: 'find a booking by code', endpoint: checkin.findBooking, params: (i) => ({ id: i.station }), query: (i) => `?code=${i.bookingCode}`, allowed: STATION },
  { name: 'check in', endpoint: checkin.checkIn, params: (i) => ({ id: i.station }), allowed: STATION },
  { name: 'mark donated', endpoint: checkin.markDonated, params: (i) => ({ id: i.station, bookingId: i.booking }), allowed: STATION },
  { name: 'undo an arrival', endpoint: checkin.undoArrival, params: (i) => ({ id: i.station, bookingId: i.booking }), allowed: STATION },
  // the section registry (docs/staff.md «Реестр разделов»): a section's team or a moderator — none
  // of the accounts here is in a team, so only the moderator passes (teams: sections/registry.test.ts)
  { name: 'a section’s state', endpoint: sections.sectionState, params: () => ({ app: 'mfe_top' }), allowed: MODERATOR },
  { name: 'deploy a section', endpoint: sections.deploySection, params: () => ({ app: 'mfe_top' }), allowed: MODERATOR },
  { name: 'roll a section back', endpoint: sections.rollbackSection, params: () => ({ app: 'mfe_top' }), allowed: MODERATOR },
  { name: 'a section’s canary', endpoint: sections.canarySection, params: () => ({ app: 'mfe_top' }), allowed: MODERATOR },
  { name: 'promote a section’s canary', endpoint: sections.promoteSection, params: () => ({ app: 'mfe_top' }), allowed: MODERATOR },
  { name: 'abort a section’s canary', endpoint: sections.abortSection, params: () => ({ app: 'mfe_top' }), allowed: MODERATOR },
];

let t: TestApi;
const tokens = {} as Record<Exclude<Who, 'anonymous'>, string>;
const ids = {} as Ids;

beforeAll(async () => {
  t = await makeTestApi();
  const { db } = t.handle;
  const byEmail = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const [a] = await db.select({ id: bloodStations.id }).from(bloodStations).where(eq(bloodStations.slug, 'moscow-1'));
  const [other] = await db.select({ id: bloodStations.id }).from(bloodStations).where(eq(bloodStations.slug, 'moscow-5'));
  ids.station = a!.id;
  ids.organization = 1;
  // Staff of another station: a donor made staff of moscow-5 only.
  const otherId = await byEmail(DEMO_ACCOUNTS.fresh.email);
  await db.insert(stationStaff).values({ userId: otherId, bloodStationId: other!.id, grantedAt: new Date() });

  const now = new Date();
  const start = new Date(now.getTime() + 7 * 86_400_000);
  const makeEvent = async (owner: { bloodStationId?: number; organizationId?: number }) => {
    const [event] = await db.insert(events).values({ category: 'donor_day', title: 'Для матрицы прав', cityId: 1, ...owner, startDate: start, endDate: new Date(start.getTime() + 8 * 3_600_000) }).returning({ id: events.id });
    const [slot] = await db.insert(eventTimeSlots).values({ eventId: event!.id, date: start.toISOString().slice(0, 10), startTime: '10:00', startsAt: start, capacity: 10 }).returning({ id: eventTimeSlots.id });
    return { event: event!.id, slot: slot!.id };
  };
  const stationEvent = await makeEvent({ bloodStationId: ids.station });
  const orgEvent = await makeEvent({ organizationId: ids.organization });
  Object.assign(ids, { stationEvent: stationEvent.event, stationSlot: stationEvent.slot, orgEvent: orgEvent.event, orgSlot: orgEvent.slot });
  const donorId = await byEmail(DEMO_ACCOUNTS.donor.email);
  const [booking] = await db.insert(joinedUsers).values({ eventId: stationEvent.event, timeslotId: stationEvent.slot, userId: donorId, createdAt: now, code: 'MATRIX1' }).returning({ id: joinedUsers.id });
  ids.booking = booking!.id;
  ids.bookingCode = 'MATRIX1';
  const [pending] = await db.select({ id: donationRows.id }).from(donationRows).where(eq(donationRows.status, 'pre_accepted')).limit(1);
  ids.donation = pending!.id;
  const [accepted] = await db.insert(donationRows).values({ userId: donorId, donateAt: '2025-01-15', status: 'accepted', bloodClass: 'blood', bloodStationId: ids.station, createdAt: now, source: 'station' }).returning({ id: donationRows.id });
  ids.acceptedDonation = accepted!.id;
  const [need] = await db.select({ id: needs.id }).from(needs).where(isNull(needs.closedAt)).limit(1);
  ids.need = need!.id;
  const [notice] = await db.insert(notices).values({ bloodStationId: ids.station, title: 'Матрица', text: 'Проверка прав', createdAt: now }).returning({ id: notices.id });
  ids.notice = notice!.id;

  tokens.donor = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
  tokens.otherStation = await t.login(DEMO_ACCOUNTS.fresh.email, DEMO_ACCOUNTS.fresh.password);
  tokens.stationStaff = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
  tokens.manager = await t.login(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
  tokens.moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
}, 60_000);
afterAll(async () => {
  await t?.handle.close();
});

const CASES = TABLE.flatMap((row) => WHO.map((who) => [row.name, who, row] as const));

describe('staff API permission matrix', () => {
  it('covers every staff endpoint the contract describes', () => {
    const described = [staff, donations, helpme, stations, checkin, newsletter, shipments, sections]
      .flatMap((module) => Object.values(module) as AnyEndpoint[])
      .filter((e) => e.path.startsWith('/api/staff/'));
    const inTable = new Set(TABLE.map((row) => `${row.endpoint.method} ${row.endpoint.path}`));
    expect(described.map((e) => `${e.method} ${e.path}`).filter((key) => !inTable.has(key))).toEqual([]);
  });

  it.each(CASES)('%s × %s', async (_name, who, row) => {
    const path = pathOf(row.endpoint, ...([row.params?.(ids)] as [undefined])) + (row.query?.(ids) ?? '');
    const method = row.endpoint.method;
    const body = method === 'GET' || method === 'DELETE' ? undefined : (row.body?.(ids) ?? {});
    const res = await t.call(method, path, { token: who === 'anonymous' ? undefined : tokens[who], body });
    const detail = `${method} ${path} as ${who}: ${res.status} ${await res.clone().text()}`;
    if (who === 'anonymous') expect(res.status, detail).toBe(401);
    else if (!row.allowed.includes(who)) expect(res.status, detail).toBe(403);
    else if (method === 'GET') expect(res.status, detail).toBeLessThan(300);
    else {
      expect([401, 403], detail).not.toContain(res.status);
      expect(res.status, detail).toBeLessThan(500);
    }
  });
});
