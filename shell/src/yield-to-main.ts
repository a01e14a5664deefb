// The shell's boot runs as a chain of steps (its own module, the layout, the federation runtime,
// a section's entry). Chained by promises, steps whose code is already in the browser run in one
// task, and on a slow phone that task blocks taps for hundreds of milliseconds (Lighthouse's
// Total Blocking Time counts every task past 50 ms: bench/README.md «Lighthouse»). Awaiting this
// between steps ends the task there: the browser can handle input and paint, then the chain goes
// on. `scheduler.yield()` (Chromium) resumes ahead of other queued tasks; elsewhere a timeout.
interface YieldingScheduler { yield(): Promise<void> }

/** `scope`: where to look for `scheduler` (the page; tests pass their own). */
export function yieldToMain(scope: { scheduler?: Partial<YieldingScheduler> } = globalThis as never): Promise<void> {
  const { scheduler } = scope;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => { setTimeout(resolve, 0); });
}
