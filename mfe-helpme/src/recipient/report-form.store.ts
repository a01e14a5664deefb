// «Пожаловаться» on a recipient page (docs/helpme.md «Модерация»): a reason from the list and an
// optional comment, a form of the kit (shared/src/form/) over the page's report write
// (recipient.resource.ts). Nothing is kept between visits (no draft): a report is a moment's
// act. Success is remembered until the dialog is closed, to say thank you.
import { atom } from 'nanostores';
import { createForm } from '@donor/shared/form/form.store';
import type { AnyMutator } from '@donor/shared/form/call-mutator';
import { sameNames } from '@donor/shared/form/field-messages';
import * as MSG from '@donor/shared/messages';
import type { NeedReportAnswer, NeedReportBody } from '@donor/shared/contract/staff-helpme';
import { REPORT_COMMENT_MAX, REPORT_REASONS, reasonRequired, type ReportReason } from '@donor/shared/staff-helpme-messages';

export interface ReportValues {
  reason: ReportReason | '';
  comment: string;
}
export type ReportField = keyof ReportValues;

const isReason = (v: string): v is ReportReason => (REPORT_REASONS as readonly string[]).includes(v);

/** The first failing rule per field (the API's NeedReportBody, without zod). */
export function reportErrors(v: ReportValues): Partial<Record<ReportField, string>> {
  const errors: Partial<Record<ReportField, string>> = {};
  if (!isReason(v.reason)) errors.reason = reasonRequired;
  if (v.comment.trim().length > REPORT_COMMENT_MAX) errors.comment = MSG.tooLong(REPORT_COMMENT_MAX);
  return errors;
}

export function createReportForm(mutator: AnyMutator<NeedReportBody, NeedReportAnswer>) {
  const $sent = atom(false);
  const initial: ReportValues = { reason: '', comment: '' };
  const form = createForm<ReportValues, ReportField, NeedReportBody, NeedReportAnswer>({
    draft: null,
    initial,
    validate: reportErrors,
    fields: sameNames<ReportField>('reason', 'comment'),
    mutator,
    data: (v) => ({ reason: v.reason as ReportReason, comment: v.comment.trim() || null }),
    done: () => { $sent.set(true); },
  });
  return {
    form,
    $sent,
    /** The dialog closed: the next opening starts empty. */
    reset(): void {
      form.reset();
      form.showErrors({});
      $sent.set(false);
    },
  };
}
export type ReportForm = ReturnType<typeof createReportForm>;
