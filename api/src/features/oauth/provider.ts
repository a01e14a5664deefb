// Social login behind one interface, like payments (api/src/features/payments/provider.ts; README here):
// spec §7 POST /api/oauth/ "with the authorize parameters". One implementation today, the
// `sandbox` (a local stand-in with its own consent page); VK ID and Yandex ID are configuration
// for later (README.md). This file imports no implementation: setup.ts picks them.

/** Who the provider says signed in. `uid` is stable per provider account; the rest is display. */
export interface OAuthIdentity {
  uid: string;
  displayName: string;
  email?: string;
}

export interface OAuthProvider {
  /** The id in URLs and bodies (`sandbox`, later `vk`, `yandex`). */
  id: string;
  /** Shown to the donor in the list of linked accounts («Песочница», «VK ID»). */
  title: string;
  /** Where the browser goes to consent; it comes back to `redirectUri?code=…&state=…`. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Trades the code for the identity; throws OAuthExchangeError when the provider refuses it. */
  exchange(code: string, redirectUri: string): Promise<OAuthIdentity>;
}

/** The provider refused the code (unknown, used, expired, another redirect_uri) or failed. */
export class OAuthExchangeError extends Error {}

export type OAuthProviders = Readonly<Record<string, OAuthProvider>>;
