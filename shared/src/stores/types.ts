// The shapes of the shell's ONLY store instances (ARCHITECTURE §2). Factories live beside this
// file (city.store.ts, auth.store.ts, ui.store.ts, utm.store.ts); the shell creates one of each
// and passes them, with the api client, to every section as the mounter's custom props.
import type { MapStore, ReadableAtom } from 'nanostores';
import type { User } from '../contract/common.ts';
import type { Api } from '../api.ts';
import type { QueryContext } from '../query.ts';

/** spec §3 "Selected city state". flag 'Moscow' | 'Other' is the coarse city choice. */
export type CityFlag = 'Moscow' | 'Other';
export interface CityState {
  /** Selected city id; 0 = 'All regions' (spec §9). */
  cityID: number;
  flag: CityFlag | null;
  /** City name taken from the x-city request header (set by the host on first load). */
  headerCity: string | null;
  /** Loaded name of the selected city; null while loading or when 'All regions'. */
  name: string | null;
  loading: boolean;
  /** spec §2 subdomain rule: a tatar. host adds region 41 to city searches. */
  searchRegion: number | null;
}
export interface CityStore {
  $city: MapStore<CityState>;
  /** spec §4 City picker: store id, set flag (1 → Moscow, else Other), request a reload. */
  pickCity(id: number): void;
  /** spec §4 City modal: store the flag; resolves whether it changed (the caller reloads only then). */
  chooseFlag(flag: CityFlag): boolean;
  /** spec §4: load the name by id; failure → 'All regions' (0). */
  loadName(): Promise<void>;
  /** Fires when a transition asks for a page reload (a listener in the shell performs it). */
  $reloadRequested: ReadableAtom<number>;
}

/** spec §4 "Auth". */
export interface AuthState {
  token: string | null;
  user: User | null;
  /** spec §8: a failed current-user fetch sets this flag. */
  authError: boolean;
  loading: boolean;
}
export interface AuthStore {
  $auth: MapStore<AuthState>;
  /** Stores the token (cookie `token`) and clears the referral code (spec §4). */
  setToken(token: string): void;
  /** Skipped without a token; 401 clears token and user; other failures set authError. */
  fetchUser(): Promise<void>;
  /** Clears user and token (server revokes it), then requests a reload. */
  logout(): Promise<void>;
  /**
   * spec §2 token marker: removes the token cookie (current host and parent domain) and clears
   * the stored token and user, without a server call or reload.
   */
  clearToken(): void;
  /**
   * spec §4: a `session` cookie carrying a user token becomes the token (7 days, current host and
   * parent domain) and the session cookie is cleared; a session error goes to ui.socialError.
   */
  adoptSocialSession(): 'token' | 'error' | 'none';
  /** spec §4 Auth: previous and current path kept in session storage. */
  trackPath(path: string): { previous: string | null; current: string };
  $reloadRequested: ReadableAtom<number>;
}

/** sessionStorage / localStorage, or an in-memory fake in tests. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * spec §3 "UI state", the fields something reads: the title and the social-login error. (The
 * spec's activeTab, window size, needSendSendsay and notificationCount had no reader; sections
 * that need the viewport ask matchMedia.)
 */
export interface UiState {
  title: string;
  socialError: string | null;
}
export interface UiStore {
  $ui: MapStore<UiState>;
  /** null or '' restores the default title (the product name, spec §3 UI state). */
  setTitle(title: string | null): void;
  /** spec §4: a social-login session error is shown through the UI state. */
  setSocialError(message: string | null): void;
}

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmState = Partial<Record<UtmKey, string>>;
export interface UtmStore {
  $utm: MapStore<UtmState>;
  /**
   * spec §4 Tracking parameters: if the URL carries any utm_* they are saved to the session;
   * if none and a saved set exists, returns the URL with the saved ones added back (the caller
   * replaces history state without navigating), else null.
   */
  sync(url: URL): URL | null;
}

/** What every section receives as the mounter's custom props. */
export interface SectionProps {
  city: CityStore;
  auth: AuthStore;
  ui: UiStore;
  utm: UtmStore;
  api: Api;
  /** The page's one @nanostores/query context over `api` (query.ts): fetcher and mutator stores. */
  query: QueryContext;
  /** Product name and support e-mail from the host configuration. */
  config: PublicConfig;
}

export interface PublicConfig {
  productName: string;
  supportEmail: string;
  /** External organization-profile site base, e.g. https://org.example/ (spec §2 header). */
  orgProfileBase: string;
  journalUrl: string;
  /**
   * The map's tile layer (MAP_TILES_URL with {z}/{x}/{y}, MAP_TILES_ATTRIBUTION as text); null:
   * no tiles, the map shows its markers on a plain background (README «Карта»).
   */
  mapTiles?: MapTiles | null;
  /**
   * Third-party scripts of spec §7 the host turned on, as the host wrote them (ThirdPartyConfig);
   * null: none. Unchecked here: the shell's loader reads it with readThirdParty.
   */
  thirdParty?: unknown;
}

export interface MapTiles { url: string; attribution: string }
