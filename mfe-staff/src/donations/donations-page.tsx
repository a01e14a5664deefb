// /staff/donations/ (route 'staff-donations'; docs/staff.md «Проверка донаций»): the moderators'
// queue of donations donors wrote themselves, the longest waiting first, filtered by city,
// station and certificate; the chosen donation beside the queue on a wide screen and below it on
// a phone (donation-review.tsx). The filters and the chosen donation live in the URL
// (donations.resource.ts), so back/forward and a shared link bring the same screen.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { StaffDonationDetail, StaffDonationFacets, StaffDonationItem, StaffDonationList } from '@donor/shared/contract/staff-donations';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import { formatDate, formatDateTime } from '@donor/shared/i18n';
import { routeById } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { Link, navigate, useLocation } from '@donor/shared/ui/link';
import { DonationsFrame } from '../app/page-frames.tsx';
import { Pagination } from '@donor/shared/ui/pagination';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import type { SectionPageProps } from '@donor/shared/ui/use-section-route';
import { useValueAtom } from '@donor/shared/ui/use-value-atom';
import { DonationReview } from './donation-review.tsx';
import { ds } from './donations.strings.ts';
import { EMPTY_QUEUE_STATE, createQueueStores, createVerdictWrite, queueHref, readQueueState, type QueueState } from './donations.resource.ts';
import { SelectField } from './select-field.tsx';
import './donations.css';

export function DonationsPage(_props: SectionPageProps) {
  const { query, api } = useSection();
  const location = useLocation();
  const state = useMemo(() => readQueueState(location.includes('?') ? location.slice(location.indexOf('?')) : ''), [location]);
  const $state = useValueAtom(state);
  const { $queue, $facets, $donation } = useMemo(() => createQueueStores(query, $state), [query, $state]);
  const $verdict = useMemo(() => createVerdictWrite({ query, api }), [query, api]);
  useStore($verdict); // the page listens to its write (query.ts: the library resets `loading` only then)
  const queue = useStore($queue);
  const facets = useStore($facets);
  const [notice, setNotice] = useState<string | null>(null);
  const go = useCallback((next: Partial<QueueState>, replace = false) => navigate(queueHref({ ...state, ...next }), { replace }), [state]);
  const hrefOf = useCallback((id: number) => queueHref({ ...state, id }), [state]);
  const onDecided = useCallback((d: StaffDonationDetail) => {
    const date = formatDate(d.donate_at);
    setNotice(d.status === 'accepted' ? ds.verdict.accepted(date, d.donor.name) : ds.verdict.rejected(date, d.donor.name));
  }, []);

  // Picking a donation (not the first paint) takes the reader to it: below the queue on a phone.
  const detailRef = useRef<HTMLDivElement>(null);
  const shownId = useRef(state.id);
  useEffect(() => {
    if (state.id === shownId.current) return;
    shownId.current = state.id;
    if (state.id !== null) setNotice(null);
    const detail = detailRef.current;
    if (!detail) return;
    (detail.querySelector<HTMLElement>('h2') ?? detail).focus({ preventScroll: true });
    // Beside the queue (a wide screen) it is already in view; below it (a phone) it is not.
    const top = detail.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) detail.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [state.id]);

  const next = queue.data?.results.find((item) => item.id !== state.id) ?? null;
  return (
    <DonationsFrame>
      <div className="staff-donations__layout">
        <section className="staff-donations__queue" aria-labelledby="staff-donations-queue-title">
          <h2 id="staff-donations-queue-title" className="ui-visually-hidden">{ds.queue.title}</h2>
          <Filters state={state} facets={facets.data} go={go} />
          <QueryState value={queue} loading={<SkeletonList rows={4} />} onRetry={$queue.revalidate}>
            {(list) => <Queue list={list} state={state} filtered={state.cityId !== null || state.stationId !== null || state.certificate !== null} />}
          </QueryState>
        </section>
        <div className="staff-donations__detail" ref={detailRef} tabIndex={-1}>
          {notice && (
            <div className="staff-ok" role="status">
              <p>{notice}</p>
              {next && <Link href={hrefOf(next.id)}>{ds.verdict.next}</Link>}
            </div>
          )}
          {state.id === null ? (
            <p className="staff-card staff-muted">{ds.detail.pick}</p>
          ) : (
            <DonationReview $donation={$donation} write={$verdict} hrefOf={hrefOf} onDecided={onDecided} />
          )}
        </div>
      </div>
    </DonationsFrame>
  );
}

function Filters({ state, facets, go }: { state: QueueState; facets: StaffDonationFacets | undefined; go: (next: Partial<QueueState>, replace?: boolean) => void }) {
  const s = ds.filters;
  const stations = (facets?.stations ?? []).filter((st) => state.cityId === null || st.city_id === state.cityId);
  const idOf = (v: string): number | null => (v === '' ? null : Number(v));
  const any = state.cityId !== null || state.stationId !== null || state.certificate !== null;
  return (
    <fieldset className="staff-donations__filters">
      <legend className="ui-visually-hidden">{s.legend}</legend>
      <SelectField label={s.city} name="city_id" value={state.cityId ?? ''} onChange={(e) => {
        const cityId = idOf(e.currentTarget.value);
        const keep = facets?.stations.find((st) => st.id === state.stationId && (cityId === null || st.city_id === cityId));
        go({ cityId, stationId: keep ? state.stationId : null, page: 1 }, true);
      }}>
        <option value="">{facets ? s.count(s.allCities, facets.total) : s.allCities}</option>
        {facets?.cities.map((c) => <option key={c.id} value={c.id}>{s.count(c.title, c.count)}</option>)}
        {state.cityId !== null && !facets?.cities.some((c) => c.id === state.cityId) && <option value={state.cityId}>{s.count(`№ ${state.cityId}`, 0)}</option>}
      </SelectField>
      <SelectField label={s.station} name="blood_station_id" value={state.stationId ?? ''} onChange={(e) => go({ stationId: idOf(e.currentTarget.value), page: 1 }, true)}>
        <option value="">{s.allStations}</option>
        {stations.map((st) => <option key={st.id} value={st.id}>{s.count(st.title, st.count)}</option>)}
        {state.stationId !== null && !stations.some((st) => st.id === state.stationId) && <option value={state.stationId}>{s.count(`№ ${state.stationId}`, 0)}</option>}
      </SelectField>
      <SelectField label={s.certificate} name="certificate" value={state.certificate ?? ''} onChange={(e) => {
        const v = e.currentTarget.value;
        go({ certificate: v === 'yes' || v === 'no' ? v : null, page: 1 }, true);
      }}>
        <option value="">{s.anyCertificate}</option>
        <option value="yes">{facets ? s.count(s.withCertificate, facets.with_certificate) : s.withCertificate}</option>
        <option value="no">{facets ? s.count(s.withoutCertificate, facets.total - facets.with_certificate) : s.withoutCertificate}</option>
      </SelectField>
      {any && <Button variant="ghost" onClick={() => go({ ...EMPTY_QUEUE_STATE, id: state.id }, true)}>{s.reset}</Button>}
    </fieldset>
  );
}

function Queue({ list, state, filtered }: { list: StaffDonationList; state: QueueState; filtered: boolean }) {
  const s = ds.queue;
  if (list.count === 0) {
    return <EmptyState title={s.empty}><p>{filtered ? s.emptyFiltered : s.emptyHint}</p></EmptyState>;
  }
  return (
    <>
      <p className="staff-muted" role="status">{s.total(list.count)}</p>
      <ol className="staff-donations__items">
        {list.results.map((item) => <QueueItem key={item.id} item={item} href={queueHref({ ...state, id: item.id })} current={item.id === state.id} />)}
      </ol>
      <Pagination page={state.page} pages={list.num_pages} label={s.pages} hrefOf={(page) => queueHref({ ...state, page })} />
    </>
  );
}

function QueueItem({ item, href, current }: { item: StaffDonationItem; href: string; current: boolean }) {
  const s = ds.queue;
  return (
    <li className="staff-donations__item">
      <Link className="staff-donations__pick" href={href} aria-current={current ? 'true' : undefined}>
        <span className="staff-donations__who">{item.donor.name}</span>
        <span>{formatDate(item.donate_at)} · {COMPONENT_LABEL[item.blood_class]}</span>
        <span className="staff-muted">{item.blood_station?.title ?? ds.detail.noStation}{item.city ? `, ${item.city.title}` : ''}</span>
        <span className="staff-donations__tags">
          <span className={item.has_certificate ? 'staff-donations__tag' : 'staff-donations__tag staff-donations__tag--warn'}>{item.has_certificate ? s.withCertificate : s.noCertificate}</span>
          {item.resubmitted && <span className="staff-donations__tag">{s.resubmitted}</span>}
          {item.possible_duplicates > 0 && <span className="staff-donations__tag staff-donations__tag--warn">{s.duplicates(item.possible_duplicates)}</span>}
          <span className="staff-muted">{s.waiting(formatDateTime(item.submitted_at))}</span>
        </span>
      </Link>
    </li>
  );
}
