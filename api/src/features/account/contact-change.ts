// spec §7: POST /api/auth/change_email/ (email), confirm_email/ (email, code), change_phone/
// (phone), confirm_phone/ (phone, code). The code goes to the NEW address and is bound to the
// account and that address: 6 digits, 10 minutes, single use, ≤ 5 tries (lib/codes.ts rules).
// An address another account owns is never revealed and never taken: the answer is the same,
// its owner gets a notice instead of a code, and the pending change can never be confirmed.
// After the change the OLD address is told. docs/SECURITY.md «Смена e-mail и телефона».
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { z } from 'zod';
import { ChangeEmailBody, ChangePhoneBody, ConfirmEmailBody, ConfirmPhoneBody, type DetailResponse } from '@donor/shared/contract/account';
import type { User } from '@donor/shared/contract/common';
import { changeEmail, changePhone, confirmEmail, confirmPhone } from '@donor/shared/endpoints/auth';
import { contactChanges, users } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { CODE_MAX_ATTEMPTS, CODE_MSG, CODE_TTL_MS, codeMatches, consumeSend, freshCode } from '../../lib/codes.ts';
import { queueMessage, type Channel } from '../../lib/outbox.ts';
import { LIMITS, consume, release } from '../../lib/rate-limit.ts';
import { requireUser } from '../../lib/tokens.ts';
import { route, type RouteIo } from '../../lib/route.ts';
import { findUserByLogin, serializeUser, type UserRow } from '../../lib/users.ts';
import { ACCOUNT_LIMITS } from './account-limits.ts';
import { ADDRESS_TAKEN_TEXT, CONTACT_MSG, changeCodeText, changedText, maskAddress } from './contact-texts.ts';

type Kind = 'email' | 'phone';
const channelOf = (kind: Kind): Channel => (kind === 'email' ? 'email' : 'sms');
const current = (u: UserRow, kind: Kind) => (kind === 'email' ? u.email : u.phone);

type ChangeBody = z.output<typeof ChangeEmailBody> | z.output<typeof ChangePhoneBody>;
type ConfirmBody = z.output<typeof ConfirmEmailBody> | z.output<typeof ConfirmPhoneBody>;

async function requestChange(c: Ctx, io: RouteIo<DetailResponse, ChangeBody>, kind: Kind) {
  const deps = c.get('deps');
  const { user } = await requireUser(c, deps);
  const body = await io.body();
  const target = 'email' in body ? body.email : body.phone;
  if (current(user, kind)?.toLowerCase() === target) throw fieldError(kind, CONTACT_MSG.sameAddress);
  // Spent before the address is looked up, so a limited answer never depends on who owns it.
  await consume(deps, ACCOUNT_LIMITS.changeSendPerUser, `user:${user.id}`);
  await consumeSend(deps, clientIp(c), target);
  const owner = await findUserByLogin(deps.db, target);
  const ownedByOther = owner !== undefined && owner.id !== user.id;
  const channel = channelOf(kind);
  const now = deps.now();
  const { code, hash } = freshCode();
  await deps.db.transaction(async (tx) => {
    // One pending change per account and channel: a new request kills the older code.
    await tx
      .update(contactChanges)
      .set({ usedAt: now })
      .where(and(eq(contactChanges.userId, user.id), eq(contactChanges.channel, channel), isNull(contactChanges.usedAt)));
    await tx.delete(contactChanges).where(and(eq(contactChanges.userId, user.id), lt(contactChanges.expiresAt, new Date(now.getTime() - 24 * 3_600_000))));
    await tx.insert(contactChanges).values({
      userId: user.id, channel, target, codeHash: hash, ownedByOther, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    const text = ownedByOther ? ADDRESS_TAKEN_TEXT[channel] : changeCodeText(channel, code);
    await queueMessage(tx, now, { channel, target, ...text });
  });
  return io.ok({ detail: CONTACT_MSG.codeSent });
}

/** Where the notice of a change goes: the old address of that channel, else the other one. */
function oldAddress(u: UserRow, kind: Kind): { channel: Channel; target: string } | null {
  const same = current(u, kind);
  if (same) return { channel: channelOf(kind), target: same };
  const other = kind === 'email' ? u.phone : u.email;
  return other ? { channel: kind === 'email' ? 'sms' : 'email', target: other } : null;
}

/** Writes the new address unless another account holds it by now (never taken over). */
async function applyChange(tx: Tx, now: Date, user: UserRow, kind: Kind, changeId: number, target: string): Promise<UserRow> {
  // The same lock as a registration's confirmation of that address (features/auth/registration.ts).
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`registration|${target}`}))`);
  const [used] = await tx
    .update(contactChanges)
    .set({ usedAt: now })
    .where(and(eq(contactChanges.id, changeId), isNull(contactChanges.usedAt)))
    .returning({ id: contactChanges.id });
  const owner = await findUserByLogin(tx, target);
  if (!used || (owner && owner.id !== user.id)) throw fieldError('code', CODE_MSG.invalid);
  const [row] = await tx.update(users).set(kind === 'email' ? { email: target } : { phone: target }).where(eq(users.id, user.id)).returning();
  if (!row) throw fieldError('code', CODE_MSG.invalid);
  const notify = oldAddress(user, kind);
  if (notify) await queueMessage(tx, now, { ...notify, ...changedText(kind, notify.channel, maskAddress(channelOf(kind), target)) });
  return row;
}

async function confirmChange(c: Ctx, io: RouteIo<User, ConfirmBody>, kind: Kind) {
  const deps = c.get('deps');
  const { user } = await requireUser(c, deps);
  const body = await io.body();
  const target = 'email' in body ? body.email : body.phone;
  // Counted up front (parallel guesses cannot all pass), taken back when the code was right.
  const guesses = [
    await consume(deps, LIMITS.codeFailPerIp, clientIp(c)),
    await consume(deps, ACCOUNT_LIMITS.changeCodeFailPerUser, `user:${user.id}`),
    await consume(deps, ACCOUNT_LIMITS.changeCodeFailGlobal, 'all'),
  ];
  const now = deps.now();
  const [pending] = await deps.db
    .select({ id: contactChanges.id, target: contactChanges.target })
    .from(contactChanges)
    .where(and(eq(contactChanges.userId, user.id), eq(contactChanges.channel, channelOf(kind)), isNull(contactChanges.usedAt)))
    .orderBy(desc(contactChanges.id))
    .limit(1);
  // Another address answers like a wrong code: the code is bound to the address it went to.
  if (!pending || pending.target !== target) throw fieldError('code', CODE_MSG.wrong);
  // Every try counts, in one conditional update, before the comparison.
  const [tried] = await deps.db
    .update(contactChanges)
    .set({ attempts: sql`${contactChanges.attempts} + 1` })
    .where(and(
      eq(contactChanges.id, pending.id),
      isNull(contactChanges.usedAt),
      lt(contactChanges.attempts, CODE_MAX_ATTEMPTS),
      gt(contactChanges.expiresAt, now),
    ))
    .returning({ codeHash: contactChanges.codeHash, tries: contactChanges.attempts, ownedByOther: contactChanges.ownedByOther });
  if (!tried) throw fieldError('code', CODE_MSG.invalid);
  // An address owned by another account got a notice, not this code: no guess can confirm it.
  if (tried.ownedByOther || !codeMatches(tried.codeHash, body.code)) {
    throw fieldError('code', tried.tries >= CODE_MAX_ATTEMPTS ? CODE_MSG.invalid : CODE_MSG.wrong);
  }
  const row = await deps.db.transaction((tx) => applyChange(tx, now, user, kind, pending.id, target));
  await release(deps, guesses);
  return io.ok(await serializeUser(deps.db, row));
}

export function registerContactChangeRoutes(app: Hono<ApiEnv>): void {
  route(app, changeEmail, ChangeEmailBody, (c, io) => requestChange(c, io, 'email'));
  route(app, confirmEmail, ConfirmEmailBody, (c, io) => confirmChange(c, io, 'email'));
  route(app, changePhone, ChangePhoneBody, (c, io) => requestChange(c, io, 'phone'));
  route(app, confirmPhone, ConfirmPhoneBody, (c, io) => confirmChange(c, io, 'phone'));
}
