// Minimal run-time checks of the two answers the shell's stores read on every page. The full
// zod contract (contract/common.ts) stays the one description of these shapes; the shell does not
// download zod for them (README byte budget: first-load JS of /), it only refuses an answer
// that is not the shape it relies on.
import type { City, User } from '../contract/common.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fail(what: string): never {
  throw new TypeError(`Unexpected ${what} shape`);
}

export function isIdTitle(data: unknown): Pick<City, 'id' | 'title'> {
  if (!isRecord(data) || typeof data.id !== 'number' || typeof data.title !== 'string') fail('city');
  return data as Pick<City, 'id' | 'title'>;
}

export function isUser(data: unknown): User {
  if (!isRecord(data) || typeof data.id !== 'number') fail('user');
  if (data.managed_organizations !== undefined && !Array.isArray(data.managed_organizations)) fail('user');
  if (data.city !== undefined && data.city !== null && !isRecord(data.city)) fail('user');
  return data as User;
}
