// Small helpers shared by the bench modules and scripts/byte-budgets.mjs.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from '../lib.mjs';

export { ROOT };

/** The route table itself (shared/src/routes.ts), so the bench never keeps a second copy. */
export async function loadRoutes() {
  return tsImport('../../shared/src/routes.ts', import.meta.url);
}

export const median = (values) => {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
};

// Same settings as scripts/precompress.ts (what the host actually serves): brotli 11, gzip 9.
export const brotliSize = (buf) =>
  brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length;
export const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

/** Bytes as KB with one decimal (1 KB = 1024 B, as the README budgets are read). */
export const kb = (bytes) => (bytes == null ? '—' : (bytes / 1024).toFixed(1));

export const verdict = (ok) => (ok == null ? '·' : ok ? '✓' : '✗');

/** Section app id → its folder (mfe_profile → mfe-profile), as shell/server/registry.ts does. */
export const appDir = (app) => app.replace('_', '-');

/** A path of the route table an app owns that a logged-out visitor can open directly. */
export function visitPath(routes, app) {
  const preferred = { mfe_profile: 'login', mfe_stations: 'stations', mfe_donate: 'donate', mfe_top: 'top', mfe_helpme: 'helpme' };
  const byId = routes.ROUTES.find((r) => r.id === preferred[app] && r.app === app);
  const route = byId ?? routes.ROUTES.find((r) => r.app === app && r.guard === 'public' && !/[:*]/.test(r.pattern));
  return route?.pattern ?? null;
}
