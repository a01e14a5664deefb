// A moderator sends an issue of the newsletter (docs/staff.md «Рассылка»): one outbox letter per
// confirmed address of the list (provider.ts recipients), all in one transaction with the issue
// row and its audit entry. The issue's key makes it idempotent: a retry with the same key (a
// timeout, a double click) answers 200 with the issue as first sent and queues nothing; the same
// key with another text is 409, so a new issue cannot silently reuse an old key.
// Every letter is a bulk one (docs/SECURITY.md «Рассылка»): List-Unsubscribe with its own signed
// link and List-Unsubscribe-Post (RFC 8058 one-click), List-Id, Precedence: bulk, and the same
// link at the end of the text, for readers whose mail client shows no button.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { NewsletterIssueBody, type NewsletterIssue } from '@donor/shared/contract/staff-newsletter';
import { sendNewsletterIssue } from '@donor/shared/endpoints/staff-newsletter';
import type { ApiEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { queueMessage } from '../../lib/outbox.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { route } from '../../lib/route.ts';
import type { OutboxMailHeaders } from '../../schema.ts';
import { writeAudit } from '../staff/audit-log.ts';
import { requireModerator } from '../staff/roles.ts';
import { letterRef, unsubscribeLink } from './newsletter-unsubscribe.ts';
import { mailingFromEnv, type MailingProvider } from './provider.ts';
import { newsletterIssues } from './schema.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export const ISSUE_TEXT = {
  footer: (link: string) => [
    '—',
    'Вы получили это письмо, потому что подписались на рассылку «Донор Рядом» и подтвердили подписку.',
    `Отписаться можно без входа на сайт: ${link}`,
  ].join('\n'),
  listName: 'Рассылка «Донор Рядом»',
  keyTaken: 'Выпуск с этим ключом уже отправлен с другим текстом. Для нового выпуска нужен новый ключ.',
  externalList: 'Список рассылки ведёт внешний сервис: выпуск отправляется из него, а не отсюда.',
} as const;

/** The text of one letter: the issue, then who it is for and how to leave. */
export const letterText = (body: string, link: string): string => `${body}\n\n${ISSUE_TEXT.footer(link)}`;

/** Headers of one letter (RFC 2369 List-*, RFC 8058 one-click; Precedence keeps auto-replies away). */
export function letterHeaders(origin: string, link: string): OutboxMailHeaders {
  return {
    list: { unsubscribe: [link], id: { url: `newsletter.${new URL(origin).hostname}`, comment: ISSUE_TEXT.listName } },
    extra: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', Precedence: 'bulk' },
  };
}

const view = (row: typeof newsletterIssues.$inferSelect): NewsletterIssue => ({
  key: row.key,
  subject: row.subject,
  recipients: row.recipients,
  created_at: row.createdAt.toISOString(),
});

export function registerNewsletterIssueRoutes(app: Hono<ApiEnv>, opts: { signingSecret: string; mailing?: MailingProvider }): void {
  const mailing = opts.mailing ?? mailingFromEnv(process.env);

  route(app, sendNewsletterIssue, NewsletterIssueBody, async (c, io) => {
    const acting = await requireModerator(c);
    const input = await io.body();
    const deps = c.get('deps');
    const now = deps.now();
    const origin = publicOrigin(c);
    const { issue, created } = await deps.db.transaction(async (tx) => {
      // The key's row first: a concurrent retry waits on it here, then finds it.
      const [fresh] = await tx
        .insert(newsletterIssues)
        .values({ key: input.key, subject: input.subject, body: input.body, recipients: 0, sentBy: acting.actor.userId, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!fresh) {
        const [old] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.key, input.key));
        if (old!.subject !== input.subject || old!.body !== input.body) throw new ApiError(409, { key: [ISSUE_TEXT.keyTaken] });
        return { issue: old!, created: false };
      }
      if (!mailing.recipients) throw new ApiError(409, { detail: ISSUE_TEXT.externalList });
      const list = await mailing.recipients(tx);
      for (const { id, email } of list) {
        const link = unsubscribeLink(origin, unsubscribeToken(opts.signingSecret, id));
        await queueMessage(
          tx, now,
          { channel: 'email', target: email, subject: input.subject, body: letterText(input.body, link) },
          { ref: letterRef(id), headers: letterHeaders(origin, link) },
        );
      }
      const [sent] = await tx.update(newsletterIssues).set({ recipients: list.length }).where(eq(newsletterIssues.key, input.key)).returning();
      await writeAudit(tx, acting, now, {
        action: 'newsletter.send',
        object: { type: 'newsletter_issue', id: input.key },
        after: { subject: input.subject, recipients: list.length },
      });
      return { issue: sent!, created: true };
    });
    return io.ok(view(issue), created ? 201 : 200);
  });
}
