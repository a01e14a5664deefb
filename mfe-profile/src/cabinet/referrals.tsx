// Referrals (spec §1 "referrals", §7 GET /api/auth/{id}/referrals/; §3 Client storage ReferralCode):
// the donor's own share link, https://<origin>/sign_up_email?referral_code=<code> (the code from
// GET /api/profile/), with a copy button, and who has registered with it.
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Referral } from '@donor/shared/contract/account';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { createReferralsStore, type CabinetResource } from './cabinet.resource.ts';
import { cs } from './cabinet.strings.ts';

const s = cs.referrals;

/** The share link of a referral code on this site's origin. */
export const referralLink = (origin: string, code: string): string =>
  `${origin}${pathTo('sign-up-email')}?referral_code=${encodeURIComponent(code)}`;

export function ReferralsBlock({ resource, userId }: { resource: CabinetResource; userId: number }) {
  const { query } = useSection();
  const profile = useStore(resource.$profile);
  const $referrals = useMemo(() => createReferralsStore(query, userId), [query, userId]);
  const referrals = useStore($referrals);
  return (
    <section id="cab-referrals" className="cab-block" aria-labelledby="cab-referrals-title" tabIndex={-1}>
      <h2 id="cab-referrals-title">{s.title}</h2>
      <p className="cab-muted">{s.intro}</p>
      <QueryState value={profile} loading={<SkeletonList rows={1} />} onRetry={resource.$profile.revalidate}>
        {(p) => <ShareLink link={referralLink(window.location.origin, p.referral_code)} />}
      </QueryState>
      <QueryState value={referrals} loading={<SkeletonList rows={1} />} onRetry={$referrals.revalidate}>
        {(list) => (list.results.length === 0 ? <EmptyState title={s.none} /> : <ReferralList items={list.results} />)}
      </QueryState>
    </section>
  );
}

function ShareLink({ link }: { link: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(s.copied);
    } catch {
      setStatus(s.copyFailed);
    }
  };
  return (
    <>
      <div className="cab-share">
        <Field label={s.link} name="referral_link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy()}>{s.copy}</Button>
      </div>
      <p className="cab-status" role="status">{status}</p>
    </>
  );
}

function ReferralList({ items }: { items: Referral[] }) {
  return (
    <ul className="cab-list">
      {items.map((r, i) => (
        <li key={`${r.first_name}-${r.date_joined}-${i}`} className="cab-card">
          <p className="cab-card__title">{[r.first_name, r.last_initial].filter(Boolean).join(' ')}</p>
          <p className="cab-muted">
            {interpolate(s.joined, { date: formatDate(r.date_joined) })} · {r.has_donated ? s.donated : s.notYet}
          </p>
        </li>
      ))}
    </ul>
  );
}
