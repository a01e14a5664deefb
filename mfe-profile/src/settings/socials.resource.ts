// Settings → linked social accounts (spec §7 GET /api/socials/, DELETE /api/socials/{id}/, POST
// /api/oauth/ with the authorize parameters; contract/account.ts). Linking is a round trip:
// POST /api/oauth/start/ (with the token: the state is bound to this donor) → the provider's
// page → back to this page with ?code&state → POST /api/oauth/ → 201, the account is linked.
// Both halves are mutators, so the block shows their `loading` and `error` and keeps no state.
// api/src/features/oauth/oauth.ts; docs/SECURITY.md «Вход через соцсети». Descriptors:
// shared/src/endpoints/account.ts.
import type { Api } from '@donor/shared/api';
import { isNotFound } from '@donor/shared/api-error';
import type { SocialList } from '@donor/shared/contract/account';
import { keyOf } from '@donor/shared/endpoint';
import { finishOAuth, listSocials, startOAuth, unlinkSocial } from '@donor/shared/endpoints/account';
import { callMutator } from '@donor/shared/form/call-mutator';
import type { QueryContext } from '@donor/shared/query';
import type { StorageLike } from '@donor/shared/stores/types';

export const SOCIALS_KEY = keyOf(listSocials, null);
/** The provider of the round trip in flight (its return URL carries only code and state). */
const PENDING_KEY = 'oauth-link-provider';
const PROVIDER_RE = /^[a-z][a-z0-9_-]{0,31}$/;

export interface LinkReturn {
  code: string;
  state: string;
  error: string | null;
}

/** What the provider put in our URL on the way back, or null when this is no return. */
export function linkReturn(search: string): LinkReturn | null {
  const q = new URLSearchParams(search);
  const state = q.get('state');
  const code = q.get('code');
  const error = q.get('error');
  if (!state || (!code && !error)) return null;
  return { state, code: code ?? '', error };
}

/** The page's URL without the round trip's parameters (replaced in history, never kept). */
export function withoutLinkParams(href: string): string {
  const url = new URL(href);
  for (const key of ['code', 'state', 'error', 'error_description']) url.searchParams.delete(key);
  return url.pathname + url.search + url.hash;
}

export function createSocialsResource({ query, api }: { query: QueryContext; api: Pick<Api, 'request'> }, session: StorageLike) {
  const $socials = query.createFetcherStore<SocialList>([SOCIALS_KEY]);

  const $unlink = query.createMutatorStore<number>(async ({ data: id, getCacheUpdater }) => {
    const [update, current] = getCacheUpdater<SocialList>(SOCIALS_KEY, false);
    try {
      await api.request(unlinkSocial, { params: { id } });
    } catch (error) {
      // Already unlinked (another tab): the list simply loses it.
      if (!isNotFound(error)) throw error;
    }
    update((current ?? []).filter((s) => s.id !== id));
  });

  /** Starts linking; answers the provider's page URL to go to. */
  const $startLink = query.createMutatorStore<{ provider: string; redirectUri: string }, string>(async ({ data: { provider, redirectUri } }) => {
    const { authorize_url } = await api.request(startOAuth, { body: { provider, redirect_uri: redirectUri } });
    session.setItem(PENDING_KEY, provider);
    return authorize_url;
  });

  /** Finishes the round trip on return; the list is asked for again. */
  const $finishLink = query.createMutatorStore<{ ret: LinkReturn; redirectUri: string }, true>(async ({ data: { ret, redirectUri }, revalidate }) => {
    const stored = session.getItem(PENDING_KEY) ?? '';
    session.removeItem(PENDING_KEY);
    const provider = PROVIDER_RE.test(stored) ? stored : 'sandbox';
    await api.request(finishOAuth, { body: { provider, code: ret.code, state: ret.state, redirect_uri: redirectUri } });
    revalidate(SOCIALS_KEY);
    return true;
  });

  /** The provider's page URL, or null when refused ($startLink's `error` says why). */
  async function startLink(provider: string, redirectUri: string): Promise<string | null> {
    const outcome = await callMutator($startLink, { provider, redirectUri });
    return outcome.status === 'done' ? outcome.result : null;
  }

  /** True once linked; a refusal is $finishLink's `error`. */
  async function finishLink(ret: LinkReturn, redirectUri: string): Promise<boolean> {
    return (await callMutator($finishLink, { ret, redirectUri })).status === 'done';
  }

  return { $socials, $unlink, $startLink, $finishLink, startLink, finishLink };
}
