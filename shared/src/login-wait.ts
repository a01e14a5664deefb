// How long a throttled login must wait, in the words a donor reads (docs/SECURITY.md «Вход»): the
// real seconds of the back-off, plural-correct through Intl.PluralRules (shared/src/i18n.ts
// plural) — «через 32 секунды», «через 1 минуту 4 секунды», never a rounded «через 1 с». The API
// writes it into the 429 detail; the login page counts it down with the same words.
import { plural } from './i18n.ts';

const SECONDS = ['секунду', 'секунды', 'секунд'] as const;
const MINUTES = ['минуту', 'минуты', 'минут'] as const;

/** «32 секунды», «1 минуту», «8 минут 32 секунды» (accusative, after «через»). */
export function waitPhrase(totalSec: number): string {
  const sec = Math.max(1, Math.ceil(totalSec));
  const m = Math.floor(sec / 60);
  const s = sec % 60;
  const parts: string[] = [];
  if (m > 0) parts.push(`${m} ${plural(m, MINUTES)}`);
  if (s > 0) parts.push(`${s} ${plural(s, SECONDS)}`);
  return parts.join(' ');
}

const HEAD = 'Слишком много неудачных попыток входа. Повторите через ';
const TAIL = ' или восстановите пароль';

export const loginThrottledMsg = (retryAfterSec: number): string => `${HEAD}${waitPhrase(retryAfterSec)}${TAIL}`;

/** The seconds a throttled-login message names (for the countdown), or null for any other text. */
export function throttledSeconds(message: string | null | undefined): number | null {
  if (!message?.startsWith(HEAD) || !message.endsWith(TAIL)) return null;
  const words = message.slice(HEAD.length, -TAIL.length);
  const m = /^(?:(\d+) минут[уы]?)? ?(?:(\d+) секунд[уы]?)?$/.exec(words);
  if (!m || (!m[1] && !m[2])) return null;
  return Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0);
}
