// What a change of a request's moderation state does besides the state itself (docs/helpme.md
// «Модерация»): the photo is public exactly while the request is published, and the author is
// told every outcome (a verdict, or the reports that hid it) through the outbox, in the same
// transaction as the change (ARCHITECTURE §3: a rolled-back verdict sends nothing). The
// moderators' routes and the reports are in features/staff/helpme-moderation.ts.
import { eq } from 'drizzle-orm';
import { pathTo } from '@donor/shared/routes';
import { REVIEW_WAIT, type ModerationState } from '@donor/shared/staff-helpme-messages';
import type { Tx } from '../../db.ts';
import { queueMessage } from '../../lib/outbox.ts';
import { pictures, users } from '../../schema.ts';
import { needs } from './schema.ts';
import { reasonText, type NeedRow } from './needs-data.ts';

export interface ModerationChange {
  moderation: ModerationState;
  reason: string | null;
  comment: string | null;
  /** The moderator; null when reports hid the request. */
  by: number | null;
}

/** Moves a request (locked by the caller) to a new state; its photo follows. */
export async function applyModeration(tx: Tx, row: NeedRow, change: ModerationChange, now: Date): Promise<NeedRow> {
  const [updated] = await tx.update(needs).set({
    moderation: change.moderation,
    moderationReason: change.reason,
    moderationComment: change.comment,
    moderatedAt: now,
    moderatedBy: change.by,
  }).where(eq(needs.id, row.id)).returning();
  if (row.pictureId !== null) await tx.update(pictures).set({ public: change.moderation === 'published' }).where(eq(pictures.id, row.pictureId));
  return updated!;
}

/** What the author is told, by the state the request came to. */
export type AuthorNews = 'published' | 'needs_fix' | 'rejected' | 'hidden' | 'hidden_by_reports';

export interface AuthorMessage {
  subject: string;
  email: string;
  sms: string;
}

/**
 * The message of `news` about request `title` (pure: tested without a database). `recipientUrl`
 * opens the request, `editUrl` the form with its data.
 */
export function authorMessage(news: AuthorNews, f: { title: string; reason: string | null; comment: string | null; recipientUrl: string; editUrl: string }): AuthorMessage {
  const why = [f.reason ? `Причина: ${f.reason}.` : '', f.comment ? `Комментарий модератора: ${f.comment}` : ''].filter(Boolean).join('\n');
  const shortWhy = f.reason ? ` Причина: ${f.reason}.` : '';
  switch (news) {
    case 'published':
      return {
        subject: 'Запрос опубликован',
        email: `Ваш запрос «${f.title}» проверен и опубликован: его видят доноры на сайте.\n\nПоделитесь ссылкой, чтобы откликнулось больше людей:\n${f.recipientUrl}`,
        sms: `Донор Рядом: запрос «${f.title}» опубликован. ${f.recipientUrl}`,
      };
    case 'needs_fix':
      return {
        subject: 'Запрос нужно исправить',
        email: `Модератор вернул ваш запрос «${f.title}» на исправление.\n${why}\n\nВсе данные сохранены: исправьте их и отправьте запрос снова. После проверки (${REVIEW_WAIT}) его увидят доноры.\n${f.editUrl}`,
        sms: `Донор Рядом: запрос «${f.title}» нужно исправить.${shortWhy} ${f.editUrl}`,
      };
    case 'rejected':
      return {
        subject: 'Запрос отклонён',
        email: `Модератор отклонил ваш запрос «${f.title}».\n${why}\n\nДанные сохранены: если это ошибка или обстоятельства изменились, исправьте запрос и отправьте его снова.\n${f.editUrl}`,
        sms: `Донор Рядом: запрос «${f.title}» отклонён.${shortWhy} ${f.editUrl}`,
      };
    case 'hidden':
      return {
        subject: 'Запрос скрыт',
        email: `Модератор скрыл ваш запрос «${f.title}»: сейчас его не видят доноры.\n${why}\n\nЗапрос и записи доноров сохранены. Ответьте на это письмо, если считаете решение ошибочным.\n${f.recipientUrl}`,
        sms: `Донор Рядом: запрос «${f.title}» скрыт модератором.${shortWhy} ${f.recipientUrl}`,
      };
    case 'hidden_by_reports':
      return {
        subject: 'Запрос временно скрыт',
        email: `На ваш запрос «${f.title}» пожаловались посетители сайта, и он временно скрыт. Модератор проверит его (${REVIEW_WAIT}) и сообщит о решении.\n\nЗапрос и записи доноров сохранены.\n${f.recipientUrl}`,
        sms: `Донор Рядом: запрос «${f.title}» временно скрыт до проверки модератором. ${f.recipientUrl}`,
      };
  }
}

/**
 * Queues the author's message about `row` (already in its new state). The author asked for the
 * review, so the answer goes like a receipt whatever the newsletter switches (lib/notification-
 * prefs.ts): by e-mail when one is on file, else by SMS; nothing for a deleted or blocked account.
 */
export async function notifyAuthor(tx: Tx, now: Date, row: NeedRow, news: AuthorNews, origin: string): Promise<void> {
  if (row.authorUserId === null) return;
  const [who] = await tx.select({ email: users.email, phone: users.phone, active: users.isActive, deletedAt: users.deletedAt })
    .from(users).where(eq(users.id, row.authorUserId)).limit(1);
  if (!who || !who.active || who.deletedAt) return;
  const message = authorMessage(news, {
    title: row.title,
    reason: news === 'hidden_by_reports' ? null : reasonText(row.moderationReason),
    comment: news === 'hidden_by_reports' ? null : row.moderationComment,
    recipientUrl: `${origin}${pathTo('recipient', { id: row.id })}`,
    editUrl: `${origin}${pathTo('helpme')}?edit=${row.id}`,
  });
  if (who.email) await queueMessage(tx, now, { channel: 'email', target: who.email, subject: message.subject, body: message.email });
  else if (who.phone) await queueMessage(tx, now, { channel: 'sms', target: who.phone, body: message.sms });
}
