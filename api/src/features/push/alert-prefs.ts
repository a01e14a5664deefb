// The donor's alert prefs (docs/notifications.md): which kinds, quiet hours, the fallback. A row
// = opted in; no row = never asked, so need, eligible and news alerts are not sent (the
// booking reminders still go by e-mail/SMS as before). Saving a push subscription opts in with
// the defaults below.
import { eq } from 'drizzle-orm';
import type { AlertFallback, AlertPrefs } from '@donor/shared/contract/push';
import { alertPrefs, users } from '../../schema.ts';
import type { Tx } from '../../db.ts';

/** 22:00–08:00, in minutes of the day. */
export const DEFAULT_QUIET = { from: 22 * 60, to: 8 * 60 } as const;

const pad = (n: number) => String(n).padStart(2, '0');
export const hhmm = (min: number): string => `${pad(Math.floor(min / 60))}:${pad(min % 60)}`;
export const minutesOf = (text: string): number => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/** The fallback a donor gets when opting in: e-mail if the account has one, else SMS. */
export const defaultFallback = (email: string | null): AlertFallback => (email ? 'email' : 'sms');

type Row = typeof alertPrefs.$inferSelect;

export function prefsOfRow(row: Row): AlertPrefs {
  return {
    kinds: { reminder: row.reminder, need: row.need, eligible: row.eligible, news: row.news },
    quiet: row.quietFrom === null || row.quietTo === null ? null : { from: hhmm(row.quietFrom), to: hhmm(row.quietTo) },
    fallback: row.fallback,
  };
}

/** What GET answers: the stored prefs, or the not-opted-in state (every kind off). */
export async function alertPrefsOf(db: Tx, userId: number): Promise<AlertPrefs> {
  const [row] = await db.select().from(alertPrefs).where(eq(alertPrefs.userId, userId)).limit(1);
  if (row) return prefsOfRow(row);
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return {
    kinds: { reminder: false, need: false, eligible: false, news: false },
    quiet: { from: hhmm(DEFAULT_QUIET.from), to: hhmm(DEFAULT_QUIET.to) },
    fallback: defaultFallback(u?.email ?? null),
  };
}

/** Opts in with the defaults unless the donor already has prefs (which stay as they are). */
export async function optIn(db: Tx, userId: number, email: string | null, now: Date): Promise<void> {
  await db
    .insert(alertPrefs)
    .values({ userId, reminder: true, need: true, eligible: true, news: false, quietFrom: DEFAULT_QUIET.from, quietTo: DEFAULT_QUIET.to, fallback: defaultFallback(email), updatedAt: now })
    .onConflictDoNothing({ target: alertPrefs.userId });
}

export async function storeAlertPrefs(db: Tx, userId: number, prefs: AlertPrefs, now: Date): Promise<AlertPrefs> {
  const values = {
    ...prefs.kinds,
    quietFrom: prefs.quiet ? minutesOf(prefs.quiet.from) : null,
    quietTo: prefs.quiet ? minutesOf(prefs.quiet.to) : null,
    fallback: prefs.fallback,
    updatedAt: now,
  };
  const [row] = await db.insert(alertPrefs).values({ userId, ...values }).onConflictDoUpdate({ target: alertPrefs.userId, set: values }).returning();
  return prefsOfRow(row!);
}

/**
 * When the quiet hours that hold at `now` end, or null when `now` is not in them. `quiet` in
 * minutes of the local day of a zone `utcOffsetMin` east of UTC; from > to wraps midnight,
 * from = to means none.
 */
export function quietUntil(now: Date, quiet: { from: number; to: number } | null, utcOffsetMin: number): Date | null {
  if (!quiet || quiet.from === quiet.to) return null;
  const minute = Math.floor(now.getTime() / 60_000);
  const local = (((minute + utcOffsetMin) % 1440) + 1440) % 1440;
  const inside = quiet.from < quiet.to ? local >= quiet.from && local < quiet.to : local >= quiet.from || local < quiet.to;
  if (!inside) return null;
  return new Date((minute + ((quiet.to - local + 1440) % 1440)) * 60_000);
}
