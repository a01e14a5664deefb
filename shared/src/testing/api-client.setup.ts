// vitest setup (vitest.config.ts setupFiles): the api client imports ofetch on its first call
// (shared/src/api.ts loadOfetch), which in a test takes real time that fake timers cannot
// advance. In the browser the shell imports it once the page has loaded; tests start the same
// way, with the client's code already there.
import { loadOfetch } from '../api.ts';

await loadOfetch();
