// The ranking and the achievements at production scale on the PostgreSQL host of the API rows
// (api-load.mjs measureApiOnPostgres calls it through `more`; a module of its own so api-load.mjs,
// which the two load modules import, imports neither of them back). Same mixes, goals and
// timings as their PGlite runs (bench/README.md «API на PostgreSQL»).
import { loadAutocannon } from './api-load.mjs';
import { TOP_GOAL, measureTopMixes } from './top-load.mjs';
import { measureAchievements } from './achievements-load.mjs';

/** `{ top: { goal, results }, achievements }` for a host started with TOP_CACHE_TTL_MS=0. */
export async function rankingAndAchievements({ base, token }) {
  const autocannon = loadAutocannon();
  const top = await measureTopMixes({ base, token, autocannon, log: (s) => console.log(`  ${s}`) });
  const achievements = await measureAchievements({ base, token, autocannon });
  return { top: { goal: TOP_GOAL, results: top.results }, achievements };
}
