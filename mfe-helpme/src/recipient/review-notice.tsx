// Where the author's request is in moderation (docs/helpme.md «Модерация»), shown to the author
// (and a moderator who opens the page) while it is not public: «На проверке» with the usual wait,
// or the moderator's verdict with its reason and comment and, for the author, the way back to the
// form with their data («Исправить запрос» → /helpme/?edit={id}).
import { formatDateTime, interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { buttonClass } from '@donor/shared/ui/button';
import { Link } from '@donor/shared/ui/link';
import type { NeedModeration } from '@donor/shared/contract/helpme';
import { REVIEW_WAIT } from '@donor/shared/staff-helpme-messages';
import { s } from '../helpme.strings.ts';

/** The request's review while it is not public, else null (published, or not this viewer's to see). */
export function reviewOf(moderation: NeedModeration | null): (NeedModeration & { state: Exclude<NeedModeration['state'], 'published'> }) | null {
  return moderation && moderation.state !== 'published' ? (moderation as NeedModeration & { state: Exclude<NeedModeration['state'], 'published'> }) : null;
}

export const editHref = (id: number): string => `${pathTo('helpme')}?edit=${id}`;

export function ReviewNotice({ id, review }: { id: number; review: NonNullable<ReturnType<typeof reviewOf>> }) {
  const reason = review.reason_text ?? s.review.noReason;
  return (
    <section className={`hm-review hm-review--${review.state}`} aria-labelledby="hm-review-title">
      <h2 id="hm-review-title">{interpolate(s.review.title[review.state], { reason })}</h2>
      <p>{interpolate(s.review.text[review.state], { wait: REVIEW_WAIT })}</p>
      {review.state !== 'pending' && review.comment && <p className="hm-prewrap">{interpolate(s.review.comment, { comment: review.comment })}</p>}
      {review.state === 'pending' && review.submitted_at && <p className="hm-muted">{interpolate(s.review.submitted, { date: formatDateTime(review.submitted_at) })}</p>}
      {review.can_edit && <Link className={buttonClass()} href={editHref(id)}>{s.review.edit}</Link>}
    </section>
  );
}
