// The booking open at the desk (docs/booking.md «Отметка в станции»): who, when, which event, and
// the next step — «Пришёл(а)», then «Сдал(а)» with what was given (asked once more: it writes an
// accepted donation the donor sees at once). A mistaken arrival can be taken back until then.
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { BloodClass } from '@donor/shared/contract/cabinet';
import { COMPONENTS } from '@donor/shared/eligibility/types';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { callMutator, type AnyMutator } from '@donor/shared/form/call-mutator';
import { messageOf } from '@donor/shared/form/field-messages';
import { formatDate, formatTime } from '@donor/shared/i18n';
import { Button } from '@donor/shared/ui/button';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import type { CheckinBooking } from '@donor/shared/contract/staff-checkin';
import { ck } from './checkin.strings.ts';
import { stageOf } from './checkin-logic.ts';
import type { CheckinResource } from './checkin.resource.ts';

const what = (c: BloodClass): string => COMPONENT_LABEL[c].toLowerCase();

export function stageText(b: CheckinBooking): string {
  const stage = stageOf(b);
  if (stage === 'donated') return ck.state.donated(b.donation ? what(b.donation.blood_class) : '');
  if (stage === 'arrived') return ck.state.arrived(formatTime(b.arrived_at!));
  return ck.state.expected;
}

export function BookingCard({ res, today, onDone }: { res: CheckinResource; today: string | null; onDone: (notice: string) => void }) {
  const open = useStore(res.$open);
  const arriving = useStore(res.$arrive).loading;
  const donating = useStore(res.$donated).loading;
  const undoing = useStore(res.$undo).loading;
  const [bloodClass, setBloodClass] = useState<BloodClass>('blood');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const openId = open?.id;

  // A newly opened booking takes the focus: the nurse (or a screen reader) continues from its card.
  useEffect(() => {
    if (openId === undefined) return;
    setError(null);
    setAsking(false);
    setBloodClass('blood');
    headingRef.current?.focus();
  }, [openId]);

  if (!open) return null;
  const stage = stageOf(open);
  const name = open.donor.name;

  async function write<D>(mutator: AnyMutator<D, CheckinBooking>, data: D, notice: (b: CheckinBooking) => string): Promise<boolean> {
    setError(null);
    const outcome = await callMutator(mutator, data);
    if (outcome.status === 'failed') {
      setError(messageOf(outcome.error, 'code') || ck.card.writeError);
      return false;
    }
    if (outcome.status === 'done') onDone(notice(outcome.result));
    return outcome.status === 'done';
  }

  return (
    <section className="staff-card staff-checkin__card" aria-labelledby={`${ids}-title`} data-stage={stage}>
      <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1}>{name}</h2>
      <dl className="staff-checkin__facts">
        <dt>{ck.card.code}</dt>
        <dd className="staff-checkin__mono">{open.code}</dd>
        <dt>{ck.card.when}</dt>
        <dd>{formatDate(open.slot.date)}, {open.slot.start_time}</dd>
        <dt>{ck.card.event}</dt>
        <dd>{open.event.title}</dd>
      </dl>
      {today !== null && open.slot.date !== today && <p className="staff-alert">{ck.card.otherDay(formatDate(open.slot.date))}</p>}
      <p className={stage === 'donated' ? 'staff-ok staff-checkin__stage' : 'staff-checkin__stage'}>{stageText(open)}</p>
      {error && <p className="staff-alert" role="alert">{error}</p>}

      {stage === 'expected' && (
        <Button block loading={arriving} onClick={() => void write(res.$arrive, open.code, (b) => ck.done.arrived(b.donor.name))}>
          {ck.card.arrive}
        </Button>
      )}

      {stage === 'arrived' && (
        <>
          <fieldset className="staff-checkin__classes">
            <legend>{ck.card.classLegend}</legend>
            {COMPONENTS.map((c) => (
              <label key={c} className="staff-checkin__class">
                <input type="radio" name={`${ids}-class`} value={c} checked={bloodClass === c} onChange={() => setBloodClass(c)} />
                {COMPONENT_LABEL[c]}
              </label>
            ))}
          </fieldset>
          <Button block onClick={() => setAsking(true)}>{ck.card.donated}</Button>
          <Button variant="ghost" block loading={undoing} onClick={() => void write(res.$undo, open.id, (b) => ck.done.undone(b.donor.name))}>
            {ck.card.undo}
          </Button>
        </>
      )}

      <Button variant="secondary" block onClick={() => res.$open.set(null)}>{ck.card.close}</Button>

      <ConfirmDialog
        open={asking}
        title={ck.card.confirmTitle}
        confirmLabel={ck.card.confirmYes}
        busy={donating}
        error={asking ? error : null}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          void write(res.$donated, { bookingId: open.id, bloodClass }, (b) => ck.done.donated(b.donor.name, b.donation ? what(b.donation.blood_class) : what(bloodClass)))
            .then((done) => { if (done) setAsking(false); });
        }}
      >
        <p>{ck.card.confirmBody(name, what(bloodClass), formatDate(today ?? open.slot.date))}</p>
      </ConfirmDialog>
    </section>
  );
}
