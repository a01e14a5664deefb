// spec §7: PATCH /api/auth/{id}/metadata/ — a small JSON object the front end keeps per donor
// (e.g. which hints were dismissed). Owner only: another id answers 404, like an id that does
// not exist (no probing for accounts). Merged shallowly; a key set to null is removed; the body
// and the result each at most METADATA_MAX_BYTES of JSON (shared/contract/common.ts).
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { METADATA_MAX_BYTES, MetadataBody } from '@donor/shared/contract/account';
import * as MSG from '@donor/shared/messages';
import { updateMetadata } from '@donor/shared/endpoints/account';
import { users } from '../../schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { pathId } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { serializeUser } from '../../lib/users.ts';

const jsonBytes = (v: unknown): number => Buffer.byteLength(JSON.stringify(v), 'utf8');

/** `{...stored, ...patch}` without the null keys, on a prototype-free object. */
export function mergeMetadata(stored: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(stored)) out[k] = v;
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return { ...out };
}

export function registerMetadataRoutes(app: Hono<ApiEnv>): void {
  route(app, updateMetadata, MetadataBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    if (pathId(c) !== user.id) throw notFound();
    const body = await io.body();
    const row = await deps.db.transaction(async (tx) => {
      // Row lock: two tabs patching different keys at once both keep their key.
      const [locked] = await tx.select({ metadata: users.metadata }).from(users).where(eq(users.id, user.id)).for('update');
      const merged = mergeMetadata(locked?.metadata ?? {}, body.metadata);
      if (jsonBytes(merged) > METADATA_MAX_BYTES) throw fieldError('metadata', MSG.metadataTooLarge(METADATA_MAX_BYTES / 1024));
      const [updated] = await tx.update(users).set({ metadata: merged }).where(eq(users.id, user.id)).returning();
      return updated!;
    });
    return io.ok(await serializeUser(deps.db, row));
  });
}
