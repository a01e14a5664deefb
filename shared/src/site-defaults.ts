// The public configuration's defaults (README «Настройка»): the host's env parsing falls back to
// them, and so does the shell when the host page carries no configuration.
import type { PublicConfig } from './stores/types.ts';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: 'Донор Рядом',
  supportEmail: 'help@donor-ryadom.ru',
  // '' = the organization's page on the staff side (/staff/organizations/{id}, docs/staff.md);
  // an operator with an external organization site sets ORG_PROFILE_BASE.
  orgProfileBase: '',
  journalUrl: 'https://journal.donor-ryadom.ru/',
  // No tile provider by default: each needs its own terms or server (README «Карта»).
  mapTiles: null,
};
