// Which social-login providers are on (README.md here): the one place that imports the
// implementations. The sandbox outside production, or with OAUTH_SANDBOX=1 (a staging stand);
// real providers (VK ID, Yandex ID) will be added here from their client id and secret.
import type { ApiDeps } from '../../lib/context.ts';
import type { OAuthProviders } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';

export function oauthProvidersFromEnv(deps: Pick<ApiDeps, 'db' | 'env' | 'now'>, env: Record<string, string | undefined> = process.env): OAuthProviders {
  const providers: Record<string, ReturnType<typeof createSandboxProvider>> = {};
  if (deps.env !== 'production' || env.OAUTH_SANDBOX === '1') providers.sandbox = createSandboxProvider(deps);
  return providers;
}
