// The messages of a booking through the outbox (ARCHITECTURE §3: written in the same transaction
// as the booking, so a rolled-back change sends nothing). A booking, a change and a cancellation
// each queue a confirmation; a booking or change also (re)queues the reminder the day before at
// 10:00 local time (ref `booking:<id>`), a cancellation takes it back. Channels (spec §7
// notifications/toggle): the donor's e-mail when it is on file and switched on, else SMS on the
// same terms — and nothing when both are off (lib/notification-prefs.ts, like plan reminders).
// The reminder is sent once however often the worker runs: the worker's claim is a state
// transition under FOR UPDATE SKIP LOCKED (features/outbox/worker.ts).
import { eq } from 'drizzle-orm';
import { pathTo } from '@donor/shared/routes';
import { pathOf } from '@donor/shared/endpoint';
import { bookingCodeQr } from '@donor/shared/endpoints/staff-checkin';
import type { Tx } from '../../db.ts';
import { bloodStations, users, type OutboxAttachment } from '../../schema.ts';
import { eventTimeSlots, events } from './schema.ts';
import { dropQueued, queueMessage, type Channel } from '../../lib/outbox.ts';
import { enabledChannels } from '../../lib/notification-prefs.ts';
import { qrAttachment } from './booking-qr.ts';
import {
  bookingIcs, bookingRef, confirmationEmail, confirmationSms, reminderAt, reminderEmail, reminderSms,
  type BookingFacts, type BookingKind,
} from './booking-texts.ts';

export interface BookingKey {
  id: number;
  eventId: number;
  timeslotId: number;
  userId: number;
  /** The check-in code, when the caller has the row (a cancellation's message does not name it). */
  code?: string;
}

interface Who {
  id: number;
  email: string | null;
  phone: string | null;
}

/** Everything the messages say about a booking (read inside the booking's transaction). */
export async function bookingFacts(db: Tx, b: BookingKey, origin: string): Promise<{ facts: BookingFacts; who: Who } | null> {
  const [row] = await db
    .select({
      eventTitle: events.title, eventAddress: events.address, offset: events.utcOffsetMin,
      stationTitle: bloodStations.title, stationAddress: bloodStations.address,
      date: eventTimeSlots.date, startTime: eventTimeSlots.startTime, startsAt: eventTimeSlots.startsAt,
    })
    .from(eventTimeSlots)
    .innerJoin(events, eq(events.id, eventTimeSlots.eventId))
    .leftJoin(bloodStations, eq(bloodStations.id, events.bloodStationId))
    .where(eq(eventTimeSlots.id, b.timeslotId));
  const [who] = await db.select({ id: users.id, email: users.email, phone: users.phone, firstName: users.firstName }).from(users).where(eq(users.id, b.userId));
  if (!row || !who) return null;
  return {
    who,
    facts: {
      joinedId: b.id,
      eventId: b.eventId,
      eventTitle: row.eventTitle,
      stationTitle: row.stationTitle,
      address: row.eventAddress || row.stationAddress || '',
      date: row.date,
      startTime: row.startTime,
      startsAt: row.startsAt,
      utcOffsetMin: row.offset,
      firstName: who.firstName,
      url: `${origin}${pathTo('event', { id: b.eventId })}/`,
      ...(b.code ? { code: b.code, qrUrl: `${origin}${pathOf(bookingCodeQr, { code: b.code })}` } : {}),
    },
  };
}

/** The donor's channel for booking messages (also a cancelled event's, event-cancel-notify.ts). */
export async function channelOf(db: Tx, who: Who): Promise<{ channel: Channel; target: string } | null> {
  const on = await enabledChannels(db, who.id);
  if (on.includes('email') && who.email) return { channel: 'email', target: who.email };
  if (on.includes('sms') && who.phone) return { channel: 'sms', target: who.phone };
  return null;
}

/**
 * One change of a visit on the donor's channel: the confirmation now (an e-mail with its files, or
 * the SMS line) and, when given, the reminder at `reminder.at` under `reminder.ref` — unless that
 * moment has passed (booked after 10:00 the day before: the confirmation is the reminder). Event
 * bookings and help-me sign-ups (need-booking-notify.ts) both send through here.
 */
export async function queueVisitMessages(
  db: Tx,
  now: Date,
  to: { channel: Channel; target: string },
  m: {
    email: { subject: string; body: string };
    attachments: OutboxAttachment[];
    sms: string;
    reminder?: { at: Date; ref: string; email: { subject: string; body: string }; sms: string };
  },
): Promise<void> {
  if (to.channel === 'email') await queueMessage(db, now, { ...to, ...m.email }, { attachments: m.attachments });
  else await queueMessage(db, now, { ...to, body: m.sms });
  const r = m.reminder;
  if (!r || r.at.getTime() <= now.getTime()) return;
  await queueMessage(db, now, { ...to, ...(to.channel === 'email' ? r.email : { body: r.sms }) }, { notBefore: r.at, ref: r.ref });
}

/** Queues the confirmation of `kind` and replaces (or, on cancel, drops) the reminder. */
export async function notifyBooking(db: Tx, now: Date, kind: BookingKind, b: BookingKey, origin: string): Promise<void> {
  await dropQueued(db, bookingRef(b.id));
  const loaded = await bookingFacts(db, b, origin);
  if (!loaded) return;
  const to = await channelOf(db, loaded.who);
  if (!to) return;
  const { facts } = loaded;
  // The QR picture travels with the confirmation too (docs/booking.md «Отметка в станции»): a
  // donor in a basement without signal opens it from the mail app at the desk.
  const qr = kind !== 'cancelled' && facts.code ? [qrAttachment(b.id, facts.code)] : [];
  await queueVisitMessages(db, now, to, {
    email: confirmationEmail(kind, facts),
    attachments: to.channel === 'email' ? [bookingIcs(kind, facts, now, { attendee: { email: to.target, ...(facts.firstName ? { name: facts.firstName } : {}) } }), ...qr] : [],
    sms: confirmationSms(kind, facts),
    ...(kind === 'cancelled' ? {} : { reminder: { at: reminderAt(facts), ref: bookingRef(b.id), email: reminderEmail(facts), sms: reminderSms(facts) } }),
  });
}
