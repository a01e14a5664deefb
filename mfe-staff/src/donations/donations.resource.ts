// Donation review's requests (docs/staff.md «Проверка донаций»; ARCHITECTURE §2.2): the queue as
// the URL filters it (city, station, certificate, page), the queue's facets for the filters, one
// donation, and the verdict. The page state is the URL (`?city_id=&blood_station_id=&certificate=
// &page=&id=`), so a filtered queue and a chosen donation are links a moderator can share. A
// verdict answers the donation's new state, which goes into its cached answer; the queue and the
// facets are asked again. A 409 (someone else decided first, or the donor sent a new version)
// asks for the donation again, so the page shows what is true now.
import { computed, type ReadableAtom } from 'nanostores';
import type { Api } from '@donor/shared/api';
import { isApiError } from '@donor/shared/api-error';
import type { CertificateFilter, StaffDonationDetail, StaffDonationFacets, StaffDonationList, VerdictBody } from '@donor/shared/contract/staff-donations';
import { keyOf, pathOf } from '@donor/shared/endpoint';
import { getStaffDonation, getStaffDonationFacets, listStaffDonations, postDonationVerdict } from '@donor/shared/endpoints/staff-donations';
import type { QueryContext } from '@donor/shared/query';
import { pathTo } from '@donor/shared/routes';

/** The queue's page size: a moderator's screen of work (DRF paging). */
export const QUEUE_PAGE_SIZE = 20;

export interface QueueState {
  cityId: number | null;
  stationId: number | null;
  certificate: CertificateFilter | null;
  page: number;
  /** The donation on screen. */
  id: number | null;
}

export const EMPTY_QUEUE_STATE: QueueState = { cityId: null, stationId: null, certificate: null, page: 1, id: null };

const idIn = (v: string | null): number | null => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The page's state from its URL query (anything malformed is left out). */
export function readQueueState(search: string): QueueState {
  const q = new URLSearchParams(search);
  const certificate = q.get('certificate');
  return {
    cityId: idIn(q.get('city_id')),
    stationId: idIn(q.get('blood_station_id')),
    certificate: certificate === 'yes' || certificate === 'no' ? certificate : null,
    page: idIn(q.get('page')) ?? 1,
    id: idIn(q.get('id')),
  };
}

/** The page's URL for a state (the route's own path, only the values set). */
export function queueHref(s: QueueState): string {
  const q = new URLSearchParams();
  if (s.cityId !== null) q.set('city_id', String(s.cityId));
  if (s.stationId !== null) q.set('blood_station_id', String(s.stationId));
  if (s.certificate !== null) q.set('certificate', s.certificate);
  if (s.page > 1) q.set('page', String(s.page));
  if (s.id !== null) q.set('id', String(s.id));
  const search = q.toString();
  return `${pathTo('staff-donations')}${search ? `?${search}` : ''}`;
}

export const queueKey = (s: QueueState): string =>
  keyOf(listStaffDonations, null, {
    city_id: s.cityId ?? undefined, blood_station_id: s.stationId ?? undefined, certificate: s.certificate ?? undefined,
    page: s.page, page_size: QUEUE_PAGE_SIZE,
  });
export const FACETS_KEY = keyOf(getStaffDonationFacets, null);
export const donationKey = (id: number): string => keyOf(getStaffDonation, { id });

/** Every page and filter of the queue, and its facets: what a verdict makes stale. */
const isQueueKey = (key: string): boolean => key.startsWith(`${pathOf(listStaffDonations)}?`) || key === FACETS_KEY;

export function createQueueStores(query: QueryContext, $state: ReadableAtom<QueueState>) {
  return {
    $queue: query.createFetcherStore<StaffDonationList>([computed($state, queueKey)]),
    $facets: query.createFetcherStore<StaffDonationFacets>(FACETS_KEY),
    $donation: query.createFetcherStore<StaffDonationDetail>([computed($state, (s) => (s.id === null ? null : donationKey(s.id)))]),
  };
}

export interface VerdictCall {
  id: number;
  body: VerdictBody;
}

/** Someone else decided first, or the donor changed the donation meanwhile. */
export const isStale = (error: unknown): boolean => isApiError(error) && error.kind === 'http' && error.status === 409;

export function createVerdictWrite({ query, api }: { query: QueryContext; api: Api }) {
  return query.createMutatorStore<VerdictCall, StaffDonationDetail>(async ({ data, getCacheUpdater, invalidate }) => {
    try {
      const decided = await api.request(postDonationVerdict, { params: { id: data.id }, body: data.body });
      getCacheUpdater<StaffDonationDetail>(donationKey(data.id), false)[0](decided);
      return decided;
    } catch (error) {
      if (isStale(error)) invalidate((key) => key === donationKey(data.id));
      throw error;
    } finally {
      invalidate(isQueueKey);
    }
  });
}
