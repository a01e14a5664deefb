// Tests of code that must give the main thread back: true when `promise` settles within a few
// microtask turns (it did not wait for a later task), false when it is still pending after them.
export async function settlesWithinMicrotasks(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => { settled = true; }, () => { settled = true; });
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return settled;
}
