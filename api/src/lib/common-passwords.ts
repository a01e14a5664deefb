// Common-password check for every place a password is chosen: registration, set_password,
// change_password (docs/SECURITY.md "Пароли"; ASVS 5.0 V6.2.4). The list is zxcvbn-ts's
// `passwords-common` (about 49,000 passwords from public breach corpora, most used first), a
// maintained package shipped as data: no network call at run time.
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MSG = 'Этот пароль слишком распространён: его легко подобрать. Придумайте другой';

let common: ReadonlySet<string> | null = null;

/** Built on first use (tens of milliseconds), then kept: most processes never need it. */
function commonSet(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/**
 * True for a password from the list (case-insensitive: "Password" is as weak as "password")
 * and for one character repeated ("aaaaaaaa"), which no list spells out at every length.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (/^(.)\1*$/su.test(lower)) return true;
  return commonSet().has(lower);
}
