// spec §7 "Donations, stations, notices": the donor's donations — list with filters, add, one
// donation (owner: everything; anyone else: the public-safe part, spec §2 /profile/donations/[id]),
// edit, delete, "is there one on this day". /me's donation_agg counts accepted + pre_accepted
// (lib/users.ts) and the session cache is emptied on every write (lib/auth-cache.ts).
// Review (docs/staff.md «Проверка донаций»): a moderator accepts or rejects what the donor wrote;
// the donor never sets the status (the bodies have no such field). Editing a rejected donation
// sends it again; see updateDonation below for what an edit does to each status.
import { and, count, desc, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createDonation, deleteDonation, getDonation, getDonationExists, listDonations, updateDonation } from '@donor/shared/endpoints/cabinet';
import {
  BLOOD_CLASSES, DONATION_STATUSES, DonationCreateBody, DonationUpdateBody, dayField,
  type BloodClass, type Donation, type DonationPublic, type DonationStatus,
} from '@donor/shared/contract/cabinet';
import * as MSG from '@donor/shared/messages';
import * as SDM from '@donor/shared/staff-donations-messages';
import type { RejectReason } from '@donor/shared/staff-donations-messages';
import { bloodStations, donationShipments, donations } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { ApiError, fieldError, notFound } from '../../lib/errors.ts';
import { listBody, pathId, queryText, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { currentUser, requireUser } from '../../lib/tokens.ts';
import { assertNotFuture, ownDonationOr404, stationOrError, type DonationRow } from './checks.ts';
import { deletePicturesOf, ownPicture, pictureUrl } from '../uploads/pictures.ts';
import type { PictureStorage } from '../uploads/storage.ts';
import { recomputeAfterDonation } from '../achievements/achievements-store.ts';
import { refreshNextDates } from '../comeback/next-dates.ts';

type Shipped = { hospital: string; sent_on: string } | null;
type Row = DonationRow & { stationTitle: string | null; shipped: Shipped };

// The shipment to a hospital, if station staff marked one (docs/staff.md «Ваша кровь помогла»).
const rowSelect = { d: donations, stationTitle: bloodStations.title, hospital: donationShipments.hospital, sentOn: donationShipments.sentOn };
const flat = (r: { d: DonationRow; stationTitle: string | null; hospital: string | null; sentOn: string | null }): Row => ({
  ...r.d, stationTitle: r.stationTitle, shipped: r.hospital !== null && r.sentOn !== null ? { hospital: r.hospital, sent_on: r.sentOn } : null,
});

function serialize(r: Row): Donation {
  return {
    id: r.id,
    donate_at: r.donateAt,
    status: r.status,
    blood_class: r.bloodClass as BloodClass,
    blood_station: r.bloodStationId !== null && r.stationTitle !== null ? { id: r.bloodStationId, title: r.stationTitle } : null,
    is_paid: r.isPaid,
    volume_ml: r.volumeMl,
    certificate: r.certificatePictureId !== null ? { id: r.certificatePictureId, url: pictureUrl(r.certificatePictureId) } : null,
    created_at: r.createdAt.toISOString(),
    rejection: r.status === 'rejected' && r.reviewedAt
      ? { reason: (r.rejectReason ?? 'other') as RejectReason, comment: r.rejectComment, at: r.reviewedAt.toISOString() }
      : null,
    shipment: r.shipped,
  };
}

const publicPart = (d: Donation): DonationPublic => ({ id: d.id, donate_at: d.donate_at, blood_class: d.blood_class, status: d.status, blood_station: d.blood_station });

async function loadRow(db: Tx, where: SQL | undefined): Promise<Row | undefined> {
  const [r] = await db.select(rowSelect).from(donations)
    .leftJoin(bloodStations, eq(bloodStations.id, donations.bloodStationId))
    .leftJoin(donationShipments, eq(donationShipments.id, donations.shipmentId))
    .where(where).limit(1);
  return r ? flat(r) : undefined;
}

/** A comma list of allowed values (`status=accepted,pre_accepted`); empty = no filter. */
function queryList<T extends string>(c: Ctx, name: string, allowed: readonly T[]): T[] {
  const values = (queryText(c, name, 200) ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const v of values) if (!(allowed as readonly string[]).includes(v)) throw fieldError(name, MSG.choice);
  return values as T[];
}

function queryDay(c: Ctx, name: string): string | undefined {
  const v = queryText(c, name, 20);
  if (!v) return undefined;
  const r = dayField.safeParse(v);
  if (!r.success) throw fieldError(name, r.error.issues[0]?.message ?? MSG.date);
  return r.data;
}

/** Another date of mine with a donation (a donor gives at most once a day). */
async function assertNoOtherOnDay(db: Tx, userId: number, day: string, exceptId?: number): Promise<void> {
  const where = and(eq(donations.userId, userId), eq(donations.donateAt, day), exceptId ? ne(donations.id, exceptId) : undefined);
  const [row] = await db.select({ id: donations.id }).from(donations).where(where).limit(1);
  if (row) throw fieldError('donate_at', MSG.donationExists);
}

export function registerDonationRoutes(app: Hono<ApiEnv>, storage: PictureStorage): void {
  route(app, listDonations, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const p = readPage(c);
    const gteDay = queryDay(c, 'donate_at__gte');
    const lteDay = queryDay(c, 'donate_at__lte');
    const statuses = queryList<DonationStatus>(c, 'status', DONATION_STATUSES);
    const classes = queryList<BloodClass>(c, 'blood_class', BLOOD_CLASSES);
    const where = and(
      eq(donations.userId, user.id),
      gteDay ? gte(donations.donateAt, gteDay) : undefined,
      lteDay ? lte(donations.donateAt, lteDay) : undefined,
      statuses.length > 0 ? inArray(donations.status, statuses) : undefined,
      classes.length > 0 ? inArray(donations.bloodClass, classes) : undefined,
    );
    const [total] = await deps.db.select({ n: count() }).from(donations).where(where);
    const rows = await deps.db
      .select(rowSelect)
      .from(donations)
      .leftJoin(bloodStations, eq(bloodStations.id, donations.bloodStationId))
      .leftJoin(donationShipments, eq(donationShipments.id, donations.shipmentId))
      .where(where)
      .orderBy(desc(donations.donateAt), desc(donations.id))
      .limit(p.size)
      .offset(p.offset);
    c.header('Cache-Control', 'no-store');
    return io.ok(listBody(c, p, total?.n ?? 0, rows.map((r) => serialize(flat(r)))));
  });

  route(app, getDonationExists, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const day = queryDay(c, 'donate_at');
    if (!day) throw fieldError('donate_at', MSG.required);
    const [row] = await deps.db.select({ id: donations.id }).from(donations).where(and(eq(donations.userId, user.id), eq(donations.donateAt, day))).limit(1);
    c.header('Cache-Control', 'no-store');
    return io.ok({ exists: !!row });
  });

  // A retry with the same Idempotency-Key gets the first answer (docs/booking.md «Повтор запроса»).
  idempotent(app, createDonation);
  route(app, createDonation, DonationCreateBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const now = deps.now();
    assertNotFuture(body.donate_at, now, 'donate_at');
    await stationOrError(deps.db, body.blood_station_id);
    if (body.certificate_id !== null) await ownPicture(deps.db, user.id, body.certificate_id, 'certificate_id');
    const row = await deps.db.transaction(async (tx) => {
      await assertNoOtherOnDay(tx, user.id, body.donate_at);
      // A donor-added donation is pre_accepted until a moderator accepts or rejects it (spec §3
      // Donation status; docs/staff.md «Проверка донаций»); submitted_at places it in their queue.
      const [inserted] = await tx
        .insert(donations)
        .values({
          userId: user.id, donateAt: body.donate_at, status: 'pre_accepted', bloodClass: body.blood_class, bloodStationId: body.blood_station_id,
          isPaid: body.is_paid, volumeMl: body.volume_ml, certificatePictureId: body.certificate_id, createdAt: now,
          submittedAt: now, source: 'donor',
        })
        .returning({ id: donations.id });
      await recomputeAfterDonation(tx, user.id, now); // achievements reached with this donation (features/achievements/compute.ts)
      await refreshNextDates(tx, user.id, now); // the precomputed next dates (features/comeback/next-dates.ts)
      return loadRow(tx, eq(donations.id, inserted!.id));
    });
    return io.ok(serialize(row!), 201);
  });

  route(app, getDonation, async (c, io) => {
    const deps = c.get('deps');
    const id = pathId(c);
    const row = await loadRow(deps.db, eq(donations.id, id));
    if (!row) throw notFound();
    const viewer = await currentUser(c, deps);
    c.header('Cache-Control', 'no-store');
    // spec §2: the page is reachable without login; a stranger sees no certificate, volume,
    // payment or whose donation it is.
    const full = serialize(row);
    return io.ok(viewer?.user.id === row.userId ? full : publicPart(full));
  });

  route(app, updateDonation, DonationUpdateBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const current = await ownDonationOr404(deps.db, user.id, pathId(c));
    const body = await io.body();
    // What an edit does to each status (docs/staff.md «Проверка донаций»):
    // - accepted (by a station's check-in or a moderator): its date, type, station and payment
    //   are what was verified and what the rankings count, so they never change silently — they
    //   are refused (400); the volume and the certificate picture may still be added, as they
    //   change nothing that counts. A wrong accepted record is a matter for support.
    // - rejected: saving the edit (even with no change: «send again as it is») puts it back in
    //   the queue, pre_accepted with submitted_at = now; the refusal stays on the row until the
    //   next verdict, so the moderator sees it was refused before. Nothing is deleted.
    // - pre_accepted: a change is a new version to review: submitted_at = now, so a moderator
    //   holding the old version gets 409 on their verdict instead of confirming what they did not see.
    if (current.status === 'accepted') {
      for (const field of ['donate_at', 'blood_class', 'blood_station_id', 'is_paid'] as const) {
        if (body[field] !== undefined) throw fieldError(field, MSG.donationConfirmed);
      }
    }
    const set: Partial<typeof donations.$inferInsert> = {};
    if (body.donate_at !== undefined) {
      assertNotFuture(body.donate_at, deps.now(), 'donate_at');
      set.donateAt = body.donate_at;
    }
    if (body.blood_class !== undefined) set.bloodClass = body.blood_class;
    if (body.blood_station_id !== undefined) set.bloodStationId = (await stationOrError(deps.db, body.blood_station_id)).id;
    if (body.is_paid !== undefined) set.isPaid = body.is_paid;
    if (body.volume_ml !== undefined) set.volumeMl = body.volume_ml;
    if (body.certificate_id !== undefined) {
      if (body.certificate_id !== null) await ownPicture(deps.db, user.id, body.certificate_id, 'certificate_id');
      set.certificatePictureId = body.certificate_id;
    }
    const changed = Object.keys(set).length > 0;
    if (current.status === 'rejected') Object.assign(set, { status: 'pre_accepted', submittedAt: deps.now() });
    else if (current.status === 'pre_accepted' && changed) set.submittedAt = deps.now();
    const row = await deps.db.transaction(async (tx) => {
      // Under the row lock a verdict cannot land between the check above and this write.
      const [locked] = await tx.select({ status: donations.status }).from(donations).where(eq(donations.id, current.id)).for('update');
      if (locked?.status !== current.status) throw new ApiError(409, { detail: SDM.reviewedMeanwhile });
      if (set.donateAt !== undefined) await assertNoOtherOnDay(tx, user.id, set.donateAt, current.id);
      if (Object.keys(set).length > 0) await tx.update(donations).set(set).where(eq(donations.id, current.id));
      if (Object.keys(set).length > 0) await recomputeAfterDonation(tx, user.id, deps.now());
      if (Object.keys(set).length > 0) await refreshNextDates(tx, user.id, deps.now());
      return loadRow(tx, eq(donations.id, current.id));
    });
    return io.ok(serialize(row!));
  });

  route(app, deleteDonation, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const current = await ownDonationOr404(deps.db, user.id, pathId(c));
    if (current.status === 'accepted') throw new ApiError(403, { detail: MSG.donationConfirmedDelete });
    await deps.db.transaction(async (tx) => {
      await tx.delete(donations).where(eq(donations.id, current.id));
      // A reached stage is never taken back (features/achievements/compute.ts); this may still raise a referrer's.
      await recomputeAfterDonation(tx, user.id, deps.now());
      await refreshNextDates(tx, user.id, deps.now());
    });
    // The certificate is the donor's medical paper: it goes with the donation, unless another
    // donation, the honor certificate or the profile shows the same picture (deletePicturesOf).
    if (current.certificatePictureId !== null) await deletePicturesOf(deps.db, storage, user.id, [current.certificatePictureId]);
    return io.empty();
  });
}
