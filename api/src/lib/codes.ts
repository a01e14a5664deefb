// One-time codes (spec §7 confirmation and recovery codes): 6 digits, single use, 10-minute life,
// at most 5 tries each (every wrong guess counts, then the code is dead). Sends are limited per
// target and per address before anything is looked up; wrong guesses per address, and wrong
// recovery guesses per target account too (lib/rate-limit.ts, docs/SECURITY.md "Коды").
// Recovery codes live in auth_codes (one account each); registration codes live on their
// registration attempt (features/auth/registration.ts) and share the checking rule below.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { authCodes } from '../schema.ts';
import type { ApiDeps } from './context.ts';
import { fieldError } from './errors.ts';
import { newCode, safeEqual, sha256 } from './crypto.ts';
import { queueMessage, type Channel } from './outbox.ts';
import { LIMITS, consume, release } from './rate-limit.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export type Purpose = 'register' | 'recover';

export const CODE_MSG = {
  wrong: 'Неверный код',
  invalid: 'Код недействителен или устарел. Запросите новый код',
  /**
   * Every failed recovery check says the same, whether the account exists, has a live code, or
   * the code ran out of tries: the answer must not tell who has an account.
   */
  recoverFailed: 'Неверный код или срок его действия истёк. Проверьте код или запросите новый',
} as const;

export const CODE_TEXT: Record<Purpose, { subject: string; body: (code: string) => string }> = {
  register: { subject: 'Код подтверждения регистрации', body: (code) => `Код подтверждения: ${code}. Донор Рядом` },
  recover: { subject: 'Восстановление пароля', body: (code) => `Код для восстановления пароля: ${code}. Никому его не сообщайте. Донор Рядом` },
};

/**
 * Counts one send against the address and the target, before anything about the target is
 * looked up (so a limited answer never depends on whether an account exists). The address goes
 * first: a flood from one address spends its own budget, not the target's.
 */
export async function consumeSend(deps: ApiDeps, ip: string, target: string): Promise<void> {
  await consume(deps, LIMITS.sendPerIp, ip);
  await consume(deps, LIMITS.sendPerTarget, target);
}

/** Issues a fresh recovery code (older ones stop working) and queues it. Limits: consumeSend. */
export async function sendRecoverCode(deps: ApiDeps, args: { userId: number; channel: Channel; target: string }): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ usedAt: now })
      .where(and(eq(authCodes.userId, args.userId), eq(authCodes.purpose, 'recover'), isNull(authCodes.usedAt)));
    const code = newCode();
    await tx.insert(authCodes).values({
      userId: args.userId,
      purpose: 'recover',
      channel: args.channel,
      target: args.target,
      codeHash: sha256(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    const text = CODE_TEXT.recover;
    await queueMessage(tx, now, { channel: args.channel, target: args.target, subject: text.subject, body: text.body(code) });
  });
}

/**
 * Counts a recovery guess against the address (first: a client over its own limit spends no one
 * else's budget), then against the target account — `user:<id>`, or the normalised login when no
 * account matches, so the answer does not tell which. `endGuess` takes the events back when the
 * guess was right. No site-wide budget: it let one client lock everyone out (docs/SECURITY.md «Коды»).
 */
export async function beginRecoverGuess(deps: ApiDeps, ip: string, account: string): Promise<number[]> {
  const byIp = [await consume(deps, LIMITS.codeFailPerIp, ip), await consume(deps, LIMITS.recoverCodeFailPerIp, ip)];
  return [...byIp, await consume(deps, LIMITS.recoverCodeFailPerAccount, account)];
}

export const endGuess = (deps: ApiDeps, events: number[]): Promise<void> => release(deps, events);

/**
 * Checks `code` against the latest live recovery code of that one account, and consumes it.
 * The try is counted before the comparison, in one conditional update, so parallel guesses
 * cannot share one count. Any failure answers CODE_MSG.recoverFailed.
 */
export async function consumeRecoverCode(deps: ApiDeps, userId: number, code: string): Promise<void> {
  const now = deps.now();
  const failed = () => fieldError('code', CODE_MSG.recoverFailed);
  const [row] = await deps.db
    .select({ id: authCodes.id, expiresAt: authCodes.expiresAt })
    .from(authCodes)
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, 'recover'), isNull(authCodes.usedAt)))
    .orderBy(desc(authCodes.id))
    .limit(1);
  if (!row || row.expiresAt <= now) throw failed();
  const [tried] = await deps.db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt), sql`${authCodes.attempts} < ${CODE_MAX_ATTEMPTS}`))
    .returning({ codeHash: authCodes.codeHash });
  if (!tried || !safeEqual(tried.codeHash, sha256(code))) throw failed();
  // Single use: the conditional update makes a concurrent second use find nothing to consume.
  const used = await deps.db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt)))
    .returning({ id: authCodes.id });
  if (used.length === 0) throw failed();
}

/** A new code and its hash, for a registration attempt. */
export function freshCode(): { code: string; hash: string } {
  const code = newCode();
  return { code, hash: sha256(code) };
}

/** True when `code` matches the stored hash (constant time). */
export const codeMatches = (hash: string, code: string): boolean => safeEqual(hash, sha256(code));
