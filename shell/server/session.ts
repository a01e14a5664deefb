// The host treats a visitor as logged in only when the API accepts the token cookie
// (ARCHITECTURE §2); answers are cached briefly so a page load costs no extra round trip.
import type { User } from '@donor/shared/contract/common';
import { pathOf } from '@donor/shared/endpoint';
import { getMe } from '@donor/shared/endpoints/auth';

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

interface Entry {
  user: User | null;
  expires: number;
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export interface SessionResolver {
  (token: string | undefined): Promise<User | null>;
  /**
   * Drops a token's cached user. The host calls it when that token writes through /api/ (a
   * profile edit, a new donation, a password change): the donor's next page must show what they
   * just saved, not a 30 s old copy. Other processes' writes are bounded by the TTL.
   */
  forget(token: string): void;
}

export function createSessionResolver(apiFetch: ApiFetch, now: () => number = Date.now): SessionResolver {
  const cache = new Map<string, Entry>();
  const resolveUser = async function resolveUser(token: string | undefined): Promise<User | null> {
    if (!token || token.length > 200) return null;
    const hit = cache.get(token);
    if (hit && hit.expires > now()) return hit.user;
    let user: User | null = null;
    try {
      const res = await apiFetch(pathOf(getMe), { headers: { authorization: `Token ${token}` } });
      if (res.ok) user = (await res.json()) as User;
      else if (res.status !== 401) return null; // API trouble: treat as anonymous, do not cache
    } catch {
      return null;
    }
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(token, { user, expires: now() + TTL_MS });
    return user;
  };
  return Object.assign(resolveUser, { forget: (token: string) => void cache.delete(token) });
}
