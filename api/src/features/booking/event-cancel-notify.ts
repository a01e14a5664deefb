// What the donors booked on an event hear when its station or organization cancels it
// (docs/booking.md «Акции сотрудников»): through the outbox, in the cancellation's own
// transaction, on the booking's usual channel (booking-notify.ts channelOf: e-mail, else SMS, else
// nothing). The e-mail carries the visit's .ics with the SAME UID as the confirmation's and
// METHOD:CANCEL (booking-texts.ts bookingIcs), so a calendar that took the visit removes it; the
// day-before reminder is taken back. Only bookings of slots still ahead are told.
import { and, eq, gt } from 'drizzle-orm';
import { pathTo } from '@donor/shared/routes';
import * as SS from '@donor/shared/staff-stations-messages';
import type { Tx } from '../../db.ts';
import { dropQueued, queueMessage } from '../../lib/outbox.ts';
import { bookingFacts, channelOf } from './booking-notify.ts';
import { bookingIcs, bookingRef, greeting, place, slotShort, slotWhen, type BookingFacts } from './booking-texts.ts';
import { eventTimeSlots, joinedUsers } from './schema.ts';

/** The e-mail of a cancelled event (pure: tested without a database). */
export function eventCancelledEmail(f: BookingFacts, reason: string, eventsUrl: string): { subject: string; body: string } {
  const hello = greeting(f.firstName);
  return {
    subject: `${SS.cancelSubject}: ${slotShort(f.date, f.startTime)}`,
    body: [
      hello, '', SS.cancelLine, '',
      `Акция: ${f.eventTitle}`, `Когда: ${slotWhen(f.date, f.startTime)} (местное время)`, `Где: ${place(f)}`, `${SS.cancelReason}: ${reason}`, '',
      'Приложенный файл календаря (.ics) убирает этот визит из вашего календаря.',
      `${SS.cancelAgain}: ${eventsUrl}`, '', 'Донор Рядом',
    ].join('\n'),
  };
}

/** The SMS: one short line; a long reason is cut. */
export function eventCancelledSms(f: BookingFacts, reason: string): string {
  const short = reason.length > 80 ? `${reason.slice(0, 79)}…` : reason;
  return `${SS.cancelSms}: «${f.eventTitle}», ${slotShort(f.date, f.startTime)}. ${SS.cancelReason}: ${short}`;
}

/** Tells every donor booked on a future slot of the event; returns how many were told. */
export async function notifyEventCancelled(tx: Tx, now: Date, eventId: number, reason: string, origin: string): Promise<number> {
  const bookings = await tx
    .select({ id: joinedUsers.id, eventId: joinedUsers.eventId, timeslotId: joinedUsers.timeslotId, userId: joinedUsers.userId })
    .from(joinedUsers)
    .innerJoin(eventTimeSlots, eq(eventTimeSlots.id, joinedUsers.timeslotId))
    .where(and(eq(joinedUsers.eventId, eventId), gt(eventTimeSlots.startsAt, now)));
  let told = 0;
  for (const b of bookings) {
    await dropQueued(tx, bookingRef(b.id));
    const loaded = await bookingFacts(tx, b, origin);
    if (!loaded) continue;
    const to = await channelOf(tx, loaded.who);
    if (!to) continue;
    const { facts } = loaded;
    if (to.channel === 'email') {
      await queueMessage(tx, now, { ...to, ...eventCancelledEmail(facts, reason, `${origin}${pathTo('events')}`) }, { attachments: [bookingIcs('cancelled', facts, now, { attendee: { email: to.target } })] });
    } else {
      await queueMessage(tx, now, { ...to, body: eventCancelledSms(facts, reason) });
    }
    told++;
  }
  return told;
}
