// /profile/donations (route 'profile-donations'; spec §7 GET /api/donations/ with
// status=accepted,pre_accepted, pages of 25 per §9): the donor's donations, newest first, each with
// its date, type, station and status in words; an empty list invites to add the first one.
// Above it, the donations a moderator refused, with the reason and the way to fix and resend
// (docs/staff.md «Проверка донаций»); nothing shows there when there are none.
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { cs } from '../cabinet/cabinet.strings.ts';
import { DonationsFrame } from '../app/page-frames.tsx';
import { DonationRow } from './donation-row.tsx';
import { createDonationsListStore, createRejectedStore, donationsKey } from './donations.resource.ts';
import { RejectionNote } from './rejection.tsx';
import { rs } from './rejection.strings.ts';
import '../cabinet/cabinet.css';

const s = cs.donations;

export function DonationsPage() {
  const { query } = useSection();
  const [page, setPage] = useState(1);
  const $key = useMemo(() => atom<string | null>(donationsKey(1)), []);
  const $list = useMemo(() => createDonationsListStore(query, $key), [query, $key]);
  const list = useStore($list);
  const go = (n: number) => { setPage(n); $key.set(donationsKey(n)); };
  return (
    <DonationsFrame>
      <p><Link className="ui-button" href={pathTo('profile-add-donation')}>{cs.cabinet.addDonation}</Link></p>
      <Rejected />
      <QueryState value={list} loading={<SkeletonList rows={3} />} onRetry={$list.revalidate}>
        {(data) =>
          data.count === 0 ? (
            <EmptyState title={s.empty}>
              <p>{s.emptyHint}</p>
              <Link href={pathTo('profile-add-donation')}>{cs.cabinet.addDonation}</Link>
            </EmptyState>
          ) : (
            <>
              <p className="cab-muted">{interpolate(s.total, { n: data.count })}</p>
              <ul className="cab-list">{data.results.map((d) => <DonationRow key={d.id} donation={d} />)}</ul>
              {data.num_pages > 1 && (
                <nav className="cab-pages" aria-label={s.pages}>
                  <Button variant="secondary" disabled={!data.previous} onClick={() => go(page - 1)}>{s.prev}</Button>
                  <span aria-current="page">{interpolate(s.page, { n: page })}</span>
                  <Button variant="secondary" disabled={!data.next} onClick={() => go(page + 1)}>{s.next}</Button>
                </nav>
              )}
            </>
          )}
      </QueryState>
    </DonationsFrame>
  );
}

function Rejected() {
  const { query } = useSection();
  const $rejected = useMemo(() => createRejectedStore(query), [query]);
  const rejected = useStore($rejected).data?.results ?? [];
  if (rejected.length === 0) return null;
  return (
    <section className="cab-block" aria-labelledby="donations-rejected-title">
      <h2 id="donations-rejected-title">{rs.listTitle}</h2>
      <p className="cab-muted">{rs.listHint}</p>
      <ul className="cab-list">
        {rejected.map((d) => <DonationRow key={d.id} donation={d}><RejectionNote donation={d} /></DonationRow>)}
      </ul>
    </section>
  );
}
