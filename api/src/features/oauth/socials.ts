// spec §7: GET /api/socials/ — my linked social accounts; DELETE /api/socials/{id}/ unlinks one
// of mine (another donor's id answers 404, like one that does not exist).
import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { SocialAccount } from '@donor/shared/contract/account';
import { listSocials, unlinkSocial } from '@donor/shared/endpoints/account';
import { socialAccounts } from '../../schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { pathId } from '../../lib/http.ts';
import { requireUser } from '../../lib/tokens.ts';
import { route } from '../../lib/route.ts';
import type { OAuthProviders } from './provider.ts';

export function serializeSocial(providers: OAuthProviders, r: typeof socialAccounts.$inferSelect): SocialAccount {
  const title = Object.hasOwn(providers, r.provider) ? providers[r.provider]!.title : r.provider;
  return { id: r.id, provider: r.provider, provider_title: title, display_name: r.displayName, created_at: r.createdAt.toISOString() };
}

export function registerSocialRoutes(app: Hono<ApiEnv>, providers: OAuthProviders): void {
  route(app, listSocials, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const rows = await deps.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id)).orderBy(asc(socialAccounts.createdAt), asc(socialAccounts.id));
    c.header('Cache-Control', 'no-store');
    return io.ok(rows.map((r) => serializeSocial(providers, r)));
  });

  route(app, unlinkSocial, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const gone = await deps.db
      .delete(socialAccounts)
      .where(and(eq(socialAccounts.id, pathId(c)), eq(socialAccounts.userId, user.id)))
      .returning({ id: socialAccounts.id });
    if (gone.length === 0) throw notFound();
    return io.empty();
  });
}
