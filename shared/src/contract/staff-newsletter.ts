// Contract of the newsletter issues a moderator sends (docs/staff.md «Рассылка»): one letter per
// confirmed address of the list, through the outbox, each with its own one-click unsubscribe
// (docs/SECURITY.md «Рассылка»). The key names the issue: a retry with the same key sends nothing.
import { z } from 'zod';
import * as MSG from '../messages.ts';
import { reqText } from './common.ts';

/** Latin letters, digits, dot, dash, underscore; 3–64 characters, e.g. `2025-06`. */
export const ISSUE_KEY_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{2,63}$/;
export const issueKeyMessage = 'Ключ выпуска: от 3 до 64 латинских букв, цифр, точек, дефисов и подчёркиваний, например 2025-06';

/** POST /api/staff/newsletter/issues/ (moderators): plain text; the unsubscribe footer is added by the server. */
export const NewsletterIssueBody = z.object({
  key: z.string({ error: MSG.required }).trim().min(1, MSG.required).regex(ISSUE_KEY_RE, issueKeyMessage),
  subject: reqText(200),
  body: reqText(20_000),
});
export type NewsletterIssueBody = z.input<typeof NewsletterIssueBody>;

/** An issue as sent: `recipients` letters were queued when it was first sent. */
export const NewsletterIssue = z.object({
  key: z.string(),
  subject: z.string(),
  recipients: z.number().int().min(0),
  created_at: z.string(),
});
export type NewsletterIssue = z.infer<typeof NewsletterIssue>;
