// The outbox delivery worker (docs/PRODUCTION.md «Исходящие сообщения»). Every API process runs
// one; they share nothing but the table:
// - claim: ONE statement `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`
//   (its own short transaction) takes up to BATCH due rows, counts the attempt and moves
//   next_attempt_at forward by the lease. A row another worker holds is skipped, a row another
//   worker claimed a moment ago is no longer due (PostgreSQL re-checks the WHERE of a locked
//   row), so two processes never send one message twice;
// - send through the channel's adapter, then mark it sent — only if our claim token still
//   holds;
// - a failure is retried after 30 s, 2 min, 8 min, 32 min, then hourly; the OUTBOX_MAX_ATTEMPTS-th
//   failure (6 by default) moves it to `dead` with the last error kept;
// - a worker that dies mid-send leaves its rows claimed until the lease runs out, then they are
//   due again (the attempt counts, so a message that crashes the sender cannot loop forever).
//   That crash window — sent, not yet marked — is the one way a message can go out twice.
// - a donor alert (channel 'push') may also be postponed (quiet hours: the attempt is not
//   counted), dropped (its kind is off) or handed over to e-mail/SMS, queued in the transaction
//   that marks it (adapter.ts SendOutcome; docs/notifications.md).
// A channel without an adapter is never claimed: its messages wait in the table (the dev outbox
// page shows them; in production startOutboxWorker warns at start).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db.ts';
import { outbox } from '../../schema.ts';
import { onMessageQueued, queueMessage, switchedOff, type OutboxChannel as Channel } from '../../lib/outbox.ts';
import type { Adapter, SendOutcome } from './adapter.ts';

export const OUTBOX_DEFAULTS = {
  intervalMs: 2_000,
  maxAttempts: 6,
  /**
   * How long a claim holds. It is also how late a message claimed by a process that then died
   * goes out, so it must stay well inside a code's 10-minute life (lib/codes.ts CODE_TTL_MS;
   * docs/SECURITY.md «Доставка сообщений»): 2 minutes leaves a resent code 8 of its 10. Sends
   * are bounded below it (SMTP ≤ 50 s of timeouts, SMS ≤ 10 s).
   */
  leaseMs: 2 * 60_000,
  /** A claimed row is sent only while at least this much of its lease is left (> the slowest send). */
  sendBudgetMs: 60_000,
  batchSize: 10,
  /** Older than this and still not delivered: a code in it expired long ago, do not send it. */
  maxAgeMs: 24 * 60 * 60_000,
} as const;

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Delay after the `attempt`-th failure: 30 s × 4^(attempt−1), at most an hour. */
export const retryDelayMs = (attempt: number): number => Math.min(FIRST_RETRY_MS * 4 ** Math.max(0, attempt - 1), MAX_RETRY_MS);

export interface OutboxLog {
  info(line: string): void;
  warn(line: string): void;
  error(line: string, err?: unknown): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  adapters: Partial<Record<Channel, Adapter>>;
  now?: () => Date;
  intervalMs?: number;
  maxAttempts?: number;
  leaseMs?: number;
  sendBudgetMs?: number;
  batchSize?: number;
  maxAgeMs?: number;
  log?: OutboxLog;
}

export interface RunResult {
  sent: number;
  retried: number;
  dead: number;
}

const consoleLog: OutboxLog = {
  info: (line) => console.log(`[outbox] ${line}`),
  warn: (line) => console.warn(`[outbox] ${line}`),
  error: (line, err) => console.error(`[outbox] ${line}`, err ?? ''),
};

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'unknown error';

export class OutboxWorker {
  private readonly o: Required<Omit<OutboxWorkerOptions, 'adapters' | 'db' | 'now' | 'log'>>;
  private readonly now: () => Date;
  private readonly log: OutboxLog;
  private readonly channels: Channel[];
  private timer: NodeJS.Timeout | null = null;
  private timerAt = 0;
  private running: Promise<RunResult> | null = null;
  private again = false;
  private stopped = true;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly opts: OutboxWorkerOptions) {
    const { db: _db, adapters: _a, now: _n, log: _l, ...rest } = opts;
    this.o = { ...OUTBOX_DEFAULTS, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) };
    this.now = opts.now ?? (() => new Date());
    this.log = opts.log ?? consoleLog;
    this.channels = (Object.keys(opts.adapters) as Channel[]).filter((ch) => opts.adapters[ch]);
  }

  /** Channels this worker delivers (the others stay in the table). */
  get deliveredChannels(): readonly Channel[] {
    return this.channels;
  }

  /** Runs every intervalMs, and shortly after a message is queued in this process. */
  start(): void {
    if (!this.stopped || this.channels.length === 0) return;
    this.stopped = false;
    // The queueing transaction has not committed yet when the listener fires: look a bit later.
    this.unsubscribe = onMessageQueued(() => this.schedule(150));
    this.schedule(0);
  }

  /** Stops the timer and waits for a running pass; adapters are closed. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
    for (const ch of this.channels) await this.opts.adapters[ch]?.close?.();
  }

  /**
   * One pass: claims and sends batches until nothing is due (or ten batches went by — the next
   * tick goes on). Concurrent calls in one process share the running pass and ask for one more.
   */
  runOnce(): Promise<RunResult> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const pass = this.pass().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.schedule(0);
      }
    });
    this.running = pass;
    return pass;
  }

  /** Runs a pass in `ms`, unless one is already due sooner (a stream of wakes cannot starve it). */
  private schedule(ms: number): void {
    if (this.stopped) return;
    const at = Date.now() + ms;
    if (this.timer) {
      if (this.timerAt <= at) return;
      clearTimeout(this.timer);
    }
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runOnce()
        .catch((err) => this.log.error('delivery pass failed (retried on the next tick)', err))
        .finally(() => {
          if (!this.timer) this.schedule(this.o.intervalMs);
        });
    }, ms);
    this.timer.unref();
  }

  private async pass(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, dead: 0 };
    if (this.channels.length === 0) return result;
    for (let batch = 0; batch < 10; batch++) {
      const token = randomUUID();
      const claimedAt = this.now();
      const rows = await this.claim(token, claimedAt);
      for (const row of rows) await this.deliver(row, token, claimedAt, result);
      if (rows.length < this.o.batchSize) break;
    }
    return result;
  }

  private claim(token: string, now: Date) {
    const due = this.opts.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now), inArray(outbox.channel, this.channels)))
      .orderBy(outbox.id)
      .limit(this.o.batchSize)
      .for('update', { skipLocked: true });
    return this.opts.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + this.o.leaseMs), claimToken: token })
      .where(inArray(outbox.id, due))
      .returning();
  }

  private async deliver(row: typeof outbox.$inferSelect, token: string, claimedAt: Date, result: RunResult): Promise<void> {
    const mine = and(eq(outbox.id, row.id), eq(outbox.claimToken, token));
    const now = this.now();
    if (now.getTime() - row.createdAt.getTime() > this.o.maxAgeMs) {
      await this.opts.db.update(outbox).set({ status: 'dead', claimToken: null, lastError: 'expired: not delivered within its lifetime' }).where(mine);
      result.dead++;
      this.log.warn(`message ${row.id} (${row.channel}) expired undelivered`);
      return;
    }
    if (claimedAt.getTime() + this.o.leaseMs - now.getTime() < this.o.sendBudgetMs) {
      // Earlier sends of this batch were slow: hand the row back rather than race the lease.
      await this.opts.db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: now, claimToken: null })
        .where(mine);
      return;
    }
    if (await switchedOff(this.opts.db, row)) {
      // A reminder whose channel the donor switched off after it was queued: it never goes.
      await this.opts.db.update(outbox).set({ status: 'dead', claimToken: null, lastError: 'skipped: the donor switched this channel off' }).where(mine);
      this.log.info(`message ${row.id} (${row.channel}) skipped: channel switched off`);
      return;
    }
    let outcome: void | SendOutcome;
    try {
      outcome = await this.opts.adapters[row.channel]!.send({
        id: row.id, target: row.target, subject: row.subject, body: row.body,
        ...(row.attachments?.length ? { attachments: row.attachments } : {}), ...(row.headers ? { headers: row.headers } : {}),
        ref: row.ref, now, final: row.attempts >= this.o.maxAttempts,
      });
    } catch (err) {
      const lastError = errorText(err);
      if (row.attempts >= this.o.maxAttempts) {
        await this.opts.db.update(outbox).set({ status: 'dead', claimToken: null, lastError }).where(mine);
        result.dead++;
        this.log.error(`message ${row.id} (${row.channel}) moved to dead letters after ${row.attempts} attempts: ${lastError}`);
      } else {
        const next = new Date(this.now().getTime() + retryDelayMs(row.attempts));
        await this.opts.db.update(outbox).set({ nextAttemptAt: next, claimToken: null, lastError }).where(mine);
        result.retried++;
        this.log.warn(`message ${row.id} (${row.channel}) attempt ${row.attempts} failed, retry at ${next.toISOString()}: ${lastError}`);
      }
      return;
    }
    if (outcome) {
      await this.settle(row, mine, outcome, result);
      return;
    }
    const marked = await this.opts.db
      .update(outbox)
      .set({ status: 'sent', sentAt: this.now(), claimToken: null, lastError: null })
      .where(mine)
      .returning({ id: outbox.id });
    result.sent++;
    if (marked.length === 0) this.log.warn(`message ${row.id} was sent after its claim had run out`);
  }

  /** An adapter's answer other than "accepted" (adapter.ts SendOutcome): a donor alert's. */
  private async settle(row: typeof outbox.$inferSelect, mine: SQL | undefined, outcome: SendOutcome, result: RunResult): Promise<void> {
    if (outcome.kind === 'postpone') {
      await this.opts.db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: outcome.until, claimToken: null, lastError: `postponed: ${outcome.reason}` })
        .where(mine);
      this.log.info(`message ${row.id} (${row.channel}) postponed to ${outcome.until.toISOString()}: ${outcome.reason}`);
      return;
    }
    if (outcome.kind === 'drop') {
      await this.opts.db.update(outbox).set({ status: 'dead', claimToken: null, lastError: `skipped: ${outcome.reason}` }).where(mine);
      this.log.info(`message ${row.id} (${row.channel}) skipped: ${outcome.reason}`);
      return;
    }
    // The fallback is queued only while our claim holds, in the transaction that marks this row:
    // a second worker, or this one after a crash, cannot queue it again.
    const queued = await this.opts.db.transaction(async (tx) => {
      const marked = await tx
        .update(outbox)
        .set({ status: 'sent', sentAt: this.now(), claimToken: null, lastError: `fallback: ${outcome.reason}` })
        .where(mine)
        .returning({ id: outbox.id });
      if (marked.length === 0) return false;
      await queueMessage(tx, this.now(), outcome.message, { ref: row.ref ?? `${row.channel}:${row.id}` });
      return true;
    });
    if (queued) result.sent++;
    else this.log.warn(`message ${row.id}: its claim ran out before the fallback was queued`);
  }
}
