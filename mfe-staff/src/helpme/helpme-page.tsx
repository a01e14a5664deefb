// /staff/helpme/ (route 'staff-helpme', moderators; docs/helpme.md «Модерация»): the help-me queue
// by tab — new requests (oldest first), reported ones, those returned to or rejected for their
// authors, hidden ones — each with its photo, the patient, the reason for the search, the author
// and the reports, and the verdicts (helpme-item.tsx). The tab and page live in the URL. A done
// verdict is announced at the top; the queue is asked again, so the item leaves its tab.
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { messageOf } from '@donor/shared/form/field-messages';
import { interpolate, plural } from '@donor/shared/i18n';
import { routeById } from '@donor/shared/routes';
import { QUEUE_STATES } from '@donor/shared/staff-helpme-messages';
import { Link, useLocation } from '@donor/shared/ui/link';
import { HelpmeFrame } from '../app/page-frames.tsx';
import { Pagination } from '@donor/shared/ui/pagination';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import type { SectionPageProps } from '@donor/shared/ui/use-section-route';
import { useValueAtom } from '@donor/shared/ui/use-value-atom';
import { createHelpmeQueue, parseQueueSearch, queueHref, queueKey } from './helpme.resource.ts';
import { HelpmeItem, type Notice } from './helpme-item.tsx';
import { hs } from './helpme.strings.ts';
import './helpme.css';

export function HelpmeModerationPage(_props: SectionPageProps) {
  const { query } = useSection();
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const view = useMemo(() => parseQueueSearch(search), [search]);
  const $key = useValueAtom(queueKey(view));
  const { $queue } = useMemo(() => createHelpmeQueue(query, $key), [query, $key]);
  const queue = useStore($queue);
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <HelpmeFrame>
      <nav aria-label={hs.tabs}>
        <ul className="staff-helpme__tabs">
          {QUEUE_STATES.map((state) => (
            <li key={state}>
              <Link className="staff-helpme__tab" href={queueHref({ state, page: 1 })} aria-current={state === view.state ? 'page' : undefined}>
                {hs.tab[state]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={notice ? (notice.error ? 'staff-alert' : 'staff-ok') : 'staff-helpme__notice'} role="status">{notice?.text}</p>
      <QueryState value={queue} loading={<SkeletonList rows={2} label={hs.loading} />} onRetry={$queue.revalidate} {...(queue.error ? { errorMessage: messageOf(queue.error) } : {})}>
        {(data) => data.results.length === 0 ? <EmptyState title={hs.empty[view.state]} /> : (
          <>
            <p className="staff-muted">{interpolate(plural(data.count, hs.count), { n: data.count })}</p>
            <ul className="staff-helpme__list" aria-label={hs.tab[view.state]}>
              {data.results.map((item) => <HelpmeItem key={item.id} item={item} onNotice={setNotice} />)}
            </ul>
            <Pagination page={view.page} pages={data.num_pages} hrefOf={(page) => queueHref({ ...view, page })} label={hs.pages} />
          </>
        )}
      </QueryState>
    </HelpmeFrame>
  );
}
