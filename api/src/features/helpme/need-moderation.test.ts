// The author's messages about a review (need-moderation.ts authorMessage): every outcome says
// what happened in Russian, carries the reason and comment when there is one, and the link the
// author needs — the form with their data when they are to fix it, the request otherwise.
import { describe, expect, it } from 'vitest';
import { REVIEW_WAIT } from '@donor/shared/staff-helpme-messages';
import { authorMessage, type AuthorNews } from './need-moderation.ts';

const facts = { title: 'Анна С.', reason: 'Фото не подходит', comment: 'Уберите документы', recipientUrl: 'https://x.example/recipient/7', editUrl: 'https://x.example/helpme/?edit=7' };

describe('authorMessage', () => {
  it.each<[AuthorNews, string, 'edit' | 'page', boolean]>([
    ['published', 'Запрос опубликован', 'page', false],
    ['needs_fix', 'Запрос нужно исправить', 'edit', true],
    ['rejected', 'Запрос отклонён', 'edit', true],
    ['hidden', 'Запрос скрыт', 'page', true],
    ['hidden_by_reports', 'Запрос временно скрыт', 'page', false],
  ])('%s: «%s», the %s link, reason shown: %s', (news, subject, link, withReason) => {
    const m = authorMessage(news, facts);
    const url = link === 'edit' ? facts.editUrl : facts.recipientUrl;
    expect(m.subject).toBe(subject);
    expect(m.email).toContain('«Анна С.»');
    expect(m.email).toContain(url);
    expect(m.sms).toContain(url);
    expect(m.email.includes('Причина: Фото не подходит.')).toBe(withReason);
    expect(m.email.includes('Комментарий модератора: Уберите документы')).toBe(withReason);
    expect(m.sms.includes('Фото не подходит')).toBe(withReason);
  });

  it('the waits it promises are the ones the author\'s page shows', () => {
    expect(authorMessage('needs_fix', facts).email).toContain(REVIEW_WAIT);
    expect(authorMessage('hidden_by_reports', facts).email).toContain(REVIEW_WAIT);
  });

  it('no reason, no empty «Причина» line', () => {
    const m = authorMessage('rejected', { ...facts, reason: null, comment: null });
    expect(m.email).not.toContain('Причина');
    expect(m.email).not.toContain('Комментарий');
  });
});
