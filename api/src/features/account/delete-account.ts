// Deleting the account = the donor withdraws the consent to the processing of personal data
// (152-ФЗ art. 9 §2, art. 21 §5). POST /api/auth/delete_account/ {password} — a POST rather than
// DELETE /api/auth/me/ with a body, which proxies and HTTP clients often drop. The rule is
// docs/SECURITY.md «Удаление аккаунта»:
// - erased: names, e-mail, phone, birth date, city, gender, photo, tag, metadata, referral link;
//   social links, pending changes and codes, sessions (all revoked), notification settings,
//   push subscriptions, alert prefs and the alerts not yet sent,
//   registration attempts and pending messages to the old addresses, the donor's cabinet notes
//   (deferrals, plans, honor certificate, surveys, feedback, the next possible dates computed from
//   them), favourites and future sign-ups;
//   every stored picture (profile photo, certificates, request photos: files and rows);
// - the help-me requests the donor authored (docs/helpme.md «Согласие»): the consent to publish
//   the patient was theirs, so the open ones are cancelled and all of them lose the patient's
//   name, birth date, reason and photo; the donors who signed up keep their rows;
// - kept: the users row (id, deleted_at) so that donations still count, anonymously, in station
//   tops and totals (names '' show as «Донор»); the consents with withdrawn_at, as proof of
//   what was agreed to; payments (accounting records, 402-ФЗ).
// Login is impossible afterwards: no address to log in with, an unusable password hash, and
// is_active false (every session check requires it).
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { DeleteAccountBody } from '@donor/shared/contract/account';
import { deleteAccount } from '@donor/shared/endpoints/auth';
import {
  authCodes, contactChanges, eventTimeSlots, favoriteBloodStations, joinedUsers, notificationSettings, oauthStates,
  organizationManagers, outbox, registrationAttempts, resetTokens, socialAccounts, subscriptions, users,
} from '../../schema.ts';
import { alertPrefs, pushSubscriptions } from '../push/schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError, nonFieldError } from '../../lib/errors.ts';
import { newReferralCode, verifyPassword } from '../../lib/crypto.ts';
import { LIMITS, consume, release } from '../../lib/rate-limit.ts';
import { requireUser, revokeAllTokens } from '../../lib/tokens.ts';
import { route } from '../../lib/route.ts';
import type { UserRow } from '../../lib/users.ts';
import { AUTH_MSG } from '../auth/auth.ts';
import { needs } from '../helpme/schema.ts';
import { deletePicturesOf } from '../uploads/pictures.ts';
import type { PictureStorage } from '../uploads/storage.ts';
import { withdrawConsents } from './consents.ts';
import { recomputeAchievements } from '../achievements/achievements-store.ts';

export const DELETE_MSG = {
  done: 'Аккаунт удалён. Ваши персональные данные стёрты, согласие на их обработку отозвано',
  activeSubscription: 'Сначала отмените ежемесячное пожертвование (раздел «Мои платежи»), затем удалите аккаунт',
} as const;

/** No password hash of ours looks like this: verifyPassword can never accept it. */
const UNUSABLE_PASSWORD = '!deleted';

/** What a request whose patient was erased is called (its page falls back to the title). */
export const ERASED_PATIENT_TITLE = 'Пациент';

/**
 * The donor's cabinet notes (api/migrations/0007_cabinet.sql): personal, some of it health data;
 * and the next possible dates computed from them (0029_donor_next_dates.sql).
 */
const CABINET_TABLES = ['deferrals', 'donor_plans', 'honor_certificates', 'donation_surveys', 'donation_feedback', 'donor_next_dates'] as const;

async function erase(tx: Tx, now: Date, u: UserRow): Promise<void> {
  const addresses = [u.email, u.phone].filter((a): a is string => !!a);
  const id = u.id;
  await tx.update(users).set({
    firstName: '', lastName: '', email: null, phone: null, birthDate: null, cityId: null, photoSmall: null, tag: null,
    metadata: {}, hideName: true, referredBy: null, referralCode: newReferralCode(), gender: null,
    passwordHash: UNUSABLE_PASSWORD, isActive: false, deletedAt: now,
  }).where(eq(users.id, id));
  await revokeAllTokens(tx, now, id);
  await withdrawConsents(tx, id, now);
  await tx.delete(socialAccounts).where(eq(socialAccounts.userId, id));
  await tx.delete(oauthStates).where(eq(oauthStates.userId, id));
  await tx.delete(contactChanges).where(eq(contactChanges.userId, id));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, id));
  // Donor alerts (docs/notifications.md): the devices, the prefs and the alerts not yet sent.
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
  await tx.delete(alertPrefs).where(eq(alertPrefs.userId, id));
  await tx.delete(outbox).where(and(eq(outbox.status, 'pending'), eq(outbox.channel, 'push'), eq(outbox.target, String(id))));
  await tx.delete(authCodes).where(eq(authCodes.userId, id));
  await tx.delete(resetTokens).where(eq(resetTokens.userId, id));
  await tx.delete(organizationManagers).where(eq(organizationManagers.userId, id));
  await tx.delete(favoriteBloodStations).where(eq(favoriteBloodStations.userId, id));
  // Future sign-ups would show an empty name in the planned-donor lists; past ones are history.
  await tx.delete(joinedUsers).where(and(
    eq(joinedUsers.userId, id),
    inArray(joinedUsers.timeslotId, tx.select({ id: eventTimeSlots.id }).from(eventTimeSlots).where(gt(eventTimeSlots.startsAt, now))),
  ));
  for (const table of CABINET_TABLES) await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE user_id = ${id}`);
  // The stored achievements answer (0035); the referrer no longer counts this account's donations (achievements-store.ts).
  await tx.execute(sql`DELETE FROM achievement_states WHERE user_id = ${id}`);
  if (u.referredBy) await recomputeAchievements(tx, u.referredBy, now);
  // The author withdrew the consent to publish the patient's data (152-ФЗ art. 9 §2): an open
  // request cannot go on without it, and no request keeps the patient. Who signed up stays.
  await tx.update(needs).set({ status: 'cancelled', closedAt: now, closedBy: id })
    .where(and(eq(needs.authorUserId, id), eq(needs.status, 'search_in_progress')));
  await tx.update(needs).set({ title: ERASED_PATIENT_TITLE, firstName: '', middleName: null, lastName: '', birthDate: null, searchReason: '', pictureId: null })
    .where(eq(needs.authorUserId, id));
  // A photo stays readable by URL only while public: until deletePicturesOf has removed the
  // files after this transaction (or if the storage fails it), nobody may see them.
  await tx.execute(sql`UPDATE pictures SET public = false WHERE user_id = ${id}`);
  if (addresses.length > 0) {
    await tx.delete(registrationAttempts).where(inArray(registrationAttempts.target, addresses));
    await tx.delete(contactChanges).where(inArray(contactChanges.target, addresses));
    // Codes and notices not yet delivered to the old addresses are dropped.
    await tx.delete(outbox).where(and(eq(outbox.status, 'pending'), inArray(outbox.target, addresses)));
  }
}

export function registerDeleteAccountRoutes(app: Hono<ApiEnv>, storage: PictureStorage): void {
  route(app, deleteAccount, DeleteAccountBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    // Shares change_password's budget of wrong passwords (lib/rate-limit.ts oldPasswordFailPerUser).
    const attempt = await consume(deps, LIMITS.oldPasswordFailPerUser, `user:${user.id}`);
    if (!(await verifyPassword(body.password, user.passwordHash))) throw fieldError('password', AUTH_MSG.badOldPassword);
    await release(deps, [attempt]);
    // A monthly donation keeps charging the card whatever happens here: it is cancelled first,
    // by the donor, through the provider (features/payments/payments.ts), never silently left running.
    const mine = or(eq(subscriptions.userId, user.id), user.email ? eq(subscriptions.email, user.email.toLowerCase()) : sql`false`);
    const [active] = await deps.db.select({ id: subscriptions.id }).from(subscriptions).where(and(mine, eq(subscriptions.status, 'active'))).limit(1);
    if (active) throw nonFieldError(DELETE_MSG.activeSubscription);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM users WHERE id = ${user.id} AND deleted_at IS NULL FOR UPDATE`);
      await erase(tx, now, user);
    });
    // The files after the commit: a storage call must not hold the transaction (PGlite has one
    // connection), and a rolled-back erase must not have lost the donor's pictures.
    await deletePicturesOf(deps.db, storage, user.id);
    c.header('Cache-Control', 'no-store');
    return io.ok({ detail: DELETE_MSG.done });
  });
}
