// The messages of a help-me sign-up (docs/helpme.md «Письма о записи»), through the outbox in the
// sign-up's own transaction (ARCHITECTURE §3), as an event booking's are (booking-notify.ts: the
// same channel rule, the same confirmation + reminder sender). Signing up queues the donor's
// confirmation with the day's .ics and the reminder at 10:00 station time the day before (ref
// `need-booking:<id>`); leaving takes the reminder back and queues the cancellation with the same
// UID and METHOD:CANCEL. The request's author is told of both, with the new count, on the
// author's own channels (their settings apply; the donor is not named).
import { count, eq } from 'drizzle-orm';
import { pathTo } from '@donor/shared/routes';
import type { Tx } from '../../db.ts';
import { bloodStationInfo, bloodStations, users } from '../../schema.ts';
import { dropQueued, queueMessage } from '../../lib/outbox.ts';
import { needJoinedUsers, needTimeSlots, needs } from '../helpme/schema.ts';
import { DEFAULT_UTC_OFFSET_MIN } from '../helpme/needs-data.ts';
import { stationDays } from '../helpme/need-days.ts';
import { channelOf, queueVisitMessages } from './booking-notify.ts';
import { reminderAt } from './booking-texts.ts';
import {
  needBookingRef, needConfirmationEmail, needConfirmationSms, needIcs, needReminderEmail, needReminderSms, requesterEmail, requesterSms,
  type NeedBookingKind, type NeedVisitFacts,
} from './need-booking-texts.ts';

/** The sign-up (on leaving, the row just deleted: the caller keeps its values). */
export interface NeedSignUp {
  id: number;
  needId: number;
  timeslotId: number;
  userId: number;
}

export async function notifyNeedBooking(db: Tx, now: Date, kind: NeedBookingKind, j: NeedSignUp, origin: string): Promise<void> {
  await dropQueued(db, needBookingRef(j.id));
  const [row] = await db
    .select({
      title: needs.title, stationId: needs.bloodStationId, authorId: needs.authorUserId, required: needs.requiredDonorsCount,
      date: needTimeSlots.date, stationTitle: bloodStations.title, address: bloodStations.address, offset: bloodStationInfo.utcOffsetMin,
    })
    .from(needs)
    .innerJoin(needTimeSlots, eq(needTimeSlots.id, j.timeslotId))
    .leftJoin(bloodStations, eq(bloodStations.id, needs.bloodStationId))
    .leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, needs.bloodStationId))
    .where(eq(needs.id, j.needId));
  const [donor] = await db.select({ id: users.id, email: users.email, phone: users.phone, firstName: users.firstName }).from(users).where(eq(users.id, j.userId));
  if (!row || !donor) return;
  const day = (await stationDays(db, row.stationId, [row.date])).get(row.date)!;
  const facts: NeedVisitFacts = {
    joinedId: j.id,
    needId: j.needId,
    title: row.title,
    stationTitle: row.stationTitle,
    address: row.address ?? '',
    date: row.date,
    opens: day.opens,
    closes: day.closes,
    utcOffsetMin: row.offset ?? DEFAULT_UTC_OFFSET_MIN,
    firstName: donor.firstName,
    url: `${origin}${pathTo('recipient', { id: j.needId })}/`,
  };

  const to = await channelOf(db, donor);
  if (to) {
    await queueVisitMessages(db, now, to, {
      email: needConfirmationEmail(kind, facts),
      attachments: [needIcs(kind, facts, now)],
      sms: needConfirmationSms(kind, facts),
      ...(kind === 'cancelled' ? {} : { reminder: { at: reminderAt(facts), ref: needBookingRef(j.id), email: needReminderEmail(facts), sms: needReminderSms(facts) } }),
    });
  }

  if (row.authorId === null || row.authorId === donor.id) return;
  const [author] = await db.select({ id: users.id, email: users.email, phone: users.phone }).from(users).where(eq(users.id, row.authorId));
  const toAuthor = author ? await channelOf(db, author) : null;
  if (!toAuthor) return;
  const [joined] = await db.select({ n: count() }).from(needJoinedUsers).where(eq(needJoinedUsers.addressNeedId, j.needId));
  const counts = { joined: joined?.n ?? 0, required: row.required };
  if (toAuthor.channel === 'email') await queueMessage(db, now, { ...toAuthor, ...requesterEmail(kind, facts, counts) });
  else await queueMessage(db, now, { ...toAuthor, body: requesterSms(kind, facts, counts) });
}
