// spec §7 "Authentication and profile": login, logout, current user, profile, change password.
// Registration and recovery (the code flows) are in registration.ts.
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { ChangePasswordBody, LoginBody, MeUpdateBody } from '@donor/shared/contract/auth-bodies';
import type { User } from '@donor/shared/contract/common';
import { changePassword, getMe, getProfile, login, logout, updateMe } from '@donor/shared/endpoints/auth';
import { cities, users } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { fieldError, nonFieldError } from '../../lib/errors.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { LIMITS, beginLogin, consume, endLoginSuccess, release } from '../../lib/rate-limit.ts';
import { COMMON_PASSWORD_MSG, isCommonPassword } from '../../lib/common-passwords.ts';
import { issueToken, requireUser, revokeAllTokens, revokeToken } from '../../lib/tokens.ts';
import { findUserByLogin, loginKey, serializeProfile, serializeUser, type UserRow } from '../../lib/users.ts';
import { route, type Answered } from '../../lib/route.ts';
import { attachPublicPicture } from '../uploads/pictures.ts';
import { refreshNextDates } from '../comeback/next-dates.ts';

export const AUTH_MSG = {
  badLogin: 'Неверный логин или пароль',
  notConfirmed: 'Аккаунт не подтверждён. Завершите регистрацию по коду из SMS или письма',
  badOldPassword: 'Неверный пароль',
  noCity: 'Город не найден',
  loggedOut: 'Вы вышли из аккаунта.',
} as const;

/**
 * spec §7: a login answers with the user in the body and the token in the `token` header. `io` is
 * the route's (lib/route.ts): any descriptor whose answer may be the user.
 */
export async function respondLoggedIn<A>(
  c: Ctx,
  io: { ok: (body: User, status?: 200 | 201) => Answered<A> },
  db: Tx,
  user: UserRow,
  status: 200 | 201 = 200,
): Promise<Answered<A>> {
  const token = await issueToken(db, c.get('deps').now(), user.id);
  c.header('token', token);
  c.header('Cache-Control', 'no-store');
  return io.ok(await serializeUser(db, user), status);
}

/** A new password must not be on the common-passwords list (docs/SECURITY.md "Пароли"). */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldError(field, COMMON_PASSWORD_MSG);
}

export async function assertCityExists(db: Tx, cityId: number | null | undefined, field = 'city_id'): Promise<void> {
  if (cityId === null || cityId === undefined) return;
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  if (!row) throw fieldError(field, AUTH_MSG.noCity);
}

export function registerAuthRoutes(app: Hono<ApiEnv>): void {
  route(app, login, LoginBody, async (c, io) => {
    const deps = c.get('deps');
    const body = await io.body();
    const ip = clientIp(c);
    const user = await findUserByLogin(deps.db, body.username);
    // Throttled per resolved account, never per spelling of the login (lib/rate-limit.ts
    // beginLogin: back-off, not a lock). Every attempt is counted up front (parallel guesses
    // cannot all pass the check) and taken back when it succeeds: only failures count.
    const attempt = await beginLogin(deps, user ? `user:${user.id}` : `login:${loginKey(body.username)}`, ip);
    let byIp: number;
    try {
      byIp = await consume(deps, LIMITS.loginFailPerIp, ip);
    } catch (err) {
      await release(deps, attempt.eventIds);
      throw err;
    }
    const ok = await verifyPassword(body.password, user?.passwordHash ?? null);
    if (!ok || !user) throw nonFieldError(AUTH_MSG.badLogin);
    await endLoginSuccess(deps, attempt);
    await release(deps, [byIp]);
    if (!user.isActive) throw nonFieldError(AUTH_MSG.notConfirmed);
    return respondLoggedIn(c, io, deps.db, user);
  });

  route(app, logout, async (c, io) => {
    const deps = c.get('deps');
    const { tokenId } = await requireUser(c, deps);
    await revokeToken(deps.db, deps.now(), tokenId);
    return io.ok({ detail: AUTH_MSG.loggedOut });
  });

  route(app, getMe, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    // Cached with the session (lib/auth-cache.ts): any write empties both.
    // The one loader of this cache is serializeUser, so a null is impossible.
    return io.ok((await deps.authCache.me.get(user.id, () => serializeUser(deps.db, user)))!);
  });

  route(app, updateMe, MeUpdateBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    await assertCityExists(deps.db, body.city_id);
    const patch: Partial<typeof users.$inferInsert> = {};
    if (body.first_name !== undefined) patch.firstName = body.first_name;
    if (body.last_name !== undefined) patch.lastName = body.last_name ?? '';
    if (body.city_id !== undefined) patch.cityId = body.city_id;
    if (body.birth_date !== undefined) patch.birthDate = body.birth_date;
    if (body.tag !== undefined) patch.tag = body.tag;
    if (body.hide_name !== undefined) patch.hideName = body.hide_name;
    if (body.gender !== undefined) patch.gender = body.gender;
    if (body.blood_group !== undefined) patch.bloodGroup = body.blood_group;
    if (body.kell !== undefined) patch.kell = body.kell;
    // A picture uploaded with POST /api/picture/ (the donor's own) becomes the public photo.
    if (body.photo_id !== undefined) patch.photoSmall = body.photo_id === null ? null : await attachPublicPicture(deps.db, user.id, body.photo_id);
    let updated = user;
    if (Object.keys(patch).length > 0) {
      const [row] = await deps.db.transaction(async (tx) => {
        const rows = await tx.update(users).set(patch).where(eq(users.id, user.id)).returning();
        // Sex and birth date are facts of the eligibility engine (features/comeback/next-dates.ts).
        if (patch.gender !== undefined || patch.birthDate !== undefined) await refreshNextDates(tx, user.id, deps.now());
        return rows;
      });
      if (row) updated = row;
    }
    return io.ok(await serializeUser(deps.db, updated));
  });

  // spec §7: GET /api/profile/ only with a token.
  route(app, getProfile, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    return io.ok(await serializeProfile(deps.db, user));
  });

  // spec §7: change_password logs in; every other session ends (a fresh token is issued).
  route(app, changePassword, ChangePasswordBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    assertUncommonPassword(body.new_password, 'new_password');
    const attempt = await consume(deps, LIMITS.oldPasswordFailPerUser, `user:${user.id}`);
    if (!(await verifyPassword(body.old_password, user.passwordHash))) throw fieldError('old_password', AUTH_MSG.badOldPassword);
    await release(deps, [attempt]);
    const passwordHash = await hashPassword(body.new_password);
    return deps.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await revokeAllTokens(tx, deps.now(), user.id);
      return respondLoggedIn(c, io, tx, { ...user, passwordHash });
    });
  });
}
