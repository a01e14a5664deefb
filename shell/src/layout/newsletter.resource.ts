// The footer's newsletter (spec §2 Footer, §7 POST /api/newsletter/): a mutator of the shell's
// query context over its api client — no second HTTP client in the shell's first load (README
// «Бюджеты байтов»), and a double submit is ignored (throttleCalls).
import type { Api } from '@donor/shared/api';
import type { NewsletterAnswer } from '@donor/shared/contract/catalog';
import { subscribeNewsletter } from '@donor/shared/endpoints/newsletter';
import type { MutatorStore, QueryContext } from '@donor/shared/query';

export type NewsletterSubscribe = MutatorStore<string, NewsletterAnswer, unknown>;

/** `mutate(email)`: the answer (`pending`: a confirmation letter went out; `confirmed`) or the error. */
export function createNewsletterSubscribe({ query, api }: { query: QueryContext; api: Api }): NewsletterSubscribe {
  return query.createMutatorStore<string, NewsletterAnswer>(({ data: email }) => api.request(subscribeNewsletter, { body: { email } }));
}
