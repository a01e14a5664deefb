// Which text of the legal documents a donor accepts when registering (spec §2 routes /rules and
// /confidential; 152-ФЗ as amended in 2025 wants the consent to personal-data processing apart
// from the user agreement). The API stores the version and the time with every acceptance
// (user_consents), so a later change of a text never rewrites what someone agreed to: bump the
// date here on the day a new text is published at that route. Plain constants: no zod.

/** The user agreement published at /rules. */
export const TERMS_VERSION = '2026-11-01';
/** The consent to the processing of personal data (policy at /confidential). */
export const PERSONAL_DATA_VERSION = '2026-11-01';

export const CONSENT_KINDS = ['terms', 'personal_data'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The version currently accepted at registration, per kind. */
export const CURRENT_VERSION: Record<ConsentKind, string> = {
  terms: TERMS_VERSION,
  personal_data: PERSONAL_DATA_VERSION,
};
