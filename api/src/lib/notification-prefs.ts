// The donor's notification channels (spec §7 POST /api/notifications/toggle/ "channel"): e-mail
// and SMS, both on until turned off (no row = defaults). They govern what we send on our own
// initiative — donation-plan reminders and the like; codes, receipts and security notices go
// whatever the setting (the donor asked for those, or must know).
import { eq, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationSettings } from '@donor/shared/contract/account';
import { notificationSettings, users } from '../schema.ts';
import type { Tx } from '../db.ts';

export const DEFAULT_NOTIFICATIONS: NotificationSettings = { email: true, sms: true };

export async function notificationSettingsOf(db: Tx, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select({ email: notificationSettings.email, sms: notificationSettings.sms }).from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row ?? { ...DEFAULT_NOTIFICATIONS };
}

/** Flips one channel in one statement (two quick taps cannot both read the old value). */
export async function toggleChannel(db: Tx, userId: number, channel: NotificationChannel, now: Date): Promise<NotificationSettings> {
  const col = notificationSettings[channel];
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...DEFAULT_NOTIFICATIONS, [channel]: !DEFAULT_NOTIFICATIONS[channel], updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { [channel]: sql`NOT ${col}`, updatedAt: now } })
    .returning({ email: notificationSettings.email, sms: notificationSettings.sms });
  return row!;
}

/**
 * The channels a reminder may use for this donor: switched on AND with an address on file, for
 * an active, not deleted account (else none). For the reminder code (donor plan, spec §7).
 */
export async function enabledChannels(db: Tx, userId: number): Promise<Array<'email' | 'sms'>> {
  const [row] = await db
    .select({ email: users.email, phone: users.phone, active: users.isActive, deletedAt: users.deletedAt, prefEmail: notificationSettings.email, prefSms: notificationSettings.sms })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !row.active || row.deletedAt) return [];
  const out: Array<'email' | 'sms'> = [];
  if (row.email && (row.prefEmail ?? DEFAULT_NOTIFICATIONS.email)) out.push('email');
  if (row.phone && (row.prefSms ?? DEFAULT_NOTIFICATIONS.sms)) out.push('sms');
  return out;
}
