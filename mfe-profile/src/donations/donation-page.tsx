// /profile/donations/:id (route 'profile-donation'; spec §2: reachable without login). Shows what
// the API returns: to anyone the date, type, station and status; to the owner also the payment,
// volume and certificate, edit and delete (a confirm dialog; a confirmed donation cannot be
// deleted and the API says why), the survey, the feedback and «Что будет с кровью дальше». A
// refused donation shows the moderator's reason and the way to fix and resend; a pending one says
// it waits for review (docs/staff.md «Проверка донаций»). One the station sent to a hospital says
// where and when (docs/staff.md «Ваша кровь помогла»).
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import { Link, navigate } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { NotFound, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { usePageTitle, type SectionPageProps } from '@donor/shared/ui/use-section-route';
import { cs } from '../cabinet/cabinet.strings.ts';
import { messageOf } from '@donor/shared/form/field-messages';
import { AfterDonation } from './after-donation.tsx';
import { StatusBadge } from './donation-row.tsx';
import { RejectionNote } from './rejection.tsx';
import { rs } from './rejection.strings.ts';
import { helped } from './helped.strings.ts';
import { createDonationStores, createDonationWrites, isOwnView, type DonationView, type DonationWrites } from './donations.resource.ts';
import '../cabinet/cabinet.css';

const s = cs.donation;

/** A route's numeric id, or null (no donation can have another one). */
export const numericId = (v: string | undefined): number | null => (v && /^\d{1,10}$/.test(v) ? Number(v) : null);

export function DonationPage({ params }: SectionPageProps) {
  const id = numericId(params.id);
  return <div className="cab-page">{id === null ? <NotFound /> : <DonationView id={id} />}</div>;
}

function DonationView({ id }: { id: number }) {
  const { query, api, auth } = useSection();
  const { $donation } = useMemo(() => createDonationStores(query, id), [query, id]);
  const writes = useMemo(() => createDonationWrites({ query, api, auth }), [query, api, auth]);
  const value = useStore($donation);
  usePageTitle(value.data ? interpolate(s.title, { date: formatDate(value.data.donate_at) }) : null);
  return (
    <QueryState value={value} loading={<SkeletonList rows={2} />} onRetry={$donation.revalidate}>
      {(d) => <DonationArticle donation={d} writes={writes} />}
    </QueryState>
  );
}

function DonationArticle({ donation: d, writes }: { donation: DonationView; writes: DonationWrites }) {
  const own = isOwnView(d);
  return (
    <>
      <article className="cab-block" aria-labelledby="donation-title">
        <h1 id="donation-title">{interpolate(s.title, { date: formatDate(d.donate_at) })}</h1>
        <dl className="cab-facts">
          <dt>{s.kind}</dt><dd>{COMPONENT_LABEL[d.blood_class]}</dd>
          <dt>{s.station}</dt><dd>{d.blood_station?.title ?? cs.donations.noStation}</dd>
          <dt>{s.statusLabel}</dt><dd><StatusBadge status={d.status} /></dd>
          {own && <><dt>{s.payment}</dt><dd>{d.is_paid ? cs.donations.paid : cs.donations.free}</dd></>}
          {own && d.volume_ml !== null && <><dt>{s.volume}</dt><dd>{interpolate(cs.donations.volume, { ml: d.volume_ml })}</dd></>}
        </dl>
        {own && <RejectionNote donation={d} />}
        {own && d.status === 'pre_accepted' && <p className="cab-muted">{rs.pending}</p>}
        {own && d.shipment && <p className="cab-helped" role="note">{interpolate(helped.note, { hospital: d.shipment.hospital, date: formatDate(d.shipment.sent_on) })}</p>}
        {own && d.certificate && <img className="cab-file__preview" src={d.certificate.url} alt={s.certificateAlt} />}
        {own && <OwnerActions id={d.id} writes={writes} />}
      </article>
      {own && <AfterDonation donationId={d.id} writes={writes} />}
      <p><Link href={pathTo('profile-donations')}>{s.back}</Link></p>
    </>
  );
}

function OwnerActions({ id, writes }: { id: number; writes: DonationWrites }) {
  const remove = useStore(writes.$remove);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onRemove = async () => {
    setError(null);
    if (!(await writes.$remove.mutate(id))) { setError(messageOf(writes.$remove.get().error)); return; }
    setConfirming(false);
    navigate(pathTo('profile-donations'));
  };
  return (
    <div className="cab-actions">
      <Link className="ui-button ui-button--secondary" href={pathTo('profile-donation-edit', { id })}>{s.edit}</Link>
      <Button variant="ghost" onClick={() => setConfirming(true)}>{s.remove}</Button>
      <ConfirmDialog open={confirming} title={s.removeTitle} confirmLabel={s.removeConfirm} busy={Boolean(remove.loading)} error={error}
        onConfirm={() => void onRemove()} onCancel={() => { setConfirming(false); setError(null); }}>
        <p>{s.removeText}</p>
      </ConfirmDialog>
    </div>
  );
}
