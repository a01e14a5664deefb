// /staff/gifts/ (route 'staff-gifts', moderators; docs/recognition.md «Подарки»): the donors'
// gift requests by state — the ones waiting to be sent first — with the donor's contacts, and
// the team's moves «Отправлен» and «Получен» (gifts.resource.ts). The API checks the role and
// logs every move (docs/staff.md «Журнал»); a refusal is shown under the request it concerns.
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { StaffGiftRequest } from '@donor/shared/contract/gifts-staff';
import { messageOf } from '@donor/shared/form/field-messages';
import { formatDateTime, interpolate, plural } from '@donor/shared/i18n';
import { routeById } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { Link, useLocation } from '@donor/shared/ui/link';
import { GiftsFrame } from '../app/page-frames.tsx';
import { Pagination } from '@donor/shared/ui/pagination';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import type { SectionPageProps } from '@donor/shared/ui/use-section-route';
import { useValueAtom } from '@donor/shared/ui/use-value-atom';
import { createGiftsResource, GIFT_FILTERS, giftsHref, giftsKey, parseGiftsSearch, type GiftsResource, type GiftsView } from './gifts.resource.ts';
import { gs } from './gifts.strings.ts';
import './gifts.css';

export function GiftsPage(_props: SectionPageProps) {
  const section = useSection();
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const view = useMemo(() => parseGiftsSearch(search), [search]);
  const $key = useValueAtom(giftsKey(view));
  const resource = useMemo(() => createGiftsResource(section, $key), [section, $key]);
  const list = useStore(resource.$list);
  useStore(resource.$move); // the mutator's loading and error are read while subscribed
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <GiftsFrame>
      <nav aria-label={gs.filterLabel}>
        <ul className="staff-gifts__filters">
          {GIFT_FILTERS.map((state) => (
            <li key={state}>
              <Link className="staff-gifts__filter" href={giftsHref({ state, page: 1 })} aria-current={state === view.state ? 'page' : undefined}>
                {state === 'all' ? gs.all : gs.states[state]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={notice ? 'staff-ok' : undefined} role="status">{notice}</p>
      <QueryState value={list} loading={<SkeletonList rows={3} />} onRetry={resource.$list.revalidate} {...(list.error ? { errorMessage: messageOf(list.error) } : {})}>
        {(data) => data.results.length === 0 ? <EmptyState title={gs.empty} /> : (
          <>
            <p className="staff-muted">{interpolate(gs.count, { count: data.count, word: plural(data.count, gs.countForms) })}</p>
            <ul className="staff-gifts__list" aria-label={gs.listLabel}>
              {data.results.map((r) => <GiftRequestCard key={r.id} request={r} resource={resource} onMoved={setNotice} />)}
            </ul>
            <Pagination page={view.page} pages={data.num_pages} hrefOf={(page) => giftsHref({ ...view, page } satisfies GiftsView)} label={gs.pager} />
          </>
        )}
      </QueryState>
    </GiftsFrame>
  );
}

const donorName = (r: StaffGiftRequest): string => `${r.donor.first_name} ${r.donor.last_name}`.trim();

/** Where to send it, as the donor chose (null: asked before delivery was asked for). */
function deliveryText({ delivery: d }: StaffGiftRequest): string {
  if (!d) return gs.noDelivery;
  const way = d.method === 'station'
    ? interpolate(gs.atStation, { station: d.station?.title ?? '' })
    : interpolate(gs.byPost, { postcode: d.postcode ?? '', address: d.address ?? '' });
  return d.size ? `${way}, ${interpolate(gs.size, { size: d.size })}` : way;
}

function GiftRequestCard({ request: r, resource, onMoved }: { request: StaffGiftRequest; resource: GiftsResource; onMoved: (text: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `staff-gift-${r.id}`;
  const errorId = `${titleId}-error`;
  const next = r.state === 'requested' ? 'sent' : r.state === 'sent' ? 'received' : null;

  const move = async () => {
    if (!next) return;
    setError(null);
    setBusy(true);
    const moved = await resource.$move.mutate({ id: r.id, state: next });
    setBusy(false);
    if (!moved) { setError(messageOf(resource.$move.get().error, 'state')); return; }
    onMoved(interpolate(gs.moved, { title: moved.souvenir.title, name: donorName(moved), state: gs.state[moved.state] }));
  };

  return (
    <li className="staff-card staff-gifts__item" aria-labelledby={titleId} data-gift-request={r.id}>
      <h2 id={titleId} className="staff-gifts__title">{r.souvenir.title}</h2>
      <p>
        <span className={`staff-gifts__badge staff-gifts__badge--${r.state}`}>{gs.state[r.state]}</span>{' '}
        <span className="staff-muted">{interpolate(r.state === 'requested' ? gs.requestedAt : gs.changedAt, { date: formatDateTime(r.updated_at) })}</span>
      </p>
      <p>{donorName(r)} · {r.donor.city?.title ?? gs.noCity}</p>
      <p className="staff-gifts__contacts">
        {r.donor.email && <a href={`mailto:${r.donor.email}`}>{r.donor.email}</a>}
        {r.donor.phone && <a href={`tel:${r.donor.phone}`}>{r.donor.phone}</a>}
        {!r.donor.email && !r.donor.phone && <span className="staff-muted">{gs.noContacts}</span>}
      </p>
      <p data-testid="gift-delivery">{deliveryText(r)}</p>
      {next && (
        <Button size="small" loading={busy} aria-describedby={error ? errorId : undefined} onClick={() => void move()}>
          {next === 'sent' ? gs.markSent : gs.markReceived}
        </Button>
      )}
      {error && <p id={errorId} className="ui-error" role="alert">{error}</p>}
    </li>
  );
}
