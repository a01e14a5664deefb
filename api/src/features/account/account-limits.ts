// Rate limits of the account calls, in the shape and table of lib/rate-limit.ts (shared by every
// API process). Numbers and reasons: docs/SECURITY.md «Смена e-mail и телефона», «Удаление
// аккаунта», «Вход через соцсети».
import type { Limit } from '../../lib/rate-limit.ts';

const MIN = 60_000;

export const ACCOUNT_LIMITS = {
  /** Codes a signed-in donor may have sent to new addresses (besides the per-address and per-target limits of every send). */
  changeSendPerUser: { scope: 'change:send:user', max: 10, windowMs: 60 * MIN },
  /** Wrong change codes of one account: 5 tries per code, at most this many per hour. */
  changeCodeFailPerUser: { scope: 'change:code:user', max: 10, windowMs: 60 * MIN },
  /** Wrong change codes of the whole site: bounds guessing spread over many accounts. */
  changeCodeFailGlobal: { scope: 'change:code:global', max: 100, windowMs: 60 * MIN },
  /** OAuth round trips started from one address (each writes a state row). */
  oauthStartPerIp: { scope: 'oauth:start:ip', max: 30, windowMs: 10 * MIN },
  /** Failed social logins from one address (unknown state, bad code, unlinked account). */
  oauthFailPerIp: { scope: 'oauth:fail:ip', max: 30, windowMs: 15 * MIN },
} satisfies Record<string, Limit>;
