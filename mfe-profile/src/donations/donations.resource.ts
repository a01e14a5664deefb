// The donor's donations (spec §7 "Donations, stations, notices"; §3 Donation): the list with the
// spec's filter (status=accepted,pre_accepted, pages of 25 per §9), one donation, whether a day
// already has one, the survey and feedback after it, and «Что будет с кровью дальше» (§7 "Info").
// Reads are fetcher stores of the page's query context; writes are mutators that put their answer
// into the cache and drop what they made stale: the lists, the "is there one" answers and the
// eligibility answer (the next possible dates move with every donation), so the next page that
// shows them asks again. The header's donation count comes from /me: the shell's auth store
// refetches it.
import type { ReadableAtom } from 'nanostores';
import type { Api } from '@donor/shared/api';
import type { List } from '@donor/shared/contract/common';
import type {
  Donation, DonationCreateBody, DonationExists, DonationPublic, DonationUpdateBody, Feedback, FeedbackBody, FeedbackUpdateBody,
  InfoAfterDonation, Survey, SurveyBody,
} from '@donor/shared/contract/cabinet';
import { keyOf, pathOf } from '@donor/shared/endpoint';
import {
  createDonation, createFeedback, createSurvey, deleteDonation, getDonation, getDonationExists, getInfoAfterDonation, listDonations, listSurveys,
  updateDonation, updateFeedback,
} from '@donor/shared/endpoints/cabinet';
import type { QueryContext } from '@donor/shared/query';
import type { AuthStore } from '@donor/shared/stores/types';
import { ELIGIBILITY_KEY } from '../cabinet/cabinet.resource.ts';
import { createPictureUpload } from '../cabinet/picture.resource.ts';
import { idempotentSender } from '@donor/shared/form/idempotency';

/** spec §9: default list page size. */
export const DONATIONS_PAGE_SIZE = 25;
/** spec §7: the cabinet lists accepted and pre-accepted donations. */
export const LISTED_STATUSES = 'accepted,pre_accepted';

export const donationsKey = (page: number, pageSize = DONATIONS_PAGE_SIZE): string =>
  keyOf(listDonations, null, { status: LISTED_STATUSES, page, page_size: pageSize });
/**
 * The donations a moderator refused (docs/staff.md «Проверка донаций»), shown apart, above the
 * list, with what to fix: the spec's list keeps its filter. One page: a donor has a few at most.
 */
export const REJECTED_KEY = keyOf(listDonations, null, { status: 'rejected', page_size: 100 });
export const donationKey = (id: number): string => keyOf(getDonation, { id });
export const existsKey = (day: string): string => keyOf(getDonationExists, null, { donate_at: day });
export const surveysKey = (id: number): string => keyOf(listSurveys, { id });
/** spec §7 "Info": GET /api/info-after-donation/{id}. */
export const infoAfterKey = (id: number): string => keyOf(getInfoAfterDonation, { id });

/** What a donation write makes stale: every list page and every "is there one on this day". */
const staleAfterDonationWrite = (key: string): boolean =>
  key.startsWith(`${pathOf(listDonations)}?`) || key.startsWith(pathOf(getDonationExists)) || key === ELIGIBILITY_KEY;

/** Owner's full record or a stranger's public part (spec §2: reachable without login). */
export type DonationView = Donation | DonationPublic;
export const isOwnView = (d: DonationView): d is Donation => 'is_paid' in d;

export function createDonationsListStore(query: QueryContext, $key: ReadableAtom<string | null>) {
  return query.createFetcherStore<List<Donation>>([$key]);
}

export function createRejectedStore(query: QueryContext) {
  return query.createFetcherStore<List<Donation>>(REJECTED_KEY);
}

export function createDonationStores(query: QueryContext, id: number) {
  return {
    $donation: query.createFetcherStore<DonationView>(donationKey(id)),
    $surveys: query.createFetcherStore<List<Survey>>(surveysKey(id)),
    $info: query.createFetcherStore<InfoAfterDonation>(infoAfterKey(id)),
  };
}

/** Whether the chosen day already has a donation: a warning, never a block (spec §7 is-exists). */
export function createExistsStore(query: QueryContext, $key: ReadableAtom<string | null>) {
  return query.createFetcherStore<DonationExists>([$key]);
}

// One object type, not a union: the library's MutateCb distributes over a union of Data, which
// would make `mutate` uncallable. `id: null` means create (the create body), otherwise update.
export interface DonationSave {
  id: number | null;
  body: DonationCreateBody | DonationUpdateBody;
}
export interface FeedbackSave {
  id: number | null;
  body: FeedbackBody | FeedbackUpdateBody;
}

export type DonationWrites = ReturnType<typeof createDonationWrites>;

export function createDonationWrites({ query, api, auth }: { query: QueryContext; api: Api; auth: Pick<AuthStore, 'fetchUser'> }) {
  // A new donation carries an Idempotency-Key, reused while the same one is sent again after no
  // answer (docs/ARCHITECTURE.md §2.5 «Offline»): one donation however often it is retried.
  const sendCreate = idempotentSender();
  /** POST /api/donations/ (→ 201, pre_accepted) or PATCH /api/donations/{id}/. */
  const $save = query.createMutatorStore<DonationSave, Donation>(async ({ data, getCacheUpdater, invalidate }) => {
    const saved = data.id === null
      ? await sendCreate(data.body, (headers) => api.request(createDonation, { body: data.body as DonationCreateBody, headers }))
      : await api.request(updateDonation, { params: { id: data.id }, body: data.body });
    getCacheUpdater<Donation>(donationKey(saved.id), false)[0](saved);
    invalidate(staleAfterDonationWrite);
    void auth.fetchUser();
    return saved;
  });

  /** DELETE /api/donations/{id}/ (a confirmed donation cannot be deleted: 403 with the reason). */
  const $remove = query.createMutatorStore<number, true>(async ({ data: id, invalidate }) => {
    await api.request(deleteDonation, { params: { id } });
    invalidate((key) => staleAfterDonationWrite(key) || key === donationKey(id));
    void auth.fetchUser();
    return true;
  });

  /** The certificate's picture (POST /api/picture/). */
  const $upload = createPictureUpload({ query, api });

  /** POST /api/survey_after_donation/; the donation's survey list follows. */
  const $survey = query.createMutatorStore<SurveyBody, Survey>(async ({ data, revalidate }) => {
    const saved = await api.request(createSurvey, { body: data });
    revalidate(surveysKey(saved.donation_id));
    return saved;
  });

  /** spec §7: POST or PATCH /api/donation_feedback/ (with /{id}/ when it has an id). */
  const $feedback = query.createMutatorStore<FeedbackSave, Feedback>(async ({ data }) =>
    data.id === null
      ? api.request(createFeedback, { body: data.body as FeedbackBody })
      : api.request(updateFeedback, { params: { id: data.id }, body: data.body }),
  );

  return { $save, $remove, $upload, $survey, $feedback };
}
