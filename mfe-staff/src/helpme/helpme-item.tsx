// One request of the help-me queue (docs/helpme.md «Модерация»): the photo (opens full size; the
// API serves it to moderators while it is private), the patient unmasked, the reason for the
// search, the author, the last decision and the reports; then the verdicts this state allows
// (decision.store.ts). «Опубликовать» goes at once; the others ask a reason from the list and a
// comment for the author in a small form whose errors are tied to their fields. A stale item
// («Уже рассмотрено», 409) says so here while the queue reloads.
import { useMemo, useRef, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { formatDate, formatDateTime, interpolate, plural } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import type { HelpmeQueueItem } from '@donor/shared/contract/staff-helpme';
import { STATE_TEXT, VERDICT_REASONS, VERDICT_REASON_TEXT, type Verdict } from '@donor/shared/staff-helpme-messages';
import { BLOOD_TYPE_LABEL } from '@donor/shared/ui/blood-types';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { COMMENT_MAX, createDecision, verdictsFor, type Decision } from './decision.store.ts';
import { createVerdictWrite } from './helpme.resource.ts';
import { hs } from './helpme.strings.ts';

const fullName = (i: HelpmeQueueItem): string => [i.last_name, i.first_name, i.middle_name].filter(Boolean).join(' ') || i.title;

export interface Notice {
  text: string;
  error: boolean;
}

export function HelpmeItem({ item, onNotice }: { item: HelpmeQueueItem; onNotice: (notice: Notice) => void }) {
  const section = useSection();
  const decision = useMemo(() => createDecision(item, createVerdictWrite(section), {
    done: (verdict: Verdict) => {
      const dismissed = verdict === 'approve' && item.moderation === 'published';
      onNotice({ text: interpolate(dismissed ? hs.dismissed : hs.done[verdict], { title: item.title }), error: false });
    },
    // Said at the top of the page: the item itself changes or leaves this tab as the queue reloads.
    stale: () => onNotice({ text: interpolate(hs.stale, { title: item.title }), error: true }),
  }), [section, item, onNotice]);
  const titleId = `staff-helpme-${item.id}`;
  const name = fullName(item);
  return (
    <li className="staff-card staff-helpme__item" aria-labelledby={titleId} data-need={item.id}>
      <div className="staff-helpme__grid">
        <div className="staff-helpme__photo">
          {item.image ? (
            <a href={item.image} target="_blank" rel="noopener noreferrer">
              <img src={item.image} alt={interpolate(hs.photo, { name })} width={160} height={160} loading="lazy" />
              <span>{hs.openPhoto}</span>
            </a>
          ) : <p className="staff-muted">{hs.noPhoto}</p>}
        </div>
        <div>
          <h2 id={titleId} className="staff-helpme__title">{name}</h2>
          <p>
            <span className={`staff-helpme__badge staff-helpme__badge--${item.moderation}`}>{STATE_TEXT[item.moderation]}</span>
            {item.submitted_at && <span className="staff-muted"> · {hs.submitted} {formatDateTime(item.submitted_at)}</span>}
          </p>
          <dl className="staff-helpme__facts">
            <dt>{hs.birth}</dt>
            <dd>{item.birth_date ? formatDate(item.birth_date) : '—'}{item.age !== null && ` (${interpolate(plural(item.age, hs.age), { n: item.age })})`}</dd>
            <dt>{hs.component}</dt>
            <dd>{hs.bloodClass[item.blood_class] ?? item.blood_class}</dd>
            <dt>{hs.types}</dt>
            <dd>{item.requested_blood_type.map((t) => BLOOD_TYPE_LABEL[t]).join(', ')}</dd>
            <dt>{hs.donors}</dt>
            <dd>{item.required_donors_count}</dd>
            <dt>{hs.lastDate}</dt>
            <dd>{formatDate(item.last_date)}</dd>
            <dt>{hs.place}</dt>
            <dd>{[item.city?.title, item.blood_station?.title].filter(Boolean).join(', ') || '—'}</dd>
            <dt>{hs.search}</dt>
            <dd>{hs.status[item.status]}</dd>
            <dt>{hs.author}</dt>
            <dd>{item.author ? `${item.author.name} · ${item.author.login}` : hs.noAuthor}</dd>
          </dl>
          <h3 className="staff-helpme__sub">{hs.reason}</h3>
          <p className="staff-helpme__text">{item.search_reason || '—'}</p>
          {item.reason_text && (
            <p className="staff-muted">
              {hs.previous}: {interpolate(hs.previousBy, {
                reason: item.reason_text,
                who: item.moderated_by?.name ?? hs.byReports,
                date: item.moderated_at ? formatDateTime(item.moderated_at) : '',
              })}
              {item.comment && <> — «{item.comment}»</>}
            </p>
          )}
          <Reports item={item} />
          {item.moderation === 'published' && <p><Link href={pathTo('recipient', { id: item.id })}>{item.title}</Link></p>}
        </div>
      </div>
      <Decide item={item} decision={decision} />
    </li>
  );
}

function Reports({ item }: { item: HelpmeQueueItem }) {
  if (item.reports.length === 0) return item.moderation === 'published' || item.moderation === 'hidden' ? <p className="staff-muted">{hs.noReports}</p> : null;
  return (
    <>
      <h3 className="staff-helpme__sub">{hs.reports} <span className="staff-muted">({interpolate(hs.reportsOpen, { n: item.open_reports })})</span></h3>
      <ul className="staff-helpme__reports">
        {item.reports.map((r) => (
          <li key={r.id}>
            <strong>{r.reason_text}</strong>
            {r.comment && <> — «{r.comment}»</>}
            <span className="staff-muted"> · {formatDateTime(r.created_at)} · {r.by_user ? hs.reportBy.user : hs.reportBy.anonymous}
              {r.resolved_at && <> · {interpolate(hs.reportResolved, { date: formatDate(r.resolved_at) })}</>}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Decide({ item, decision }: { item: HelpmeQueueItem; decision: Decision }) {
  const open = useStore(decision.$open);
  const status = useStore(decision.form.$status);
  const values = useStore(decision.form.$values);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const verdicts = verdictsFor(item);
  const base = `staff-helpme-${item.id}`;
  const reasonError = status.errors.reason;
  const alertId = `${base}-alert`;
  // The reason form opens at its first field; a refused send goes back to the field at fault.
  useEffect(() => {
    if (open) reasonRef.current?.focus();
  }, [open]);
  const send = async () => {
    if (await decision.submit()) return;
    const { errors } = decision.form.$status.get();
    if (errors.reason) reasonRef.current?.focus();
    else if (errors.comment) document.getElementById(`${base}-comment`)?.focus();
  };
  if (verdicts.length === 0) return null;
  return (
    <div className="staff-helpme__decide" role="group" aria-label={hs.actions}>
      {status.formError && !open && <p id={alertId} className="staff-alert" role="alert">{status.formError}</p>}
      {open === null ? (
        <div className="staff-helpme__actions">
          {verdicts.map((v) => v === 'approve' ? (
            <Button key={v} loading={status.submitting && values.verdict === 'approve'} aria-describedby={status.formError ? alertId : undefined} onClick={() => void decision.approve()}>
              {item.moderation === 'published' ? hs.dismiss : hs.verdict.approve}
            </Button>
          ) : (
            <Button key={v} variant="secondary" onClick={() => decision.open(v)}>{hs.verdict[v]}</Button>
          ))}
        </div>
      ) : (
        <form className="staff-helpme__form" noValidate onSubmit={(e) => { e.preventDefault(); void send(); }} aria-labelledby={`${base}-form-title`}>
          <h3 id={`${base}-form-title`} className="staff-helpme__sub">{hs.decisionTitle[open]}</h3>
          {status.formError && <p className="staff-alert" role="alert">{status.formError}</p>}
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${base}-reason`}>{hs.decisionReason} <span aria-hidden="true">*</span></label>
            <select
              ref={reasonRef}
              id={`${base}-reason`}
              className="ui-input"
              required
              value={values.reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${base}-reason-error` : undefined}
              onChange={(e) => decision.form.set('reason', e.currentTarget.value as typeof values.reason)}
            >
              <option value="">{hs.decisionReasonPlaceholder}</option>
              {VERDICT_REASONS.map((r) => <option key={r} value={r}>{VERDICT_REASON_TEXT[r]}</option>)}
            </select>
            {reasonError && <p id={`${base}-reason-error`} className="ui-error">{reasonError}</p>}
          </div>
          <Field
            id={`${base}-comment`} label={hs.decisionComment} hint={hs.decisionCommentHint} multiline rows={3} maxLength={COMMENT_MAX}
            value={values.comment} error={status.errors.comment} onChange={(e) => decision.form.set('comment', e.currentTarget.value)}
          />
          <div className="staff-helpme__actions">
            <Button type="submit" loading={status.submitting}>{hs.decisionSend}</Button>
            <Button variant="secondary" onClick={decision.cancel}>{hs.decisionCancel}</Button>
          </div>
        </form>
      )}
    </div>
  );
}
