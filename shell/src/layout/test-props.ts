// Test-only: in-memory SectionProps (ARCHITECTURE §2: tests pass their own store instances) and
// a tiny React render helper for happy-dom.
import { atom, map } from 'nanostores';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Api } from '@donor/shared/api';
import type { AuthState, CityState, SectionProps, UiState } from '@donor/shared/stores/types';

type User = NonNullable<AuthState['user']>;

export function fakeUser(over: Partial<User> = {}): User {
  return {
    id: 7, email: 'donor@example.org', phone: null, first_name: 'Анна', last_name: 'Иванова', birth_date: null, tag: null,
    donation_agg: { count: 3 }, city: { id: 1, title: 'Москва' }, managed_organizations: [], photo: null, ...over,
  };
}

export function fakeProps(over: { user?: User | null; token?: string | null; city?: Partial<CityState>; get?: Api['get'] } = {}) {
  const calls = { pickCity: [] as number[], chooseFlag: [] as string[], logout: 0, titles: [] as (string | null)[] };
  const $city = map<CityState>({ cityID: 0, flag: null, headerCity: null, name: null, loading: false, searchRegion: null, ...over.city });
  const $auth = map<AuthState>({ token: over.token ?? (over.user ? 'tok' : null), user: over.user ?? null, authError: false, loading: false });
  const $ui = map<UiState>({ title: 'Донор Рядом', socialError: null, activeTab: 0, windowWidth: 1280, windowHeight: 800, needSendSendsay: false, notificationCount: 0 });
  const notUsed = () => Promise.reject(new Error('not used in tests'));
  const api = { get: over.get ?? notUsed, post: notUsed, patch: notUsed, put: notUsed, delete: notUsed, raw: notUsed } as unknown as Api;
  const props: SectionProps = {
    city: {
      $city,
      pickCity: (id) => { calls.pickCity.push(id); },
      chooseFlag: (flag) => { calls.chooseFlag.push(flag); const changed = $city.get().flag !== flag; $city.setKey('flag', flag); return changed; },
      loadName: async () => {},
      $reloadRequested: atom(0),
    },
    // Cast: only what the layout uses is faked; the store interfaces may grow meanwhile.
    auth: {
      $auth, setToken: () => {}, clearToken: () => {}, adoptSocialSession: () => {}, trackPath: () => {},
      fetchUser: async () => {}, logout: async () => { calls.logout++; }, $reloadRequested: atom(0),
    } as unknown as SectionProps['auth'],
    ui: {
      $ui, setSocialError: () => {}, setWindowSize: () => {},
      setTitle: (title: string | null) => { calls.titles.push(title); $ui.setKey('title', title ?? 'Донор Рядом'); },
    } as unknown as SectionProps['ui'],
    utm: { $utm: map({}), sync: () => null },
    api,
    config: { productName: 'Донор Рядом', supportEmail: 'help@example.org', orgProfileBase: 'https://org.example/', journalUrl: 'https://journal.example/' },
  };
  return { props, calls };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export async function render(node: ReactNode): Promise<{ container: HTMLElement; unmount: () => Promise<void> }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => { root.render(node); });
  return { container, unmount: async () => { await act(async () => root.unmount()); container.remove(); } };
}

export async function click(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('nothing to click');
  await act(async () => { (el as HTMLElement).click(); });
}

export async function key(el: Element, k: string, init: KeyboardEventInit = {}): Promise<void> {
  await act(async () => { el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init })); });
}
