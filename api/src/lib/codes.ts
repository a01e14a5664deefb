// One-time codes (spec §7 confirmation and recovery codes): 6 digits, single use, 10-minute life,
// at most 5 wrong attempts, sends rate-limited per target and per IP, wrong guesses rate-limited
// per IP.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { authCodes } from '../schema.ts';
import type { Tx } from '../db.ts';
import type { ApiDeps } from './context.ts';
import { fieldError } from './errors.ts';
import { newCode, safeEqual, sha256 } from './crypto.ts';
import { queueMessage, type Channel } from './outbox.ts';
import { LIMITS, checkLimit, consume, release } from './rate-limit.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export type Purpose = 'register' | 'recover';

export const CODE_MSG = {
  wrong: 'Неверный код',
  invalid: 'Код недействителен или устарел. Запросите новый код',
} as const;

const TEXT: Record<Purpose, { subject: string; body: (code: string) => string }> = {
  register: { subject: 'Код подтверждения регистрации', body: (code) => `Код подтверждения: ${code}. Донор Рядом` },
  recover: { subject: 'Восстановление пароля', body: (code) => `Код для восстановления пароля: ${code}. Никому его не сообщайте. Донор Рядом` },
};

/** Fails with 429 before any work is done when a code could not be sent anyway. */
export async function assertCanSend(deps: ApiDeps, ip: string, target: string): Promise<void> {
  await checkLimit(deps, LIMITS.sendPerTarget, target);
  await checkLimit(deps, LIMITS.sendPerIp, ip);
}

/** Issues a fresh code (older ones of the same purpose stop working) and queues it. */
export async function sendCode(
  deps: ApiDeps,
  ip: string,
  args: { userId: number; purpose: Purpose; channel: Channel; target: string },
): Promise<void> {
  await consume(deps, LIMITS.sendPerTarget, args.target);
  await consume(deps, LIMITS.sendPerIp, ip);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(and(eq(authCodes.userId, args.userId), eq(authCodes.purpose, args.purpose), isNull(authCodes.usedAt)));
    let code = newCode();
    // check_sms_code may look a recovery code up by value alone: keep live ones distinct.
    for (let i = 0; i < 5 && args.purpose === 'recover' && (await liveByHash(tx, deps.now(), sha256(code))).length > 0; i++) code = newCode();
    await tx.insert(authCodes).values({
      userId: args.userId,
      purpose: args.purpose,
      channel: args.channel,
      target: args.target,
      codeHash: sha256(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    const text = TEXT[args.purpose];
    await queueMessage(tx, now, { channel: args.channel, target: args.target, subject: text.subject, body: text.body(code) });
  });
}

function liveByHash(db: Tx, now: Date, hash: string) {
  return db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.codeHash, hash), eq(authCodes.purpose, 'recover'), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now), lt(authCodes.attempts, CODE_MAX_ATTEMPTS)))
    .orderBy(desc(authCodes.id));
}

/** Checks the user's latest code of `purpose`; consumes it on success, counts a failure else. */
export async function verifyCode(
  deps: ApiDeps,
  ip: string,
  args: { userId: number; purpose: Purpose; target?: string; code: string },
): Promise<void> {
  // Counted up front (parallel guesses cannot all slip past the check), taken back on success.
  const attempt = await consume(deps, LIMITS.codeFailPerIp, ip);
  const now = deps.now();
  const [row] = await deps.db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.userId, args.userId), eq(authCodes.purpose, args.purpose), isNull(authCodes.usedAt)))
    .orderBy(desc(authCodes.id))
    .limit(1);
  if (!row || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS || (args.target !== undefined && row.target !== args.target)) {
    throw fieldError('code', CODE_MSG.invalid);
  }
  if (!safeEqual(row.codeHash, sha256(args.code))) {
    await deps.db.update(authCodes).set({ attempts: sql`${authCodes.attempts} + 1` }).where(eq(authCodes.id, row.id));
    throw fieldError('code', row.attempts + 1 >= CODE_MAX_ATTEMPTS ? CODE_MSG.invalid : CODE_MSG.wrong);
  }
  // Single use: the conditional update makes a concurrent second use find nothing to consume.
  const used = await deps.db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  if (used.length === 0) throw fieldError('code', CODE_MSG.invalid);
  await release(deps, [attempt]);
}

/** check_sms_code without a username: finds a live recovery code by its value. */
export async function consumeRecoverCodeByValue(deps: ApiDeps, ip: string, code: string): Promise<number> {
  const attempt = await consume(deps, LIMITS.codeFailPerIp, ip);
  const [row] = await liveByHash(deps.db, deps.now(), sha256(code));
  if (!row) throw fieldError('code', CODE_MSG.wrong);
  const used = await deps.db
    .update(authCodes)
    .set({ usedAt: deps.now() })
    .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  if (used.length === 0) throw fieldError('code', CODE_MSG.invalid);
  await release(deps, [attempt]);
  return row.userId;
}
