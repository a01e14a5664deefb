// Types shared by the token check (tokens.ts) and its short-lived cache (auth-cache.ts), kept
// apart so the cache does not import tokens.ts, which imports context.ts, which imports the cache.
import type { UserRow } from './users.ts';

/** A request's authenticated session: its user and the token's row id. */
export interface Authed {
  user: UserRow;
  tokenId: number;
}
