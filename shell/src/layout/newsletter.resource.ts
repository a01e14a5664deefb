// The footer's newsletter write (spec §2 Footer, §7 POST /api/newsletter/): a mutator of the
// shell's query context over its api client — no second HTTP client — and a double submit is
// ignored (throttleCalls). Loaded on the first submit (newsletter.tsx): the form itself is plain
// markup that posts to the provider without script, so the write, its answer texts and the kit's
// error mapper stay out of the shell's first load (README «Бюджеты байтов»).
import { computed, type ReadableAtom } from 'nanostores';
import type { Api } from '@donor/shared/api';
import type { NewsletterAnswer } from '@donor/shared/contract/catalog';
import { subscribeNewsletter } from '@donor/shared/endpoints/newsletter';
import { fieldMessages } from '@donor/shared/form/field-messages';
import type { QueryContext } from '@donor/shared/query';
import { ls } from './layout.strings.ts';
import { ns } from './newsletter.strings.ts';

export type Sent = { done: string } | { error: string } | null;
export interface NewsletterView {
  busy: boolean;
  sent: Sent;
}

export interface NewsletterWrite {
  $view: ReadableAtom<NewsletterView>;
  send(email: string): void;
}

/** The only field the form shows. */
const FIELDS = { email: 'email' } as const;

/** The confirmation with the address, the API's field error or its alert, or «Не удалось…». */
function sentOf({ data, error }: { data?: NewsletterAnswer | undefined; error?: unknown }): Sent {
  if (data && typeof data.email === 'string') return { done: (data.status === 'confirmed' ? ns.already : ns.sent)(data.email) };
  if (data === undefined && error === undefined) return null;
  const { errors, formError } = fieldMessages(error, FIELDS, ls.newsletterFailed);
  return { error: errors.email ?? formError ?? ls.newsletterFailed };
}

/** `send(email)`: the answer (`pending`: a confirmation letter went out; `confirmed`) or the error, in `$view`. */
export function createNewsletterWrite({ query, api }: { query: QueryContext; api: Api }): NewsletterWrite {
  const $subscribe = query.createMutatorStore<string, NewsletterAnswer>(({ data: email }) => api.request(subscribeNewsletter, { body: { email } }));
  const $view = computed($subscribe, (state) => ({ busy: Boolean(state.loading), sent: sentOf(state) }));
  // The footer never leaves the page: the write is listened to from its first call on, so its
  // answer is kept even if it arrives before the form re-renders (the library empties an unheard
  // mutator).
  $view.listen(() => {});
  return { $view, send: (email) => void $subscribe.mutate(email) };
}
