// The shell creates the ONLY instances of the city, auth, ui and utm stores and the api client
// (ARCHITECTURE §2); every section receives them as single-spa custom props.
import { createApi } from '@donor/shared/api';
import { browserCookies } from '@donor/shared/cookies';
import { createAuthStore } from '@donor/shared/stores/auth.store';
import { createCityStore } from '@donor/shared/stores/city.store';
import { createUiStore } from '@donor/shared/stores/ui.store';
import { createUtmStore } from '@donor/shared/stores/utm.store';
import type { SectionProps } from '@donor/shared/stores/types';
import type { BootConfig } from './boot-config.ts';

export type ShellContext = SectionProps & {
  city: ReturnType<typeof createCityStore>;
  auth: ReturnType<typeof createAuthStore>;
};

export function createShellContext(boot: BootConfig): ShellContext {
  let tokenOf: () => string | null = () => null;
  const api = createApi({ baseURL: window.location.origin, getToken: () => tokenOf(), timeout: 20_000 });
  const ui = createUiStore({ productName: boot.productName, windowWidth: window.innerWidth, windowHeight: window.innerHeight });
  const auth = createAuthStore({ api, cookies: browserCookies, session: window.sessionStorage, hostname: window.location.hostname, ui });
  tokenOf = () => auth.$auth.get().token;
  const city = createCityStore({
    api,
    cookies: browserCookies,
    hostname: window.location.hostname,
    initial: { cityID: boot.city.cityID, flag: boot.city.flag, headerCity: boot.city.headerCity },
  });
  const utm = createUtmStore({ session: window.sessionStorage });
  const config = { productName: boot.productName, supportEmail: boot.supportEmail, orgProfileBase: boot.orgProfileBase, journalUrl: boot.journalUrl };
  return { api, ui, auth, city, utm, config };
}
