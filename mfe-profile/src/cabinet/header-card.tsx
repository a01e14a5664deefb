// The cabinet's header card (spec §2 /profile/; §3 User): photo (48 px; without one the default
// avatar, alt 'default User photo', otherwise 'User photo'), name, city, the donation count with
// its Russian plural; and, as its own block, the path to the honorary donor titles.
import type { User } from '@donor/shared/contract/common';
import type { HonoraryProgress } from '@donor/shared/eligibility/honorary';
import { cs } from './cabinet.strings.ts';
import { donationCount, honoraryLines } from './cabinet-format.ts';

/** spec §9: user photo default size 48 px. */
export const PHOTO_SIZE = 48;

// A neutral person on grey, inline so the default avatar costs no request. Every character that
// a URL may not carry raw (spaces, quotes) is percent-encoded: the Nu HTML Checker refuses a
// `src` with a bare space.
export const DEFAULT_PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#dde0e5"/><circle cx="24" cy="19" r="8" fill="#545b66"/><path d="M9 44c2-9 8-13 15-13s13 4 15 13z" fill="#545b66"/></svg>',
)}`;

export function UserPhoto({ user }: { user: Pick<User, 'photo'> }) {
  const src = user.photo?.small ?? null;
  return src ? (
    <img className="cab-head__photo" src={src} alt={cs.cabinet.photoAlt} width={PHOTO_SIZE} height={PHOTO_SIZE} />
  ) : (
    <img className="cab-head__photo" src={DEFAULT_PHOTO} alt={cs.cabinet.defaultPhotoAlt} width={PHOTO_SIZE} height={PHOTO_SIZE} />
  );
}

export interface HeaderCardProps {
  user: User;
  /**
   * The donations the eligibility answer counted (accepted and pre_accepted, as /me's donation_agg):
   * fresher than the user of the page's boot payload, which the host caches for a few seconds.
   */
  count: number | null;
}

export function HeaderCard({ user, count }: HeaderCardProps) {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <section className="cab-block cab-block--head" aria-labelledby="cab-name">
      <div className="cab-head">
        <UserPhoto user={user} />
        <div>
          <h2 id="cab-name" className="cab-head__name">{name}</h2>
          <p className="cab-head__meta">
            {user.city?.title ?? cs.cabinet.noCity} · <span data-testid="donation-count">{donationCount(count ?? user.donation_agg.count)}</span>
          </p>
        </div>
      </div>
    </section>
  );
}

/**
 * The path to the honorary titles: below the next possible dates, because "when can I give
 * next" is what a returning donor opens the cabinet for; the titles are the longer story.
 */
export function HonoraryBlock({ honorary, today }: { honorary: HonoraryProgress[]; today: string }) {
  if (honorary.length === 0) return null;
  return (
    <section className="cab-block" aria-labelledby="cab-honor">
      <h2 id="cab-honor">{cs.cabinet.honorTitle}</h2>
      <ul className="cab-honor">
        {honorary.map((p) => (
          <li key={p.id}>
            <strong>{p.title}</strong>
            {honoraryLines(p, today).map((line) => <span key={line} className="cab-honor__line">{line}</span>)}
          </li>
        ))}
      </ul>
      <p className="cab-muted">{cs.cabinet.honorNote}</p>
    </section>
  );
}
