// The donor's booking on the event page (spec §4 Joining): the booked time with «.ics»,
// «Выбрать другое время» (the booked time stays shown — and booked — until the new one is
// confirmed) and «Отменить запись», which asks first (the kit's ConfirmDialog) and then says
// «Запись отменена» in the polite live region the page keeps mounted. Right after booking it offers
// push alerts (the kit's opt-in, loaded only then: docs/notifications.md «Виды и согласие») and
// links the self-check before the trip.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@donor/shared/ui/button';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import { Link } from '@donor/shared/ui/link';
import { PushOptInLater } from '@donor/shared/ui/push-opt-in-later';
import { formatDate, interpolate } from '@donor/shared/i18n';
import type { Event, TimeSlot } from '@donor/shared/contract/stations';
import { s } from '../stations.strings.ts';
import { b } from './booking.strings.ts';
import { SelfCheckLink } from '../ui/self-check-link.tsx';
import type { EventPageModel } from './event.resource.ts';
import { SlotPicker } from './slot-picker.tsx';

/** The self-check before the trip (its route in shared/src/routes.ts, mfe-stations). */
const whenOf = (slot: TimeSlot) => `${formatDate(slot.date)}, ${slot.start_time}`;

export function BookingPanel({ page, event, slot, now, onIcs }: { page: EventPageModel; event: Event; slot: TimeSlot; now: Date; onIcs: () => void }) {
  const busy = useStore(page.$busy);
  const changing = useStore(page.$changing);
  const asking = useStore(page.$askCancel);
  const message = useStore(page.$message);
  // «Вы записаны» is the moment to offer alerts; it stays offered while the donor changes the time.
  const status = useStore(page.$status);
  const [justBooked, setJustBooked] = useState(false);
  useEffect(() => {
    if (status === b.booked) setJustBooked(true);
  }, [status]);
  return (
    <div className="st-joined">
      <p className="st-joined__text">✓ {interpolate(s.event.joined, { date: formatDate(slot.date), time: slot.start_time })}</p>
      <SelfCheckLink />
      {justBooked && <PushOptInLater />}
      {changing ? (
        <>
          <p className="st-muted">{interpolate(b.changeHint, { when: whenOf(slot) })}</p>
          <SlotPicker page={page} event={event} now={now} />
        </>
      ) : (
        <div className="st-actions">
          <Button onClick={onIcs}>{s.event.ics}</Button>
          <Button variant="secondary" disabled={busy} onClick={page.startChange}>{s.event.change}</Button>
          <Button variant="ghost" disabled={busy} onClick={page.askCancel}>{s.event.leave}</Button>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={b.cancelTitle}
        confirmLabel={b.cancelConfirm}
        cancelLabel={b.cancelKeep}
        busy={busy}
        error={asking ? message : null}
        onConfirm={() => void page.confirmCancel()}
        onCancel={page.dismissCancel}
      >
        <p>{interpolate(b.cancelText, { when: whenOf(slot) })}</p>
      </ConfirmDialog>
    </div>
  );
}
