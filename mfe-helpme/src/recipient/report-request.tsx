// «Пожаловаться» (docs/helpme.md «Модерация»): any visitor, signed in or not, reports a published
// request with a reason from the list and an optional comment. The dialog is the kit's Modal; the
// reasons are a labelled radio group whose error is tied to every option (aria-describedby), the
// first option is focused when none was chosen; after sending, the dialog says thank you.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { Modal } from '@donor/shared/ui/modal';
import { interpolate } from '@donor/shared/i18n';
import { REPORT_COMMENT_MAX, REPORT_REASONS, REPORT_REASON_TEXT, reportThanks } from '@donor/shared/staff-helpme-messages';
import { s } from '../helpme.strings.ts';
import type { RecipientPageModel } from './recipient.resource.ts';
import { createReportForm } from './report-form.store.ts';

const REASON_ERROR_ID = 'hm-report-reason-error';

export function ReportRequest({ page }: { page: RecipientPageModel }) {
  const [open, setOpen] = useState(false);
  const report = useMemo(() => createReportForm(page.$report), [page]);
  const values = useStore(report.form.$values);
  const status = useStore(report.form.$status);
  const sent = useStore(report.$sent);
  const firstReason = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const reasonError = status.errors.reason;

  const close = () => {
    setOpen(false);
    report.reset();
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await report.form.submit()) {
      // The thank-you replaces the form: focus goes to its button, not lost with the form.
      requestAnimationFrame(() => closeRef.current?.focus());
      return;
    }
    if (report.form.$status.get().errors.reason) firstReason.current?.focus();
  };

  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>{s.report.open}</Button>
      <Modal open={open} onClose={close} title={s.report.title} className="hm-report">
        {sent ? (
          <>
            <p role="status" className="hm-report__thanks">{reportThanks}</p>
            <div className="hm-report__actions">
              <Button ref={closeRef} onClick={close}>{s.report.close}</Button>
            </div>
          </>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <p>{s.report.intro}</p>
            {status.formError && <p className="hm-alert" role="alert">{status.formError}</p>}
            <fieldset className="hm-report__reasons">
              <legend className="ui-field__label">{s.report.reason} <span aria-hidden="true">*</span></legend>
              {REPORT_REASONS.map((reason, i) => (
                <label key={reason} className="ui-checkbox hm-report__option">
                  <input
                    ref={i === 0 ? firstReason : undefined}
                    type="radio"
                    name="hm-report-reason"
                    value={reason}
                    required
                    checked={values.reason === reason}
                    aria-invalid={reasonError ? true : undefined}
                    aria-describedby={reasonError ? REASON_ERROR_ID : undefined}
                    onChange={() => report.form.set('reason', reason)}
                  />
                  <span>{REPORT_REASON_TEXT[reason]}</span>
                </label>
              ))}
              {reasonError && <p id={REASON_ERROR_ID} className="ui-error" role="alert">{reasonError}</p>}
            </fieldset>
            <Field
              id="hm-report-comment" label={s.report.comment} multiline rows={3} maxLength={REPORT_COMMENT_MAX}
              hint={interpolate(s.report.commentHint, { n: REPORT_COMMENT_MAX })}
              value={values.comment} error={status.errors.comment} onChange={(e) => report.form.set('comment', e.currentTarget.value)}
            />
            <div className="hm-report__actions">
              <Button variant="secondary" onClick={close}>{s.report.cancel}</Button>
              <Button type="submit" loading={status.submitting}>{s.report.send}</Button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
