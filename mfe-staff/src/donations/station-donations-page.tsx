// /staff/stations/:id/donations (route 'staff-station-donations'; docs/staff.md «Ваша кровь
// помогла»): a station's accepted donations, newest first. Donations not yet sent have a checkbox;
// «Отметить отправку в больницу» opens a small form (Больница, Дата отправки) for the ticked ones,
// and afterwards their rows say «Отправлено: {больница}, {дата}». The API decides who may act
// (the station's staff, or a moderator); the page only shows its answer. The page is in the URL
// (`?page=`), the ticks are not: they belong to this screen.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Shipment, StationDonationItem, StationDonationList } from '@donor/shared/contract/staff-shipments';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { formatDate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { Checkbox } from '@donor/shared/ui/checkbox';
import { Field } from '@donor/shared/ui/field';
import { useLocation } from '@donor/shared/ui/link';
import { Pagination } from '@donor/shared/ui/pagination';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, NotFound, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { usePageTitle, type SectionPageProps } from '@donor/shared/ui/use-section-route';
import { useValueAtom } from '@donor/shared/ui/use-value-atom';
import { loadErrorText } from '../events/load-error.ts';
import { pageId } from '../events/page-id.ts';
import { createShipmentForm, deviceToday, type Picked } from './shipment-form.store.ts';
import { createStationDonations, type StationDonations } from './shipments.resource.ts';
import { sh } from './shipments.strings.ts';
import './shipments.css';

const pageOf = (location: string): number => {
  const raw = new URLSearchParams(location.includes('?') ? location.slice(location.indexOf('?')) : '').get('page');
  return raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
};

export function StationDonationsPage({ params }: SectionPageProps) {
  const id = pageId(params.id);
  return id === null ? <NotFound /> : <StationDonations stationId={id} />;
}

function StationDonations({ stationId }: { stationId: number }) {
  const { query, api, auth } = useSection();
  const { user } = useStore(auth.$auth);
  const station = user?.staff?.stations.find((s) => s.id === stationId)?.title ?? sh.stationNo(stationId);
  const page = pageOf(useLocation());
  const $page = useValueAtom(page);
  const resource = useMemo(() => createStationDonations({ query, api }, stationId, $page), [query, api, stationId, $page]);
  const list = useStore(resource.$list);
  const title = sh.title(station);
  usePageTitle(title);
  const hrefOf = (p: number) => `${pathTo('staff-station-donations', { id: stationId })}${p > 1 ? `?page=${p}` : ''}`;
  return (
    <section className="staff-shipments" aria-labelledby="staff-shipments-title">
      <header className="staff-shipments__head">
        <h1 id="staff-shipments-title">{title}</h1>
        <p className="staff-shipments__intro">{sh.intro}</p>
      </header>
      <QueryState value={list} loading={<SkeletonList rows={4} />} errorMessage={loadErrorText(list.error, sh.loadError)} onRetry={resource.$list.revalidate}>
        {(l) => <Batch list={l} resource={resource} page={page} hrefOf={hrefOf} />}
      </QueryState>
    </section>
  );
}

function Batch({ list, resource, page, hrefOf }: { list: StationDonationList; resource: StationDonations; page: number; hrefOf: (p: number) => string }) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  // What is ticked, read when the form is checked and sent (rows already sent drop out).
  const picked = (): Picked => {
    const rows = list.results.filter((r) => ticked.has(r.id) && r.shipment === null);
    return { ids: rows.map((r) => r.id), latest: rows.reduce<string | null>((max, r) => (max === null || r.donate_at > max ? r.donate_at : max), null) };
  };
  // The form lives as long as the resource; it reads the ticks of the latest render through the ref.
  const pickedRef = useRef(picked);
  pickedRef.current = picked;
  const form = useMemo(() => createShipmentForm(resource.$ship, () => pickedRef.current(), (made: Shipment) => {
    setTicked(new Set());
    setOpen(false);
    setSaid(sh.done(made.donations, made.hospital, made.donors));
  }), [resource]);
  const values = useStore(form.$values);
  const status = useStore(form.$status);
  const toggle = (id: number, on: boolean) => {
    setSaid(null);
    form.clearErrors('donation_ids');
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id); else next.delete(id);
      return next;
    });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  const count = picked().ids.length;
  if (list.count === 0) return <EmptyState title={sh.empty}><p>{sh.emptyHint}</p></EmptyState>;
  return (
    <>
      {said && <div className="staff-ok" role="status"><p>{said}</p></div>}
      <div className="staff-shipments__bar">
        <p className="staff-muted" aria-live="polite">{sh.picked(count)}</p>
        {count > 0 && <Button variant="ghost" onClick={() => setTicked(new Set())}>{sh.clear}</Button>}
        {!open && <Button variant="primary" onClick={() => { setSaid(null); setOpen(true); }}>{sh.open}</Button>}
      </div>
      {status.errors.donation_ids && <p className="staff-alert" role="alert">{status.errors.donation_ids}</p>}
      {open && (
        <form className="staff-card staff-shipments__form" onSubmit={onSubmit} noValidate aria-labelledby="staff-shipments-form">
          <h2 id="staff-shipments-form">{sh.form}</h2>
          {status.formError && <p className="staff-alert" role="alert">{status.formError}</p>}
          <Field label={sh.hospital} hint={sh.hospitalHint} name="hospital" value={values.hospital} maxLength={200} error={status.errors.hospital}
            onChange={(e) => form.set('hospital', e.currentTarget.value)} />
          <Field label={sh.sentOn} type="date" name="sent_on" max={deviceToday()} value={values.sent_on} error={status.errors.sent_on}
            onChange={(e) => form.set('sent_on', e.currentTarget.value)} />
          <div className="staff-shipments__actions">
            <Button type="submit" loading={status.submitting}>{sh.save}</Button>
            <Button variant="ghost" onClick={() => { setOpen(false); form.clearErrors('hospital', 'sent_on', 'donation_ids'); }}>{sh.cancel}</Button>
          </div>
        </form>
      )}
      <h2 className="ui-visually-hidden">{sh.list}</h2>
      <p className="staff-muted">{sh.total(list.count)}</p>
      <ul className="staff-shipments__rows">
        {list.results.map((item) => <Row key={item.id} item={item} ticked={ticked.has(item.id)} onToggle={toggle} />)}
      </ul>
      <Pagination page={page} pages={list.num_pages} label={sh.pages} hrefOf={hrefOf} />
    </>
  );
}

function Row({ item, ticked, onToggle }: { item: StationDonationItem; ticked: boolean; onToggle: (id: number, on: boolean) => void }) {
  const date = formatDate(item.donate_at);
  return (
    <li className="staff-shipments__row">
      <span className="staff-shipments__who">{item.donor.name}</span>
      <span>{date} · {COMPONENT_LABEL[item.blood_class]}</span>
      {item.shipment ? (
        <span className="staff-shipments__sent">{sh.sent(item.shipment.hospital, formatDate(item.shipment.sent_on))}</span>
      ) : (
        <Checkbox label={sh.pick(item.donor.name, date)} checked={ticked} onChange={(e) => onToggle(item.id, e.currentTarget.checked)} />
      )}
    </li>
  );
}
