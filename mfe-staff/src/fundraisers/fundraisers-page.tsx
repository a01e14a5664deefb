// /staff/fundraisers/ (route 'staff-fundraisers', moderators; docs/SECURITY.md «Сборы»): the
// fundraisers by moderation status — the queue first — with their text, goal and author, and the
// verdicts: «Одобрить» publishes, «Отклонить» (confirmed in a dialog) keeps it off the public
// lists (fundraisers.resource.ts). The API checks the role and logs each verdict (docs/staff.md
// «Журнал»); a refusal is shown where it happened.
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Collect } from '@donor/shared/contract/catalog';
import { messageOf } from '@donor/shared/form/field-messages';
import { formatDate, formatDateTime, formatMoney, interpolate } from '@donor/shared/i18n';
import { pathTo, routeById } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import { Link, useLocation } from '@donor/shared/ui/link';
import { FundraisersFrame } from '../app/page-frames.tsx';
import { Pagination } from '@donor/shared/ui/pagination';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import type { SectionPageProps } from '@donor/shared/ui/use-section-route';
import { useValueAtom } from '@donor/shared/ui/use-value-atom';
import {
  COLLECT_STATUSES, createFundraisersResource, fundraisersHref, fundraisersKey, parseFundraisersSearch, type CollectStatus, type FundraisersResource,
} from './fundraisers.resource.ts';
import { fs } from './fundraisers.strings.ts';
import './fundraisers.css';

export function FundraisersPage(_props: SectionPageProps) {
  const section = useSection();
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const view = useMemo(() => parseFundraisersSearch(search), [search]);
  const $key = useValueAtom(fundraisersKey(view));
  const resource = useMemo(() => createFundraisersResource(section, $key), [section, $key]);
  const list = useStore(resource.$list);
  useStore(resource.$verdict); // the mutator's loading and error are read while subscribed
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <FundraisersFrame>
      <nav aria-label={fs.filterLabel}>
        <ul className="staff-fundraisers__filters">
          {COLLECT_STATUSES.map((status) => (
            <li key={status}>
              <Link className="staff-fundraisers__filter" href={fundraisersHref({ status, page: 1 })} aria-current={status === view.status ? 'page' : undefined}>
                {fs.statuses[status]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={notice ? 'staff-ok' : undefined} role="status">{notice}</p>
      <QueryState value={list} loading={<SkeletonList rows={3} />} onRetry={resource.$list.revalidate} {...(list.error ? { errorMessage: messageOf(list.error) } : {})}>
        {(data) => data.results.length === 0 ? <EmptyState title={fs.empty[view.status]} /> : (
          <>
            <ul className="staff-fundraisers__list" aria-label={fs.listLabel}>
              {data.results.map((c) => <FundraiserCard key={c.id} collect={c} status={view.status} resource={resource} onDone={setNotice} />)}
            </ul>
            <Pagination page={view.page} pages={data.num_pages} hrefOf={(page) => fundraisersHref({ ...view, page })} label={fs.pager} />
          </>
        )}
      </QueryState>
    </FundraisersFrame>
  );
}

interface CardProps {
  collect: Collect;
  status: CollectStatus;
  resource: FundraisersResource;
  onDone: (text: string) => void;
}

function FundraiserCard({ collect: c, status, resource, onDone }: CardProps) {
  const verdict = useStore(resource.$verdict);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `staff-collect-${c.id}`;
  const errorId = `${titleId}-error`;

  const decide = async (approve: boolean) => {
    setError(null);
    setBusy(approve ? 'approve' : 'reject');
    const done = await resource.$verdict.mutate({ id: c.id, approve });
    setBusy(null);
    if (!done) {
      const message = messageOf(resource.$verdict.get().error);
      setError(message);
      return;
    }
    setConfirming(false);
    onDone(interpolate(approve ? fs.approved : fs.rejected, { title: c.title }));
  };

  return (
    <li className="staff-card staff-fundraisers__item" aria-labelledby={titleId} data-collect={c.id}>
      <h2 id={titleId} className="staff-fundraisers__title">{c.title}</h2>
      <p><span className={`staff-fundraisers__badge staff-fundraisers__badge--${status}`}>{fs.status[status]}</span></p>
      <p className="staff-fundraisers__text">{c.description || <span className="staff-muted">{fs.noDescription}</span>}</p>
      <p>
        {interpolate(fs.goal, { goal: formatMoney(c.goal) })} · {interpolate(fs.collected, { sum: formatMoney(c.collected) })}
        {c.ends_at && <> · {interpolate(fs.endsAt, { date: formatDate(c.ends_at) })}</>}
      </p>
      <p className="staff-muted">
        {interpolate(fs.createdAt, { date: formatDateTime(c.created_at) })}
        {c.owner_id !== null && <> · {interpolate(fs.owner, { id: c.owner_id })}</>}
      </p>
      <p><Link href={pathTo('fundraiser', { slug: c.slug })}>{fs.open}</Link></p>
      <div className="staff-fundraisers__actions">
        {status !== 'approved' && (
          <Button size="small" loading={busy === 'approve' && Boolean(verdict.loading)} aria-describedby={error ? errorId : undefined} onClick={() => void decide(true)}>{fs.approve}</Button>
        )}
        {status !== 'rejected' && (
          <Button size="small" variant="secondary" onClick={() => { setError(null); setConfirming(true); }}>{status === 'approved' ? fs.unpublish : fs.reject}</Button>
        )}
      </div>
      {error && !confirming && <p id={errorId} className="ui-error" role="alert">{error}</p>}
      <ConfirmDialog
        open={confirming}
        title={interpolate(fs.rejectTitle, { title: c.title })}
        confirmLabel={status === 'approved' ? fs.unpublish : fs.reject}
        cancelLabel={fs.keep}
        busy={busy === 'reject'}
        error={confirming ? error : null}
        onConfirm={() => void decide(false)}
        onCancel={() => { setConfirming(false); setError(null); }}
      >
        <p>{fs.rejectText}</p>
      </ConfirmDialog>
    </li>
  );
}
