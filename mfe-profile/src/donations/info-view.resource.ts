// spec §7 "Info": POST /api/info-after-donation/{id}/view/ once the donor has seen «Что будет с
// кровью дальше» (the API keeps the first view). A mutator of the page's query context, sent by a
// reaction of the info's store — the first time it has the info while the page shows it — not by
// a component's effect. A failure is only logged (the mutator's onError, spec §8): the page does
// not depend on it.
import { onMount, onNotify } from 'nanostores';
import type { Api } from '@donor/shared/api';
import type { InfoAfterDonation } from '@donor/shared/contract/cabinet';
import type { InfoView } from '@donor/shared/contract/recognition';
import { viewInfoAfterDonation } from '@donor/shared/endpoints/cabinet';
import type { FetcherStore, QueryContext } from '@donor/shared/query';

/** Sends the view once per `$info` store (one per shown donation): when it first has the info. */
export function pingInfoViewWhenShown({ query, api }: { query: QueryContext; api: Api }, $info: FetcherStore<InfoAfterDonation, unknown>, donationId: number) {
  const $view = query.createMutatorStore<number, InfoView>(({ data: id }) => api.request(viewInfoAfterDonation, { params: { id } }));
  let sent = false;
  const onShown = () => {
    if (sent || $info.value?.data === undefined) return;
    sent = true;
    void $view.mutate(donationId);
  };
  // The info arrives while the page listens; or it was cached already (the page's first render
  // read it), and then it is there when the page starts listening.
  onNotify($info, onShown);
  onMount($info, () => { queueMicrotask(onShown); });
  return $view;
}
