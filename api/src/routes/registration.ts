// spec §7 code flows: registration (§5: a value starting with + registers by phone, else by
// e-mail), confirmation (logs in), resending, password recovery and reset.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { z } from 'zod';
import {
  CheckSmsCodeBody, ConfirmEmailRegBody, ConfirmPhoneRegBody, RecoverBody, RegistrationEmailBody,
  RegistrationPhoneBody, ResendCodeBody, SetPasswordBody, isPhoneLogin,
} from '@donor/shared/contract/common';
import { resetTokens, users } from '../schema.ts';
import type { ApiEnv, Ctx } from '../lib/context.ts';
import { ApiError, fieldError, nonFieldError } from '../lib/errors.ts';
import { parseBody, parseValue, queryText, readBody } from '../lib/http.ts';
import { clientIp } from '../lib/client-ip.ts';
import { hashPassword, newReferralCode, newSecret, sha256 } from '../lib/crypto.ts';
import { CODE_TTL_MS, assertCanSend, consumeRecoverCodeByValue, sendCode, verifyCode } from '../lib/codes.ts';
import { revokeAllTokens } from '../lib/tokens.ts';
import { findUser, findUserByLogin, type UserRow } from '../lib/users.ts';
import { assertCityExists, respondLoggedIn } from './auth.ts';

export const REG_MSG = {
  phoneTaken: 'Пользователь с таким номером телефона уже зарегистрирован',
  emailTaken: 'Пользователь с таким e-mail уже зарегистрирован',
  noUser: 'Пользователь не найден',
  confirmed: 'Аккаунт уже подтверждён. Войдите с паролем',
  mismatch: 'Не совпадает с данными регистрации',
  noChannel: 'У пользователя нет такого способа связи',
  badReset: 'Ссылка для смены пароля недействительна или устарела. Запросите новый код',
  codeSent: 'Код отправлен',
} as const;

type Reg =
  | ({ kind: 'phone' } & z.output<typeof RegistrationPhoneBody>)
  | ({ kind: 'email' } & z.output<typeof RegistrationEmailBody>);

async function readRegistration(c: Ctx): Promise<Reg> {
  const raw = await readBody(c);
  const byPhone = typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'phone' in raw && !('email' in raw);
  return byPhone
    ? { kind: 'phone', ...parseValue(RegistrationPhoneBody, raw) }
    : { kind: 'email', ...parseValue(RegistrationEmailBody, raw) };
}

/** A pending (unconfirmed) registration of the same user_id, for the confirm/resend calls. */
async function pendingUser(c: Ctx, userId: number): Promise<UserRow> {
  const user = await findUser(c.get('deps').db, userId);
  if (!user) throw fieldError('user_id', REG_MSG.noUser);
  if (user.isActive) throw nonFieldError(REG_MSG.confirmed);
  return user;
}

export function registerRegistrationRoutes(app: Hono<ApiEnv>): void {
  app.post('/api/auth/registration', async (c) => {
    const deps = c.get('deps');
    const reg = await readRegistration(c);
    const referralCode = queryText(c, 'referral_code', 32);
    const target = reg.kind === 'phone' ? reg.phone : reg.email;
    const ip = clientIp(c);
    // Refuse early: hashing a password is deliberately expensive.
    await assertCanSend(deps, ip, target);
    const existing = await findUserByLogin(deps.db, target);
    if (existing?.isActive) throw fieldError(reg.kind, reg.kind === 'phone' ? REG_MSG.phoneTaken : REG_MSG.emailTaken);
    if (reg.kind === 'email') await assertCityExists(deps.db, reg.city_id);
    // An unknown referral code must not block a sign-up (the cookie may be stale): ignore it.
    const referrer = referralCode
      ? (await deps.db.select({ id: users.id }).from(users).where(eq(users.referralCode, referralCode.toUpperCase())).limit(1))[0]
      : undefined;
    const fields = {
      passwordHash: await hashPassword(reg.password),
      firstName: reg.first_name,
      tag: reg.tag,
      ...(reg.kind === 'phone'
        ? { phone: reg.phone }
        : { email: reg.email, lastName: reg.last_name ?? '', cityId: reg.city_id, birthDate: reg.birth_date }),
      ...(referrer ? { referredBy: referrer.id } : {}),
    };
    // Registering again before confirming replaces the pending registration.
    const [row] = existing
      ? await deps.db.update(users).set(fields).where(eq(users.id, existing.id)).returning({ id: users.id })
      : await deps.db
          .insert(users)
          .values({ ...fields, referralCode: newReferralCode(), isActive: false, dateJoined: deps.now() })
          .returning({ id: users.id });
    if (!row) throw new Error('registration insert returned no row');
    await sendCode(deps, ip, {
      userId: row.id, purpose: 'register', channel: reg.kind === 'phone' ? 'sms' : 'email', target,
    });
    return c.json({ user_id: row.id }, 201);
  });

  const confirm = (kind: 'phone' | 'email') => async (c: Ctx) => {
    const deps = c.get('deps');
    const body = kind === 'phone' ? await parseBody(c, ConfirmPhoneRegBody) : await parseBody(c, ConfirmEmailRegBody);
    const target = 'phone' in body ? body.phone : body.email;
    const user = await pendingUser(c, body.user_id);
    const own = kind === 'phone' ? user.phone : user.email?.toLowerCase();
    if (own !== target) throw fieldError(kind, REG_MSG.mismatch);
    await verifyCode(deps, clientIp(c), { userId: user.id, purpose: 'register', target, code: body.code });
    const [active] = await deps.db.update(users).set({ isActive: true }).where(eq(users.id, user.id)).returning();
    return respondLoggedIn(c, deps.db, active ?? user);
  };
  app.post('/api/auth/confirm_phone_reg', confirm('phone'));
  app.post('/api/auth/confirm_email_reg', confirm('email'));

  const resend = (kind: 'phone' | 'email') => async (c: Ctx) => {
    const deps = c.get('deps');
    const body = await parseBody(c, ResendCodeBody);
    const user = await pendingUser(c, body.user_id);
    const target = kind === 'phone' ? user.phone : user.email;
    if (!target) throw fieldError('user_id', REG_MSG.noChannel);
    await sendCode(deps, clientIp(c), { userId: user.id, purpose: 'register', channel: kind === 'phone' ? 'sms' : 'email', target });
    return c.json({ detail: REG_MSG.codeSent });
  };
  app.post('/api/auth/resend_code', resend('phone'));
  app.post('/api/auth/resend_email_code', resend('email'));

  app.post('/api/auth/recover', async (c) => {
    const deps = c.get('deps');
    const body = await parseBody(c, RecoverBody);
    const user = await findUserByLogin(deps.db, body.username);
    if (!user || !user.isActive) throw fieldError('username', REG_MSG.noUser);
    const byPhone = isPhoneLogin(body.username) || !user.email;
    const target = byPhone ? user.phone : user.email;
    if (!target) throw fieldError('username', REG_MSG.noChannel);
    await sendCode(deps, clientIp(c), { userId: user.id, purpose: 'recover', channel: byPhone ? 'sms' : 'email', target });
    return c.json({ detail: REG_MSG.codeSent });
  });

  // The recovery code buys a short-lived reset token; set_password spends it.
  app.post('/api/auth/check_sms_code', async (c) => {
    const deps = c.get('deps');
    const body = await parseBody(c, CheckSmsCodeBody);
    const ip = clientIp(c);
    let userId: number;
    if (body.username) {
      const user = await findUserByLogin(deps.db, body.username);
      if (!user || !user.isActive) throw fieldError('username', REG_MSG.noUser);
      await verifyCode(deps, ip, { userId: user.id, purpose: 'recover', code: body.code });
      userId = user.id;
    } else {
      userId = await consumeRecoverCodeByValue(deps, ip, body.code);
    }
    const token = newSecret();
    const now = deps.now();
    await deps.db.insert(resetTokens).values({ tokenHash: sha256(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
    c.header('Cache-Control', 'no-store');
    return c.json({ token });
  });

  app.post('/api/auth/set_password', async (c) => {
    const deps = c.get('deps');
    const body = await parseBody(c, SetPasswordBody);
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
      return respondLoggedIn(c, tx, user);
    });
  });
}
