// Every external address the layout links to, in one file (spec §2 Footer) so the project can
// change them without touching components; in shell/common because the host's CSP allows the
// newsletter form's address too (shell/server/csp.ts). TODO(lead): confirm the project's own
// accounts and sites below (marked "project") — they follow the product domain and must be
// checked before launch; the public resources (licence, bone-marrow registry, blood service) are
// real.

export interface ExternalLink {
  label: string;
  href: string;
}

const PROJECT_DOMAIN = 'donor-ryadom.ru'; // project

/** Footer social networks (spec §2: several networks). */
export const SOCIAL_LINKS = {
  vk: 'https://vk.com/donor_ryadom', // project
  telegram: 'https://t.me/donor_ryadom', // project
  ok: 'https://ok.ru/donor.ryadom', // project
  youtube: 'https://www.youtube.com/@donor_ryadom', // project
  dzen: 'https://dzen.ru/donor_ryadom', // project
} as const;
export type SocialNetwork = keyof typeof SOCIAL_LINKS;

/** spec §2 Footer: external links (bone marrow, special projects, business gratitude, partners, HR, bonus program). */
export const FOOTER_LINKS = {
  /** Национальный регистр доноров костного мозга имени Васи Перевощикова (public). */
  boneMarrow: 'https://rdkm.ru/',
  specialProjects: `https://special.${PROJECT_DOMAIN}/`, // project
  gratitude: `https://business.${PROJECT_DOMAIN}/`, // project
  partners: `https://business.${PROJECT_DOMAIN}/partners/`, // project
  jobs: `https://${PROJECT_DOMAIN}/jobs/`, // project
  bonusProgram: `https://business.${PROJECT_DOMAIN}/bonus/`, // project
} as const;

/** spec §2 Footer: the Android app button. */
export const ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=ru.donorryadom.app'; // project

/** Content licence (spec §1: CC-BY-SA 4.0), Russian deed. */
export const LICENSE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/deed.ru';

/**
 * Native fallback of the newsletter form (spec §2: embedded form of a mailing provider). The
 * provider's script replaces the slot's content when it loads; until then (or if it is blocked)
 * this plain form posts to the provider's hosted subscription page in a new tab.
 */
export const NEWSLETTER_FORM_ACTION = `https://${PROJECT_DOMAIN}/subscribe/`; // project

/**
 * Partner-logo carousel (spec §2). Text badges, no network images. TODO(lead): replace with the
 * project's real partner list; these are public services of the donor movement.
 */
export const PARTNERS: readonly ExternalLink[] = [
  { label: 'Служба крови', href: 'https://yadonor.ru/' },
  { label: 'Регистр доноров костного мозга', href: 'https://rdkm.ru/' },
  { label: 'ФМБА России', href: 'https://fmba.gov.ru/' },
  { label: 'Минздрав России', href: 'https://minzdrav.gov.ru/' },
  { label: 'Добро.рф', href: 'https://dobro.ru/' },
];
