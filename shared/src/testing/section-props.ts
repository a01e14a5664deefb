// THE test double of the section contract (STYLE: one mock of the framework for every app):
// real store factories, the real api client and the real query context, over in-memory cookies
// and storage and a fake fetch that answers from a table. Tests of the shell and of every section
// build their props here; production code never imports this folder (ESLint zone).
// The props are typed as the latest section contract and checked at run time to carry exactly
// its members (shared/src/section-contract/), so a section tested with them reads nothing a real
// shell does not promise (the shell's own props are checked against the same lists:
// shell/src/section-contract.test.ts).
import type { User } from '../contract/common.ts';
import { act } from 'react';
import { createApi } from '../api.ts';
import type { BootCity } from '../boot.ts';
import type { CookieJar } from '../cookies.ts';
import { createQueryContext } from '../query.ts';
import { DEFAULT_PUBLIC_CONFIG } from '../site-defaults.ts';
import { createAuthStore, ME_KEY } from '../stores/auth.store.ts';
import { createCityStore } from '../stores/city.store.ts';
import { createUiStore } from '../stores/ui.store.ts';
import { createUtmStore } from '../stores/utm.store.ts';
import type { PublicConfig, StorageLike } from '../stores/types.ts';
import { extraToContract, missingFromContract, SECTION_CONTRACT, type SectionContract, type SectionContractProps } from '../section-contract/index.ts';

export const TEST_ORIGIN = 'http://donor.test';

export interface ApiCall {
  method: string;
  /** Path and query, e.g. '/api/events/?page=2'. */
  url: string;
  body: unknown;
}

/**
 * Answers by 'METHOD /path?query' or just '/path?query' (any method): plain data (200 JSON), a
 * Response (any status), or a function of the call returning either.
 */
export type FakeRoutes = Record<string, unknown>;

export interface TestSectionOptions {
  user?: User | null;
  /** Defaults to a token when a user is given. */
  token?: string | null;
  city?: Partial<BootCity>;
  routes?: FakeRoutes;
  /** What the host would have embedded for the first screen (request key → body). */
  primed?: Record<string, unknown>;
  config?: Partial<PublicConfig>;
  hostname?: string;
}

export function fakeUser(over: Partial<User> = {}): User {
  return {
    id: 7, email: 'donor@example.org', phone: null, first_name: 'Анна', last_name: 'Иванова', birth_date: null, tag: null,
    donation_agg: { count: 3 }, city: { id: 1, title: 'Москва' }, managed_organizations: [], photo: null, ...over,
  };
}

export function memoryCookies(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

export function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v), removeItem: (k) => void values.delete(k) };
}

export const jsonResponse = (data: unknown, status = 200): Response =>
  new Response(data === undefined ? null : JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering from `routes`; anything else is a DRF-style 404. Records every call. */
export function fakeFetch(routes: FakeRoutes, calls: ApiCall[]): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname + url.search;
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try { body = JSON.parse(body); } catch { /* a plain text body stays text */ }
    }
    const call = { method, url: path, body };
    calls.push(call);
    const key = `${method} ${path}` in routes ? `${method} ${path}` : path in routes ? path : null;
    if (key === null) return jsonResponse({ detail: 'Страница не найдена.' }, 404);
    const entry = routes[key];
    const answer = typeof entry === 'function' ? await (entry as (c: ApiCall) => unknown)(call) : entry;
    return answer instanceof Response ? answer : jsonResponse(answer);
  };
}

export function createTestSectionProps(options: TestSectionOptions = {}) {
  const calls = {
    requests: [] as ApiCall[],
    titles: [] as (string | null)[],
    pickCity: [] as number[],
    chooseFlag: [] as string[],
    logout: 0,
  };
  const cookies = memoryCookies();
  const session = memoryStorage();
  const hostname = options.hostname ?? 'donor.test';
  const token = options.token !== undefined ? options.token : options.user ? 'test-token' : null;
  let getToken: () => string | null = () => token;
  const api = createApi({ baseURL: TEST_ORIGIN, getToken: () => getToken(), fetch: fakeFetch(options.routes ?? {}, calls.requests) });
  const ui = createUiStore({ productName: options.config?.productName ?? DEFAULT_PUBLIC_CONFIG.productName });
  // As the shell does (shell-context.ts): one context, /me primed with the user the host gave.
  const query = createQueryContext({ api, primed: { ...(options.user ? { [ME_KEY]: options.user } : {}), ...options.primed }, retry: false });
  const auth = createAuthStore({ api, query, cookies, session, hostname, ui, initial: { token, user: options.user ?? null } });
  getToken = () => auth.$auth.get().token;
  const bootCity: BootCity = { id: 0, flag: null, name: null, searchRegion: null, ...options.city };
  const city = createCityStore({
    api, query, cookies, hostname,
    initial: { cityID: bootCity.id, flag: bootCity.flag, name: bootCity.name, searchRegion: bootCity.searchRegion },
  });
  const props: SectionContractProps = {
    api,
    query,
    ui: { ...ui, setTitle: (title) => { calls.titles.push(title); ui.setTitle(title); } },
    auth: { ...auth, logout: () => { calls.logout++; return auth.logout(); } },
    // The contract's members only: the store's own extras (syncChoice, $analyticsEvent) are the
    // shell's, not a section's.
    city: {
      $city: city.$city,
      loadName: city.loadName,
      $reloadRequested: city.$reloadRequested,
      pickCity: (id) => { calls.pickCity.push(id); city.pickCity(id); },
      chooseFlag: (flag) => { calls.chooseFlag.push(flag); return city.chooseFlag(flag); },
    },
    utm: createUtmStore({ session }),
    config: { ...DEFAULT_PUBLIC_CONFIG, supportEmail: 'help@example.org', orgProfileBase: 'https://org.example/', journalUrl: 'https://journal.example/', ...options.config },
  };
  assertContractShape(props);
  return { props, calls, cookies };
}

/**
 * Throws unless `props` carry exactly the latest contract's props and members (the loader's
 * domElement aside: a test adds it when it mounts lifecycles, sectionMountProps below).
 */
export function assertContractShape(props: unknown): void {
  const missing = missingFromContract(props, SECTION_CONTRACT).filter((name) => name !== 'domElement');
  const extra = extraToContract(props, SECTION_CONTRACT);
  if (missing.length || extra.length) {
    throw new Error(`test props differ from section contract v${SECTION_CONTRACT.version}: missing ${missing.join(', ') || '—'}; extra ${extra.join(', ') || '—'}`);
  }
}

/** The props as the shell's loader hands them to a section's lifecycles (shell/src/section-loader.ts). */
export function sectionMountProps(props: SectionContractProps, domElement: HTMLElement): SectionContract['props'] {
  return { ...props, domElement };
}

/**
 * A section's lifecycles run as single-spa runs them (bootstrap → mount → unmount) on `path`,
 * with the props the loader builds: the double's, the element, and single-spa's own. It
 * answers what was on screen once mounted and what was left after the unmount.
 */
export async function runSectionLifecycles(
  app: string,
  lifecycles: SectionContract['lifecycles'],
  options: TestSectionOptions & { path: string },
): Promise<{ mounted: HTMLElement; leftAfterUnmount: string }> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The build id the section's bundler defines (scripts/federation.ts); a test has no bundler.
  (globalThis as { __SECTION_BUILD__?: string }).__SECTION_BUILD__ ??= 'test';
  window.history.replaceState(null, '', options.path);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props: Parameters<SectionContract['lifecycles']['mount']>[0] = {
    ...sectionMountProps(createTestSectionProps(options).props, domElement),
    name: app,
  };
  // Each step starts inside act() and is awaited after it: the lifecycles (ui/section-lifecycles.tsx) settle a mount once
  // React has committed, which act() holds back until its callback returns.
  const step = async (run: () => Promise<unknown>): Promise<void> => {
    let done: Promise<unknown> = Promise.resolve();
    await act(async () => { done = run(); });
    await done;
  };
  await step(() => lifecycles.bootstrap(props));
  await step(() => lifecycles.mount(props));
  const mounted = domElement.cloneNode(true) as HTMLElement;
  await step(() => lifecycles.unmount(props));
  const leftAfterUnmount = domElement.innerHTML;
  domElement.remove();
  return { mounted, leftAfterUnmount };
}
