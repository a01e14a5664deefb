// The come-back loop's background work in every API process (started by background.ts): at start,
// the precomputed next dates of donors who have none yet (next-dates.ts backfillNextDates); then,
// checked every few minutes, the day's «Можно снова сдавать» (eligible-alerts.ts) — run once a day
// across all processes, after the outdated dates are recomputed for that day.
import type { Db } from '../../db.ts';
import { backfillNextDates } from './next-dates.ts';
import { eligibleDayDone, runEligibleDay } from './eligible-alerts.ts';

export interface ComebackLog {
  error(...args: unknown[]): void;
}

export interface ComebackJobs {
  stop(): Promise<void>;
}

/** How often a process looks whether the day's run is due (a new Moscow day). */
export const COMEBACK_INTERVAL_MS = 5 * 60_000;

export function startComebackJobs(args: { db: Db; now?: () => Date; intervalMs?: number; log?: ComebackLog }): ComebackJobs {
  const now = args.now ?? (() => new Date());
  const log = args.log ?? console;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let first = true;

  async function tick(): Promise<void> {
    try {
      if (first) await backfillNextDates(args.db, now());
      first = false;
      if (!stopped && !(await eligibleDayDone(args.db, now()))) {
        await backfillNextDates(args.db, now()); // deferrals whose first day has come since
        await runEligibleDay(args.db, now());
      }
    } catch (err) {
      log.error('[comeback] ошибка фоновой задачи «Можно снова сдавать»:', err);
    }
  }
  function schedule(ms: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => schedule(args.intervalMs ?? COMEBACK_INTERVAL_MS));
    }, ms);
    timer.unref?.();
  }
  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
