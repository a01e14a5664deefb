// 152-ФЗ consents (docs/SECURITY.md «Согласия»): a registration carries the two separate
// consents (shared/contract/common.ts `consentFields`); the attempt keeps which text versions
// were accepted and from which address (shared/src/legal-versions.ts), and the account gets one
// user_consents row per kind when its code comes back. Deleting the account withdraws them; the
// rows stay as proof of what was agreed to and when.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { PERSONAL_DATA_VERSION, TERMS_VERSION } from '@donor/shared/legal-versions';
import type { Consent } from '@donor/shared/contract/account';
import { listConsents as listConsentsEndpoint } from '@donor/shared/endpoints/account';
import { userConsents, type registrationAttempts } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { requireUser } from '../../lib/tokens.ts';
import { route } from '../../lib/route.ts';

/** What a new registration attempt stores about its consents. */
export const attemptConsents = (ip: string) => ({ termsVersion: TERMS_VERSION, personalDataVersion: PERSONAL_DATA_VERSION, ip });

/**
 * The consents of a confirmed attempt become the account's, accepted when the attempt was made.
 * An attempt from before the consents existed (no versions) records nothing.
 */
export async function recordConsents(
  tx: Tx,
  userId: number,
  a: Pick<typeof registrationAttempts.$inferSelect, 'termsVersion' | 'personalDataVersion' | 'ip' | 'createdAt'>,
): Promise<void> {
  const rows = [
    a.termsVersion ? { kind: 'terms' as const, version: a.termsVersion } : null,
    a.personalDataVersion ? { kind: 'personal_data' as const, version: a.personalDataVersion } : null,
  ].filter((r) => r !== null);
  if (rows.length === 0) return;
  await tx.insert(userConsents).values(rows.map((r) => ({ ...r, userId, acceptedAt: a.createdAt, ip: a.ip })));
}

/** Deleting the account withdraws every consent still in force. */
export async function withdrawConsents(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx.update(userConsents).set({ withdrawnAt: now }).where(and(eq(userConsents.userId, userId), isNull(userConsents.withdrawnAt)));
}

export async function listConsents(db: Tx, userId: number): Promise<Consent[]> {
  const rows = await db.select().from(userConsents).where(eq(userConsents.userId, userId)).orderBy(asc(userConsents.acceptedAt), asc(userConsents.id));
  return rows.map((r) => ({ kind: r.kind, version: r.version, accepted_at: r.acceptedAt.toISOString(), withdrawn_at: r.withdrawnAt?.toISOString() ?? null }));
}

export function registerConsentRoutes(app: Hono<ApiEnv>): void {
  route(app, listConsentsEndpoint, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    return io.ok(await listConsents(deps.db, user.id));
  });
}
