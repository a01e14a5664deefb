// Contract of help-me moderation and reports (docs/helpme.md «Модерация»): the moderators' queue,
// their verdicts, and the «Пожаловаться» report any visitor sends on a published request. The
// lists of states and reasons and every text are zod-free in shared/src/staff-helpme-messages.ts.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import * as HM from '../staff-helpme-messages.ts';
import { blank, IdTitle, listOf, optText, type List } from './common.ts';
import { BLOOD_TYPES, NEED_STATUSES } from './helpme-rules.ts';


/** GET /api/staff/helpme/?state= (moderators): one tab of the queue, oldest first. */
export const HelpmeQueueQuery = z.object({
  state: z.preprocess(blank, z.enum(HM.QUEUE_STATES, { error: MSG.choice }).default('pending')),
});
export type HelpmeQueueParams = { state?: HM.QueueState };

/** A visitor's report as moderators see it (who sent it is not shown: only whether they were signed in). */
export const HelpmeReport = z.object({
  id: z.number().int(),
  reason: z.enum(HM.REPORT_REASONS),
  reason_text: z.string(),
  comment: z.string(),
  created_at: z.string(),
  by_user: z.boolean(),
  /** When a moderator's approval dismissed it; null while open. */
  resolved_at: z.string().nullable(),
});
export type HelpmeReport = z.infer<typeof HelpmeReport>;

/** A request in the queue: everything the moderator judges, unmasked (full name, birth date, photo). */
export const HelpmeQueueItem = z.object({
  id: z.number().int(),
  moderation: z.enum(HM.MODERATION_STATES),
  /** The last verdict's reason code, its words and comment (or the reports' hiding). */
  reason: z.string().nullable(),
  reason_text: z.string().nullable(),
  comment: z.string().nullable(),
  submitted_at: z.string().nullable(),
  moderated_at: z.string().nullable(),
  moderated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(NEED_STATUSES),
  title: z.string(),
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  age: z.number().int().nullable(),
  blood_class: z.string(),
  requested_blood_type: z.array(z.enum(BLOOD_TYPES)),
  required_donors_count: z.number().int(),
  last_date: z.string(),
  search_reason: z.string().nullable(),
  city: IdTitle.nullable(),
  blood_station: IdTitle.nullable(),
  /** The photo's URL; moderators may open it while it is private (GET /api/picture/{id}/). */
  image: z.string().nullable(),
  author: z.object({ id: z.number().int(), name: z.string(), login: z.string() }).nullable(),
  /** Every report, newest first; `open_reports` counts those not yet dismissed. */
  reports: z.array(HelpmeReport),
  open_reports: z.number().int(),
});
export type HelpmeQueueItem = z.infer<typeof HelpmeQueueItem>;
export const HelpmeQueue = listOf(HelpmeQueueItem);
export type HelpmeQueue = List<HelpmeQueueItem>;

/**
 * POST /api/staff/helpme/{id}/verdict/. `expected`: the state the moderator saw; another state now
 * means someone decided meanwhile (409 «Уже рассмотрено»). A reason from the list is required for
 * every verdict but approve, and «Другая причина» needs a comment.
 */
export const HelpmeVerdictBody = z
  .object({
    verdict: z.enum(HM.VERDICTS, { error: MSG.choice }),
    expected: z.enum(HM.MODERATION_STATES, { error: MSG.choice }),
    reason: z.preprocess(blank, z.enum(HM.VERDICT_REASONS, { error: MSG.choice }).optional()),
    comment: optText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.verdict !== 'approve' && v.reason === undefined) ctx.addIssue({ code: 'custom', path: ['reason'], message: HM.reasonRequired });
    if (v.verdict !== 'approve' && v.reason === 'other' && v.comment === null) ctx.addIssue({ code: 'custom', path: ['comment'], message: HM.commentRequired });
  });
/** What a client sends (the schema's input is looser: it also reads blanks as "no reason"). */
export type HelpmeVerdictBody = { verdict: HM.Verdict; expected: HM.ModerationState; reason?: HM.VerdictReason | null; comment?: string | null };

/** POST /api/address_needs/{id}/report/ (anyone, also anonymous): a reason from the list, an optional comment. */
export const NeedReportBody = z.object({
  reason: z.preprocess(blank, z.enum(HM.REPORT_REASONS, { error: (iss) => (iss.input === undefined ? HM.reasonRequired : MSG.choice) })),
  comment: optText(HM.REPORT_COMMENT_MAX),
});
export type NeedReportBody = { reason: HM.ReportReason; comment?: string | null };
/** The report's answer: 201 the first time, 200 for a repeat of the same visitor (nothing new stored). */
export const NeedReportAnswer = z.object({ detail: z.string() });
export type NeedReportAnswer = z.infer<typeof NeedReportAnswer>;
