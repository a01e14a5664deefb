// The unsubscribe link of every newsletter letter (docs/SECURITY.md «Рассылка»): `<id>.<hmac>`
// naming the subscription, signed with the server's signing secret (PAYMENTS_SIGNING_SECRET —
// the one that signs the receipts' cancel links, payments/service.ts cancelToken; production
// refuses a weak one, edge-config.ts). The purpose is part of what is signed, so a cancel token
// can never pass for an unsubscribe one. Nothing is stored: the link works for the life of the
// letter, without login, and only for the row it names.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto.ts';

const sign = (secret: string, id: number): string =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}`).digest('base64url');

export const unsubscribeToken = (secret: string, subscriptionId: number): string => `${subscriptionId}.${sign(secret, subscriptionId)}`;

/** The subscription id a token names, or null for anything forged, altered or malformed. */
export function subscriptionIdOf(secret: string, token: string): number | null {
  const m = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  if (id < 1 || id > 2_147_483_647) return null;
  return safeEqual(sign(secret, id), m[2]!) ? id : null;
}
