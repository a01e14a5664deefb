// «Ваша кровь помогла» (docs/staff.md; spec-level issue text «Station staff mark a batch of accepted
// donations as sent to a hospital»): station staff pick accepted donations of their station and
// mark them sent to a hospital on a day. One transaction under row locks creates the shipment,
// marks the donations, writes the audit record and queues ONE push notice per donor
// (lib/donor-notice.ts; kind 'helped', which always goes). A donation goes in one shipment only:
// a second nurse, or a retry, finds it sent — an exact repeat of a shipment answers 200 with it
// and creates nothing (and `Idempotency-Key` replays the first answer, lib/idempotency.ts).
import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { ShipmentBody, StationDonationsQuery, RECENT_SHIPMENTS, type Shipment, type StationDonationItem } from '@donor/shared/contract/staff-shipments';
import type { BloodClass } from '@donor/shared/contract/cabinet';
import { createShipment, listShipments, listStationDonations } from '@donor/shared/endpoints/staff-shipments';
import { localDay } from '@donor/shared/contract/staff-stations-rules';
import { formatDate } from '@donor/shared/i18n';
import * as SSM from '@donor/shared/staff-shipments-messages';
import type { Tx } from '../../db.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { DEFAULT_UTC_OFFSET_MIN, queueDonorNotice } from '../../lib/donor-notice.ts';
import { fieldError } from '../../lib/errors.ts';
import { listBody, parseValue, readPage } from '../../lib/http.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { route } from '../../lib/route.ts';
import { bloodStationInfo, donationShipments, donations, users } from '../../schema.ts';
import { writeAudit } from './audit-log.ts';
import { actingForStation, requireStaff } from './roles.ts';
import { helpedPayload, helpedRef } from './shipment-texts.ts';

/** A donor whose account is gone is shown without a name (docs/SECURITY.md: the name was erased). */
const donorName = (u: { firstName: string; lastName: string; deletedAt: Date | null }): string =>
  u.deletedAt ? 'Донор' : `${u.firstName} ${u.lastName}`.trim();
const idList = (ids: number[]): string => ids.join(', № ');

/** Shipments with their counts, newest first. */
async function loadShipments(db: Tx, where: SQL | undefined, limit: number): Promise<Shipment[]> {
  const rows = await db
    .select({
      s: donationShipments,
      // Written out: drizzle leaves a single table's columns unqualified, and `d` has an id too.
      n: sql<number>`(select count(*)::int from donations d where d.shipment_id = donation_shipments.id)`,
      donors: sql<number>`(select count(distinct d.user_id)::int from donations d join users u on u.id = d.user_id
        where d.shipment_id = donation_shipments.id and u.deleted_at is null)`,
      by: sql<string | null>`(select trim(b.first_name || ' ' || b.last_name) from users b where b.id = donation_shipments.created_by)`,
    })
    .from(donationShipments)
    .where(where)
    .orderBy(desc(donationShipments.createdAt), desc(donationShipments.id))
    .limit(limit);
  return rows.map(({ s, n, donors, by }) => ({
    id: s.id,
    hospital: s.hospital,
    sent_on: s.sentOn,
    blood_station_id: s.bloodStationId,
    donations: Number(n),
    donors: Number(donors),
    created_at: s.createdAt.toISOString(),
    created_by: s.createdBy !== null ? { id: s.createdBy, name: by ?? '' } : null,
  }));
}

export function registerShipmentRoutes(app: Hono<ApiEnv>): void {
  // Before the donation review's `/api/staff/donations/{id}/`: "accepted" and "shipments" are not ids.
  route(app, listStationDonations, async (c, io) => {
    const actor = await requireStaff(c); // the role before anything else (permission-matrix.test.ts)
    const q = parseValue(StationDonationsQuery, c.req.query());
    actingForStation(actor, q.blood_station_id);
    const { db } = c.get('deps');
    const where = and(
      eq(donations.bloodStationId, q.blood_station_id),
      eq(donations.status, 'accepted'),
      q.shipped === 'yes' ? isNotNull(donations.shipmentId) : q.shipped === 'no' ? isNull(donations.shipmentId) : undefined,
    );
    const page = readPage(c);
    const [total] = await db.select({ n: count() }).from(donations).where(where);
    const rows = await db
      .select({ d: donations, u: { firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt }, s: { id: donationShipments.id, hospital: donationShipments.hospital, sentOn: donationShipments.sentOn } })
      .from(donations)
      .innerJoin(users, eq(users.id, donations.userId))
      .leftJoin(donationShipments, eq(donationShipments.id, donations.shipmentId))
      .where(where)
      .orderBy(desc(donations.donateAt), desc(donations.id))
      .limit(page.size)
      .offset(page.offset);
    const results: StationDonationItem[] = rows.map(({ d, u, s }) => ({
      id: d.id,
      donate_at: d.donateAt,
      blood_class: d.bloodClass as BloodClass,
      donor: { id: d.userId, name: donorName(u) },
      shipment: s && s.id !== null ? { id: s.id, hospital: s.hospital, sent_on: s.sentOn } : null,
    }));
    return io.ok(listBody(c, page, total?.n ?? 0, results));
  });

  route(app, listShipments, async (c, io) => {
    const actor = await requireStaff(c);
    const q = parseValue(StationDonationsQuery.pick({ blood_station_id: true }), c.req.query());
    actingForStation(actor, q.blood_station_id);
    const results = await loadShipments(c.get('deps').db, eq(donationShipments.bloodStationId, q.blood_station_id), RECENT_SHIPMENTS);
    return io.ok({ results });
  });

  idempotent(app, createShipment);
  route(app, createShipment, ShipmentBody, async (c, io) => {
    const actor = await requireStaff(c);
    const deps = c.get('deps');
    const body = await io.body();
    const now = deps.now();
    const ids = body.donation_ids;
    const made = await deps.db.transaction(async (tx) => {
      // The row locks, in id order: a second batch with the same donations waits here, then finds them sent.
      const rows = await tx
        .select({ id: donations.id, userId: donations.userId, donateAt: donations.donateAt, status: donations.status, stationId: donations.bloodStationId, shipmentId: donations.shipmentId })
        .from(donations)
        .where(inArray(donations.id, ids))
        .orderBy(asc(donations.id))
        .for('update');
      // The station boundary first: staff of another station learn nothing about its donations.
      const stationIds = [...new Set(rows.map((r) => r.stationId))];
      if (stationIds.includes(null)) throw fieldError('donation_ids', SSM.donationsNoStation);
      const acting = stationIds.map((id) => actingForStation(actor, id))[0];
      if (stationIds.length > 1) throw fieldError('donation_ids', SSM.donationsOtherStations);
      const missing = ids.filter((id) => !rows.some((r) => r.id === id));
      if (missing.length > 0 || !acting) throw fieldError('donation_ids', SSM.donationsMissing(idList(missing.length > 0 ? missing : ids)));
      const stationId = stationIds[0]!;
      const notAccepted = rows.filter((r) => r.status !== 'accepted').map((r) => r.id);
      if (notAccepted.length > 0) throw fieldError('donation_ids', SSM.donationsNotAccepted(idList(notAccepted)));
      const sent = rows.filter((r) => r.shipmentId !== null);
      if (sent.length > 0) {
        // The same batch again (a retry without the key): the shipment it made, and nothing new.
        const repeat = await exactRepeat(tx, body, sent);
        if (repeat !== null) return { id: repeat, created: false };
        throw fieldError('donation_ids', SSM.donationsAlreadySent(idList(sent.map((r) => r.id))));
      }
      const [info] = await tx.select({ offset: bloodStationInfo.utcOffsetMin }).from(bloodStationInfo).where(eq(bloodStationInfo.bloodStationId, stationId));
      const offset = info?.offset ?? DEFAULT_UTC_OFFSET_MIN;
      // «Not in the future» on the station's own calendar.
      if (body.sent_on > localDay(now, offset)) throw fieldError('sent_on', SSM.sentOnFuture);
      const latest = rows.reduce((max, r) => (r.donateAt > max ? r.donateAt : max), rows[0]!.donateAt);
      if (body.sent_on < latest) throw fieldError('sent_on', SSM.sentOnBeforeDonation(formatDate(latest)));

      const [shipment] = await tx.insert(donationShipments)
        .values({ bloodStationId: stationId, hospital: body.hospital, sentOn: body.sent_on, createdBy: actor.userId, createdAt: now })
        .returning({ id: donationShipments.id });
      const shipmentId = shipment!.id;
      await tx.update(donations).set({ shipmentId }).where(inArray(donations.id, ids));
      await writeAudit(tx, acting, now, {
        action: 'donation.ship',
        object: { type: 'donation_shipment', id: shipmentId },
        after: { blood_station_id: stationId, hospital: body.hospital, sent_on: body.sent_on, donation_ids: ids },
      });
      // One notice per donor, naming all of their donations in the batch; none for a deleted account.
      const living = await tx.select({ id: users.id }).from(users)
        .where(and(inArray(users.id, [...new Set(rows.map((r) => r.userId))]), isNull(users.deletedAt)));
      for (const { id: userId } of living.sort((a, b) => a.id - b.id)) {
        const mine = rows.filter((r) => r.userId === userId).map((r) => ({ id: r.id, donateAt: r.donateAt }));
        const payload = helpedPayload({ shipmentId, hospital: body.hospital, sentOn: body.sent_on, donations: mine });
        await queueDonorNotice(tx, now, userId, payload, { ref: helpedRef(shipmentId), utcOffsetMin: offset });
      }
      return { id: shipmentId, created: true };
    });
    const [answer] = await loadShipments(deps.db, eq(donationShipments.id, made.id), 1);
    return io.ok(answer!, made.created ? 201 : 200);
  });
}

/**
 * The shipment `body` already made, if every donation of it is in that one shipment, with the same
 * hospital and day, and it holds no other donation; null otherwise.
 */
async function exactRepeat(tx: Tx, body: ShipmentBody, sent: { id: number; shipmentId: number | null }[]): Promise<number | null> {
  const shipmentIds = new Set(sent.map((r) => r.shipmentId));
  if (sent.length !== body.donation_ids.length || shipmentIds.size !== 1) return null;
  const id = sent[0]!.shipmentId!;
  const [s] = await tx
    .select({ hospital: donationShipments.hospital, sentOn: donationShipments.sentOn, n: countDistinct(donations.id) })
    .from(donationShipments)
    .innerJoin(donations, eq(donations.shipmentId, donationShipments.id))
    .where(eq(donationShipments.id, id))
    .groupBy(donationShipments.id);
  return s && s.hospital === body.hospital && s.sentOn === body.sent_on && Number(s.n) === body.donation_ids.length ? id : null;
}
