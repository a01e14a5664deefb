// /staff/stations/:id/checkin — «Приём доноров» (docs/booking.md «Отметка в станции»; issue «Behind
// the counter» §6): phone first, for a nurse at the desk. The code field (typed, or read from the
// donor's QR code with the camera), the found booking with «Пришёл(а)» → «Сдал(а)», and below it the
// day's roster with its marks. Every mark is said aloud in one polite live region that is always
// on the page. The API decides who may (staff of this station, moderators); a refusal shows here.
import { useCallback, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CheckinBooking } from '@donor/shared/contract/staff-checkin';
import { CheckinFrame } from '../app/page-frames.tsx';
import { useSection } from '@donor/shared/ui/section-context';
import { NotFound } from '@donor/shared/ui/states';
import { usePageTitle, type SectionPageProps } from '@donor/shared/ui/use-section-route';
import { ck } from './checkin.strings.ts';
import { createCheckinResource, type CheckinResource } from './checkin.resource.ts';
import { CodeForm } from './code-form.tsx';
import { BookingCard } from './booking-card.tsx';
import { RosterList } from './roster-list.tsx';
import './checkin.css';

export function CheckinPage({ params }: SectionPageProps) {
  const stationId = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : null;
  return (
    <CheckinFrame>
      {stationId === null ? <NotFound /> : <Desk stationId={stationId} />}
    </CheckinFrame>
  );
}

function Desk({ stationId }: { stationId: number }) {
  const section = useSection();
  const res: CheckinResource = useMemo(() => createCheckinResource(section, stationId), [section, stationId]);
  const roster = useStore(res.$roster).data;
  const [notice, setNotice] = useState('');
  usePageTitle(roster ? `${ck.title} · ${roster.station.title}` : null);
  const onFound = useCallback((b: CheckinBooking) => setNotice(ck.done.found(b.donor.name)), []);

  return (
    <>
      {roster && <p className="staff-checkin__station">{roster.station.title}</p>}
      <p className="staff-ok staff-checkin__notice" role="status" aria-live="polite">{notice}</p>
      <CodeForm res={res} onFound={onFound} />
      <BookingCard res={res} today={roster?.today ?? null} onDone={setNotice} />
      <RosterList res={res} />
    </>
  );
}
