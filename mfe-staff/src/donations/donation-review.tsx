// One donation under review (docs/staff.md «Проверка донаций»): what the donor wrote, the
// certificate (certificate-viewer.tsx), the donor and their contacts, the likely duplicates and
// the history beside it, and the verdict — «Подтвердить», or «Отклонить» with a reason and words
// for the donor (verdict-form.store.ts). A decided donation shows who decided what; a 409 keeps
// its alert («Уже рассмотрено») over the refreshed donation.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { FetcherStore, MutatorStore } from '@donor/shared/query';
import type { StaffDonationDetail, StaffDonationHistoryItem } from '@donor/shared/contract/staff-donations';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { formatDate, formatDateTime } from '@donor/shared/i18n';
import { REJECT_REASONS, REJECT_REASON_LABEL } from '@donor/shared/staff-donations-messages';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { Link } from '@donor/shared/ui/link';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { CertificateViewer } from './certificate-viewer.tsx';
import { ds } from './donations.strings.ts';
import type { VerdictCall } from './donations.resource.ts';
import { SelectField } from './select-field.tsx';
import { createVerdictForm, isReason, type VerdictForm } from './verdict-form.store.ts';

export interface DonationReviewProps {
  $donation: FetcherStore<StaffDonationDetail>;
  write: MutatorStore<VerdictCall, StaffDonationDetail, unknown>;
  /** The page's link to another donation (a duplicate, the queue's next one). */
  hrefOf: (id: number) => string;
  onDecided: (decided: StaffDonationDetail) => void;
}

export function DonationReview({ $donation, write, hrefOf, onDecided }: DonationReviewProps) {
  const value = useStore($donation);
  return (
    <QueryState value={value} loading={<SkeletonList rows={3} />} onRetry={$donation.revalidate}>
      {(d) => <ReviewBody key={d.id} donation={d} write={write} hrefOf={hrefOf} onDecided={onDecided} />}
    </QueryState>
  );
}

function ReviewBody({ donation: d, write, hrefOf, onDecided }: Omit<DonationReviewProps, '$donation'> & { donation: StaffDonationDetail }) {
  const latest = useRef(d);
  latest.current = d;
  // One form per donation (the key above); it outlives a refresh of the same donation.
  const form = useMemo(() => createVerdictForm(write, () => latest.current, onDecided), [write, onDecided]);
  const date = formatDate(d.donate_at);
  return (
    <article className="staff-donations__review" aria-labelledby="staff-donations-review-title">
      <h2 id="staff-donations-review-title" tabIndex={-1}>{ds.detail.title(date)}</h2>
      <Facts d={d} />
      <section aria-labelledby="staff-donations-cert-title">
        <h3 id="staff-donations-cert-title">{ds.certificate.title}</h3>
        {d.certificate ? <CertificateViewer picture={d.certificate} alt={ds.certificate.alt(date)} /> : <p className="staff-alert">{ds.certificate.none}</p>}
      </section>
      <Verdict d={d} form={form} />
      <Duplicates d={d} hrefOf={hrefOf} />
      <History d={d} hrefOf={hrefOf} />
    </article>
  );
}

function Facts({ d }: { d: StaffDonationDetail }) {
  const s = ds.detail;
  const contacts = [d.donor.email, d.donor.phone].filter(Boolean).join(', ');
  return (
    <dl className="staff-donations__facts">
      <dt>{s.donor}</dt><dd>{d.donor.name}</dd>
      {contacts && <><dt>{s.contacts}</dt><dd>{contacts}</dd></>}
      {d.donor.city && <><dt>{s.donorCity}</dt><dd>{d.donor.city.title}</dd></>}
      <dt>{s.joined}</dt><dd>{formatDate(d.donor.joined_at)}</dd>
      <dt>{s.kind}</dt><dd>{COMPONENT_LABEL[d.blood_class]}</dd>
      <dt>{s.station}</dt><dd>{d.blood_station ? `${d.blood_station.title}${d.city ? `, ${d.city.title}` : ''}` : s.noStation}</dd>
      <dt>{s.payment}</dt><dd>{d.is_paid ? s.paid : s.free}</dd>
      {d.volume_ml !== null && <><dt>{s.volume}</dt><dd>{s.volumeMl(d.volume_ml)}</dd></>}
      {d.submitted_at && <><dt>{s.submitted}</dt><dd>{formatDateTime(d.submitted_at)}</dd></>}
      <dt>{s.status}</dt><dd><Status status={d.status} /></dd>
    </dl>
  );
}

function Status({ status }: { status: StaffDonationDetail['status'] }) {
  return <span className={`staff-donations__status staff-donations__status--${status}`}>{ds.detail.statuses[status]}</span>;
}

/** The decision taken (or, for a pending donation, the refusal before it was sent again). */
function Review({ d }: { d: StaffDonationDetail }) {
  const r = d.review;
  if (!r) return null;
  const s = ds.detail;
  const earlier = d.status === 'pre_accepted';
  return (
    <div className={earlier ? 'staff-card' : d.status === 'accepted' ? 'staff-ok' : 'staff-alert'}>
      <p><strong>{earlier ? s.earlierRefusal : s.statuses[d.status]}</strong>: {s.reviewed(r.by?.name ?? '—', formatDateTime(r.at))}</p>
      {r.reason && <p>{s.reason}: {REJECT_REASON_LABEL[r.reason]}</p>}
      {r.comment && <p>{s.comment}: {r.comment}</p>}
    </div>
  );
}

function Verdict({ d, form }: { d: StaffDonationDetail; form: VerdictForm }) {
  const s = ds.verdict;
  const values = useStore(form.$values);
  const { errors, formError, submitting } = useStore(form.$status);
  const [rejecting, setRejecting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const pending = d.status === 'pre_accepted';

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onReject = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await form.decide('reject'))) setAttempt((n) => n + 1);
  };
  return (
    <section aria-labelledby="staff-donations-verdict-title" className="staff-donations__verdict">
      <h3 id="staff-donations-verdict-title">{s.title}</h3>
      {formError && <p className="staff-alert" role="alert">{formError}</p>}
      <Review d={d} />
      {!pending ? (
        <p className="staff-muted">{s.decided}</p>
      ) : (
        <>
          <div className="staff-donations__actions">
            <Button onClick={() => void form.decide('accept')} loading={submitting && values.verdict === 'accept'} disabled={submitting}>{s.accept}</Button>
            <Button variant="secondary" onClick={() => setRejecting(true)} disabled={submitting || rejecting} aria-expanded={rejecting} aria-controls="staff-donations-reject">{s.reject}</Button>
          </div>
          {rejecting && (
            <form id="staff-donations-reject" ref={formRef} className="staff-donations__reject" onSubmit={(e) => void onReject(e)} noValidate aria-labelledby="staff-donations-reject-title">
              <h4 id="staff-donations-reject-title">{s.rejectTitle}</h4>
              <SelectField
                label={s.reason}
                name="reason"
                required
                value={values.reason}
                error={errors.reason ?? null}
                onChange={(e) => { const v = e.currentTarget.value; form.set('reason', isReason(v) ? v : ''); }}
              >
                <option value="">{s.reasonPlaceholder}</option>
                {REJECT_REASONS.map((r) => <option key={r} value={r}>{REJECT_REASON_LABEL[r]}</option>)}
              </SelectField>
              <Field
                multiline
                label={s.comment}
                hint={s.commentHint}
                name="comment"
                rows={3}
                maxLength={1000}
                value={values.comment}
                error={errors.comment ?? null}
                onChange={(e) => form.set('comment', e.currentTarget.value)}
              />
              <div className="staff-donations__actions">
                <Button type="submit" loading={submitting && values.verdict === 'reject'} disabled={submitting}>{s.send}</Button>
                <Button variant="ghost" onClick={() => setRejecting(false)} disabled={submitting}>{s.cancel}</Button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}

function Line({ item, hrefOf, extra }: { item: StaffDonationHistoryItem; hrefOf: (id: number) => string; extra?: string }) {
  return (
    <li>
      <Link href={hrefOf(item.id)}>{formatDate(item.donate_at)}</Link>
      {' · '}{COMPONENT_LABEL[item.blood_class]}
      {' · '}{item.blood_station?.title ?? ds.detail.noStation}
      {' — '}<Status status={item.status} />
      {' · '}<span className="staff-muted">{ds.detail.sources[item.source]}</span>
      {extra && <> · <strong>{extra}</strong></>}
    </li>
  );
}

function Duplicates({ d, hrefOf }: { d: StaffDonationDetail; hrefOf: (id: number) => string }) {
  const s = ds.duplicates;
  return (
    <section aria-labelledby="staff-donations-dup-title">
      <h3 id="staff-donations-dup-title">{s.title}</h3>
      {d.duplicates.length === 0 ? <p className="staff-muted">{s.none}</p> : (
        <ul className="staff-donations__lines staff-donations__lines--warn">
          {d.duplicates.map((dup) => <Line key={dup.id} item={dup} hrefOf={hrefOf} extra={s.match[dup.match]} />)}
        </ul>
      )}
    </section>
  );
}

function History({ d, hrefOf }: { d: StaffDonationDetail; hrefOf: (id: number) => string }) {
  const s = ds.history;
  return (
    <section aria-labelledby="staff-donations-history-title">
      <h3 id="staff-donations-history-title">{s.title}</h3>
      {d.history.length === 0 ? <p className="staff-muted">{s.empty}</p> : (
        <>
          <ul className="staff-donations__lines" aria-label={s.caption}>
            {d.history.map((h) => <Line key={h.id} item={h} hrefOf={hrefOf} />)}
          </ul>
          {d.history_count > d.history.length && <p className="staff-muted">{s.more(d.history.length, d.history_count)}</p>}
        </>
      )}
    </section>
  );
}
