// spec §7 code flows: registration (§5: a value starting with + registers by phone, else by
// e-mail), confirmation (logs in), resending, password recovery and reset.
//
// Each registration is its own attempt (registration_attempts) with its own code; the users row
// is written only by the confirm call that brings THAT attempt's code back, so registering again
// with an address whose account is still unconfirmed can never change what the first registrant
// chose, and whoever proves the address decides the password (docs/SECURITY.md "Регистрация").
// The `user_id` answered is the attempt's id, drawn from the users sequence: a new account gets
// exactly that id on confirmation.
//
// None of these calls tells whether an account exists (docs/SECURITY.md "Перебор аккаунтов"):
// registration of a taken address answers like a new one and sends the owner a notice instead of
// a code; recover always answers the same; a failed recovery check always says the same. Send
// limits are spent before anything is looked up.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { z } from 'zod';
import { CheckSmsCodeBody, ConfirmEmailRegBody, ConfirmPhoneRegBody, RecoverBody, RegistrationEmailBody, RegistrationPhoneBody, ResendCodeBody, SetPasswordBody } from '@donor/shared/contract/auth-bodies';
import type { User } from '@donor/shared/contract/common';
import type { DetailResponse } from '@donor/shared/contract/account';
import {
  checkRecoveryCode, confirmEmailRegistration, confirmPhoneRegistration, recoverPassword, register, resendEmailCode, resendPhoneCode, setPassword,
} from '@donor/shared/endpoints/auth';
import { registrationAttempts, resetTokens, users } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { ApiError, fieldError, nonFieldError } from '../../lib/errors.ts';
import { parseValue, queryText, readBody } from '../../lib/http.ts';
import { route, type RouteIo } from '../../lib/route.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { hashPassword, newReferralCode, newSecret, sha256 } from '../../lib/crypto.ts';
import {
  CODE_MAX_ATTEMPTS, CODE_MSG, CODE_TEXT, CODE_TTL_MS, beginRecoverGuess, codeMatches, consumeRecoverCode, consumeSend,
  endGuess, freshCode, sendRecoverCode,
} from '../../lib/codes.ts';
import { queueMessage, type Channel } from '../../lib/outbox.ts';
import { LIMITS, consume, release } from '../../lib/rate-limit.ts';
import { revokeAllTokens } from '../../lib/tokens.ts';
import { findUserByLogin, loginKey, type UserRow } from '../../lib/users.ts';
import { assertCityExists, assertUncommonPassword, respondLoggedIn } from './auth.ts';
import { attemptConsents, recordConsents } from '../account/consents.ts';

export const REG_MSG = {
  noAttempt: 'Регистрация не найдена или устарела. Зарегистрируйтесь заново',
  confirmed: 'Аккаунт уже подтверждён. Войдите с паролем',
  noChannel: 'У этой регистрации нет такого способа связи',
  badReset: 'Ссылка для смены пароля недействительна или устарела. Запросите новый код',
  codeSent: 'Код отправлен',
  recoverSent: 'Если такой аккаунт есть, мы отправили на него код',
} as const;

/** What the owner of an address gets when someone registers it again (no code: nothing to confirm). */
export const ACCOUNT_EXISTS_TEXT: Record<Channel, { subject: string; body: string }> = {
  email: {
    subject: 'Вы уже зарегистрированы',
    body: 'С этим адресом пытались зарегистрироваться на Донор Рядом, но аккаунт с ним уже есть. '
      + 'Войдите с паролем, а если не помните его — восстановите пароль на странице входа («Забыли пароль?»). '
      + 'Если это были не вы, ничего делать не нужно. Донор Рядом',
  },
  sms: {
    subject: '',
    body: 'Аккаунт с этим номером уже есть. Войдите или восстановите пароль на странице входа. Донор Рядом',
  },
};

/** A registration attempt can be confirmed or re-sent for a day, then it is gone. */
export const ATTEMPT_TTL_MS = 24 * 60 * 60_000;

type Attempt = typeof registrationAttempts.$inferSelect;
type Reg =
  | ({ kind: 'phone' } & z.output<typeof RegistrationPhoneBody>)
  | ({ kind: 'email' } & z.output<typeof RegistrationEmailBody>);

const channelOf = (kind: 'phone' | 'email'): Channel => (kind === 'phone' ? 'sms' : 'email');

async function readRegistration(c: Ctx): Promise<Reg> {
  const raw = await readBody(c);
  const byPhone = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'phone' in raw && !('email' in raw);
  return byPhone
    ? { kind: 'phone', ...parseValue(RegistrationPhoneBody, raw) }
    : { kind: 'email', ...parseValue(RegistrationEmailBody, raw) };
}

/** The attempt's message: its code, or the notice when the address already has an account. */
function attemptMessage(a: Pick<Attempt, 'channel' | 'target' | 'accountExists'>, code: string) {
  const text = a.accountExists ? ACCOUNT_EXISTS_TEXT[a.channel] : { subject: CODE_TEXT.register.subject, body: CODE_TEXT.register.body(code) };
  return { channel: a.channel, target: a.target, subject: text.subject, body: text.body };
}

/** A live, unconfirmed attempt, for the confirm and resend calls. */
async function liveAttempt(c: Ctx, id: number): Promise<Attempt> {
  const { db, now } = c.get('deps');
  const [row] = await db.select().from(registrationAttempts).where(eq(registrationAttempts.id, id)).limit(1);
  if (!row || row.expiresAt <= now()) throw fieldError('user_id', REG_MSG.noAttempt);
  if (row.doneAt) throw nonFieldError(REG_MSG.confirmed);
  return row;
}

/**
 * Writes the account of a confirmed attempt. An active account of that address (another
 * attempt won, or the address was taken meanwhile) is never changed; an inactive row left by
 * the old one-row registration is taken over. Every other attempt of the address dies.
 */
async function createAccount(tx: Tx, now: Date, a: Attempt): Promise<UserRow> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`registration|${a.target}`}))`);
  const [done] = await tx
    .update(registrationAttempts)
    .set({ doneAt: now })
    .where(and(eq(registrationAttempts.id, a.id), isNull(registrationAttempts.doneAt)))
    .returning({ id: registrationAttempts.id });
  if (!done || a.accountExists) throw fieldError('code', CODE_MSG.invalid);
  const existing = await findUserByLogin(tx, a.target);
  if (existing?.isActive) throw nonFieldError(REG_MSG.confirmed);
  const fields = {
    passwordHash: a.passwordHash,
    firstName: a.firstName,
    lastName: a.lastName,
    birthDate: a.birthDate,
    tag: a.tag,
    cityId: a.cityId,
    // Taken over only when told: an inactive row's earlier group is not erased by «не знаю».
    ...(a.bloodGroup ? { bloodGroup: a.bloodGroup } : {}),
    referredBy: a.referredBy,
    ...(a.channel === 'sms' ? { phone: a.target } : { email: a.target }),
    isActive: true,
  };
  const [row] = existing
    ? await tx.update(users).set(fields).where(eq(users.id, existing.id)).returning()
    : await tx.insert(users).values({ id: a.id, ...fields, referralCode: newReferralCode(), dateJoined: now }).returning();
  if (!row) throw new Error('registration confirm wrote no row');
  // 152-ФЗ: the consents given with this attempt, with their text versions (features/account/consents.ts).
  await recordConsents(tx, row.id, a);
  await tx
    .update(registrationAttempts)
    .set({ doneAt: now })
    .where(and(eq(registrationAttempts.target, a.target), isNull(registrationAttempts.doneAt)));
  return row;
}

export function registerRegistrationRoutes(app: Hono<ApiEnv>): void {
  // The body is one of the contract's two schemas, chosen by its `phone` key (readRegistration),
  // so the route reads it itself rather than through one schema.
  route(app, register, async (c, io) => {
    const deps = c.get('deps');
    const reg = await readRegistration(c);
    const referralCode = queryText(c, 'referral_code', 32);
    const target = reg.kind === 'phone' ? reg.phone : reg.email;
    await assertCityExists(deps.db, reg.city_id);
    assertUncommonPassword(reg.password);
    // Spent before the address is looked up, and before the deliberately slow hashing.
    await consumeSend(deps, clientIp(c), target);
    // Hashed for a taken address too: the answer takes as long either way.
    const passwordHash = await hashPassword(reg.password);
    const existing = await findUserByLogin(deps.db, target);
    // An unknown referral code must not block a sign-up (the cookie may be stale): ignore it.
    const referrer = referralCode
      ? (await deps.db.select({ id: users.id }).from(users).where(eq(users.referralCode, referralCode.toUpperCase())).limit(1))[0]
      : undefined;
    const now = deps.now();
    const { code, hash } = freshCode();
    const attempt = {
      channel: channelOf(reg.kind),
      target,
      passwordHash,
      firstName: reg.first_name,
      tag: reg.tag,
      cityId: reg.city_id ?? null,
      bloodGroup: reg.blood_group ?? null,
      ...(reg.kind === 'email' ? { lastName: reg.last_name ?? '', birthDate: reg.birth_date } : {}),
      referredBy: referrer?.id ?? null,
      accountExists: existing?.isActive === true,
      codeHash: hash,
      codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
      ...attemptConsents(clientIp(c)),
    };
    const id = await deps.db.transaction(async (tx) => {
      await tx.delete(registrationAttempts).where(lt(registrationAttempts.expiresAt, now));
      const [row] = await tx.insert(registrationAttempts).values(attempt).returning({ id: registrationAttempts.id });
      await queueMessage(tx, now, attemptMessage(attempt, code));
      return row!.id;
    });
    return io.ok({ user_id: id }, 201);
  });

  type ConfirmBody = z.output<typeof ConfirmPhoneRegBody> | z.output<typeof ConfirmEmailRegBody>;
  const confirm = (kind: 'phone' | 'email') => async (c: Ctx, io: RouteIo<User, ConfirmBody>) => {
    const deps = c.get('deps');
    const body = await io.body();
    const target = 'phone' in body ? body.phone : body.email;
    const attempt = await liveAttempt(c, body.user_id);
    // Counted up front (parallel guesses cannot all slip past the check), taken back on success.
    const guess = await consume(deps, LIMITS.codeFailPerIp, clientIp(c));
    // A wrong address answers like a wrong code: the call must not confirm whose attempt it is.
    if (attempt.channel !== channelOf(kind) || attempt.target !== target) throw fieldError('code', CODE_MSG.wrong);
    const now = deps.now();
    // Every try counts, in one conditional update, before the comparison.
    const [tried] = await deps.db
      .update(registrationAttempts)
      .set({ codeAttempts: sql`${registrationAttempts.codeAttempts} + 1` })
      .where(and(
        eq(registrationAttempts.id, attempt.id),
        isNull(registrationAttempts.doneAt),
        lt(registrationAttempts.codeAttempts, CODE_MAX_ATTEMPTS),
        gt(registrationAttempts.codeExpiresAt, now),
      ))
      .returning({ codeHash: registrationAttempts.codeHash, tries: registrationAttempts.codeAttempts });
    if (!tried) throw fieldError('code', CODE_MSG.invalid);
    if (!codeMatches(tried.codeHash, body.code)) throw fieldError('code', tried.tries >= CODE_MAX_ATTEMPTS ? CODE_MSG.invalid : CODE_MSG.wrong);
    const user = await deps.db.transaction((tx) => createAccount(tx, now, attempt));
    await release(deps, [guess]);
    return respondLoggedIn(c, io, deps.db, user);
  };
  route(app, confirmPhoneRegistration, ConfirmPhoneRegBody, confirm('phone'));
  route(app, confirmEmailRegistration, ConfirmEmailRegBody, confirm('email'));

  // A new code for the same attempt (the old one stops working); limits as for any send.
  const resend = (kind: 'phone' | 'email') => async (c: Ctx, io: RouteIo<DetailResponse, z.output<typeof ResendCodeBody>>) => {
    const deps = c.get('deps');
    const body = await io.body();
    const attempt = await liveAttempt(c, body.user_id);
    if (attempt.channel !== channelOf(kind)) throw fieldError('user_id', REG_MSG.noChannel);
    await consumeSend(deps, clientIp(c), attempt.target);
    const now = deps.now();
    const { code, hash } = freshCode();
    await deps.db.transaction(async (tx) => {
      await tx
        .update(registrationAttempts)
        .set({ codeHash: hash, codeAttempts: 0, codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS) })
        .where(eq(registrationAttempts.id, attempt.id));
      await queueMessage(tx, now, attemptMessage(attempt, code));
    });
    return io.ok({ detail: REG_MSG.codeSent });
  };
  route(app, resendPhoneCode, ResendCodeBody, resend('phone'));
  route(app, resendEmailCode, ResendCodeBody, resend('email'));

  route(app, recoverPassword, RecoverBody, async (c, io) => {
    const deps = c.get('deps');
    const body = await io.body();
    const key = loginKey(body.username);
    await consumeSend(deps, clientIp(c), key);
    const user = await findUserByLogin(deps.db, body.username);
    if (user?.isActive) {
      const byPhone = user.phone === key || !user.email;
      const target = byPhone ? user.phone : user.email;
      if (target) await sendRecoverCode(deps, { userId: user.id, channel: byPhone ? 'sms' : 'email', target });
    }
    return io.ok({ detail: REG_MSG.recoverSent });
  });

  // The recovery code buys a short-lived reset token; set_password spends it. The username is
  // required: a code is checked against that one account only (CheckSmsCodeBody).
  route(app, checkRecoveryCode, CheckSmsCodeBody, async (c, io) => {
    const deps = c.get('deps');
    const body = await io.body();
    const user = await findUserByLogin(deps.db, body.username);
    const guess = await beginRecoverGuess(deps, clientIp(c), user ? `user:${user.id}` : loginKey(body.username));
    if (!user?.isActive) throw fieldError('code', CODE_MSG.recoverFailed);
    await consumeRecoverCode(deps, user.id, body.code);
    await endGuess(deps, guess);
    const token = newSecret();
    const now = deps.now();
    await deps.db.insert(resetTokens).values({ tokenHash: sha256(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
    c.header('Cache-Control', 'no-store');
    return io.ok({ token });
  });

  route(app, setPassword, SetPasswordBody, async (c, io) => {
    const deps = c.get('deps');
    const body = await io.body();
    assertUncommonPassword(body.password);
    const now = deps.now();
    const passwordHash = await hashPassword(body.password);
    return deps.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(resetTokens)
        .set({ usedAt: now })
        .where(and(eq(resetTokens.tokenHash, sha256(body.token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)))
        .returning({ userId: resetTokens.userId });
      if (!spent) throw fieldError('token', REG_MSG.badReset);
      const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId)).returning();
      if (!user) throw new ApiError(400, { token: [REG_MSG.badReset] });
      await revokeAllTokens(tx, now, user.id);
      return respondLoggedIn(c, io, tx, user);
    });
  });
}
