// Version 1 of the section contract (docs/ARCHITECTURE.md §2.1): what a section built against it
// may rely on from the shell — its props and their members, the lifecycles it exports, the slot
// rows the shell loads from it, the DOM events on window, the host's boot payload. A PUBLISHED
// VERSION NEVER CHANGES: a section deployed alone (§2.6) keeps running against a newer shell, so
// the shell must still hand it everything written here. A new member goes into a new version
// file (v2.ts = v1 plus the addition); this one stays as it is.
//
// The types are written out here, not taken from the stores (shared/src/stores/types.ts), so
// that editing a store cannot silently edit a published version. Deeper types (the api's option
// and endpoint types, the User of the API contract, nanostores' and nanoquery's store types) are
// versioned by their own modules.
import type { CommonSettings, FetcherStore, KeyInput, KeySelector, ManualMutator, MutatorStore } from '@nanostores/query';
import type { MapStore, ReadableAtom } from 'nanostores';
import type { GoalDetail, ErrorDetail, ProductViewDetail } from '../analytics-events.ts';
import type { ApiResponse, Body, GetOptions, RawOptions, RequestArgs, SendOptions } from '../api.ts';
import type { User } from '../contract/common.ts';
import type { AnswerOf, AnyEndpoint } from '../endpoint.ts';
import type { PrefetchDetail } from '../link-prefetch.ts';
import type { ContractDescriptor } from './descriptor.ts';

// ---- props (the mounter's custom props; components read them with useSection()) ----

export interface CityStateV1 {
  cityID: number;
  flag: 'Moscow' | 'Other' | null;
  headerCity: string | null;
  name: string | null;
  loading: boolean;
  searchRegion: number | null;
}
export interface CityStoreV1 {
  $city: MapStore<CityStateV1>;
  pickCity(id: number): void;
  chooseFlag(flag: 'Moscow' | 'Other'): boolean;
  loadName(): Promise<void>;
  $reloadRequested: ReadableAtom<number>;
}

export interface AuthStateV1 {
  token: string | null;
  user: User | null;
  authError: boolean;
  loading: boolean;
}
export interface AuthStoreV1 {
  $auth: MapStore<AuthStateV1>;
  setToken(token: string): void;
  fetchUser(): Promise<void>;
  logout(): Promise<void>;
  clearToken(): void;
  adoptSocialSession(): 'token' | 'error' | 'none';
  trackPath(path: string): { previous: string | null; current: string };
  $reloadRequested: ReadableAtom<number>;
}

export interface UiStoreV1 {
  $ui: MapStore<{ title: string; socialError: string | null }>;
  setTitle(title: string | null): void;
  setSocialError(message: string | null): void;
}

export type UtmKeyV1 = 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content';
export interface UtmStoreV1 {
  $utm: MapStore<Partial<Record<UtmKeyV1, string>>>;
  sync(url: URL): URL | null;
}

export interface ApiV1 {
  get<T = unknown>(url: string, options?: GetOptions<T>): Promise<T>;
  post<T = unknown>(url: string, body?: Body, options?: SendOptions<T>): Promise<T>;
  patch<T = unknown>(url: string, body?: Body, options?: SendOptions<T>): Promise<T>;
  put<T = unknown>(url: string, body?: Body, options?: SendOptions<T>): Promise<T>;
  delete<T = unknown>(url: string, options?: SendOptions<T>): Promise<T>;
  raw<T = unknown>(url: string, options?: RawOptions): Promise<ApiResponse<T>>;
  request<E extends AnyEndpoint>(endpoint: E, ...[input]: RequestArgs<E>): Promise<AnswerOf<E>>;
  requestRaw<E extends AnyEndpoint>(endpoint: E, ...[input]: RequestArgs<E>): Promise<ApiResponse<AnswerOf<E>>>;
}

export interface QueryContextV1 {
  createFetcherStore<T = unknown>(key: KeyInput, settings?: CommonSettings<T>): FetcherStore<T, unknown>;
  createMutatorStore<Data = void, Result = unknown>(mutator: ManualMutator<Data, Result>): MutatorStore<Data, Result, unknown>;
  invalidateKeys(selector: KeySelector): void;
  revalidateKeys(selector: KeySelector): void;
  mutateCache(selector: KeySelector, data?: unknown): void;
  $cachedAt: ReadableAtom<Readonly<Record<string, string>>>;
}

export interface PublicConfigV1 {
  productName: string;
  supportEmail: string;
  orgProfileBase: string;
  journalUrl: string;
  mapTiles?: { url: string; attribution: string } | null;
  thirdParty?: unknown;
}

/** What useSection() gives a component. */
export interface SectionPropsV1 {
  city: CityStoreV1;
  auth: AuthStoreV1;
  ui: UiStoreV1;
  utm: UtmStoreV1;
  api: ApiV1;
  query: QueryContextV1;
  config: PublicConfigV1;
}

/** What the lifecycles receive: the loader adds the element the section renders in. */
export type SectionMountPropsV1 = SectionPropsV1 & { domElement: HTMLElement };

// ---- lifecycles (the exports of src/spa.tsx: the page's, and one set per slot row) ----

/**
 * The mounter adds the application's name to the shell's props. Under single-spa this type also
 * named its `singleSpa` and `mountParcel`; the shell's own mounter (shell/src/app-router.ts) has
 * neither, and no section ever read them (docs/ARCHITECTURE.md §6 «The shell mounts apps
 * itself»): the one amendment of a published version, made while every section lives in this
 * repository.
 */
export type SectionLifecyclePropsV1 = SectionMountPropsV1 & { name: string };
export interface SectionLifecyclesV1 {
  bootstrap(props: SectionLifecyclePropsV1): Promise<unknown>;
  mount(props: SectionLifecyclePropsV1): Promise<unknown>;
  unmount(props: SectionLifecyclePropsV1): Promise<unknown>;
}

// ---- slots: the rows of shared/src/slots.ts the shell loads by export name ----

export const SLOTS_V1 = [
  { id: 'donation', app: 'mfe_donate', exportName: 'slot', elementId: 'app-widget' },
  { id: 'home-needs', app: 'mfe_helpme', exportName: 'homeNeeds', elementId: 'home-needs' },
  { id: 'home-donors-count', app: 'mfe_top', exportName: 'homeDonorsCount', elementId: 'home-donors-count' },
  { id: 'home-events', app: 'mfe_stations', exportName: 'homeEvents', elementId: 'home-events' },
  { id: 'home-station-needs', app: 'mfe_stations', exportName: 'homeStationNeeds', elementId: 'home-station-needs' },
  { id: 'home-top-month', app: 'mfe_top', exportName: 'homeTopMonth', elementId: 'home-top-month' },
  { id: 'home-stories', app: 'mfe_top', exportName: 'homeStories', elementId: 'home-stories' },
  { id: 'home-banners', app: 'mfe_top', exportName: 'homeBanners', elementId: 'home-banners' },
] as const;

// ---- DOM events on window: name → detail ----

export interface SectionEventsV1 {
  /** navigate() changed the URL (shared/src/ui/use-location.ts). */
  'donor:location': undefined;
  /** A link came near the viewport (shared/src/link-prefetch.ts); the shell decides what to fetch. */
  'donor:prefetch': PrefetchDetail;
  /** A section page's live content is in the DOM (shared/src/section-first-paint.ts). */
  'donor:page-content': { app: string };
  /** Analytics (shared/src/analytics-events.ts). */
  'donor:goal': GoalDetail;
  'donor:product-view': ProductViewDetail;
  'donor:error': ErrorDetail;
  'donor:consent': undefined;
}
export const EVENTS_V1 = ['donor:location', 'donor:prefetch', 'donor:page-content', 'donor:goal', 'donor:product-view', 'donor:error', 'donor:consent'] as const satisfies readonly (keyof SectionEventsV1)[];

// ---- the host's boot payload (shared/src/boot.ts), read by the shell ----

export interface BootPayloadV1 {
  config: PublicConfigV1;
  city: { id: number; flag: 'Moscow' | 'Other' | null; name: string | null; searchRegion: number | null };
  user: User | null;
  data: Record<string, unknown>;
  cachedAt?: string;
}

export interface SectionContractV1 {
  version: 1;
  props: SectionMountPropsV1;
  lifecycles: SectionLifecyclesV1;
  slots: (typeof SLOTS_V1)[number];
  events: SectionEventsV1;
  boot: BootPayloadV1;
}

/** The same props at run time: each prop's member names (null: not an object of members). */
export const CONTRACT_V1 = {
  version: 1,
  props: {
    city: { members: ['$city', 'pickCity', 'chooseFlag', 'loadName', '$reloadRequested'] },
    auth: { members: ['$auth', 'setToken', 'fetchUser', 'logout', 'clearToken', 'adoptSocialSession', 'trackPath', '$reloadRequested'] },
    ui: { members: ['$ui', 'setTitle', 'setSocialError'] },
    utm: { members: ['$utm', 'sync'] },
    api: { members: ['get', 'post', 'patch', 'put', 'delete', 'raw', 'request', 'requestRaw'] },
    query: { members: ['createFetcherStore', 'createMutatorStore', 'invalidateKeys', 'revalidateKeys', 'mutateCache', '$cachedAt'] },
    config: { members: ['productName', 'supportEmail', 'orgProfileBase', 'journalUrl'], optional: ['mapTiles', 'thirdParty'] },
    domElement: { members: null },
  },
} as const satisfies ContractDescriptor;
