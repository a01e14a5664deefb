// The build's guard on a section's shared import map (scripts/federation.ts sharedDeps): every share
// key the shell provides must be in it, or the section fails on load in the browser while the
// build itself exits 0. A build that misses one stops here instead of shipping.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_PACKAGES } from './federation.ts';

/** The keys of `keys` that the map's text does not define (`"react/jsx-runtime":{name:` or `react:{name:`). */
export function missingShares(mapText: string, keys: readonly string[] = Object.keys(SHARED_PACKAGES)): string[] {
  return keys.filter((key) => !mapText.includes(`"${key}":{name:`) && !mapText.includes(`${key}:{name:`));
}

/** The shares missing from a built section (`dist` folder); every key when the map is not there. */
export function missingSharesInBuild(dist: string): string[] {
  const assets = join(dist, 'assets');
  const file = readdirSync(assets).find((f) => f.startsWith('_virtual_mf-localSharedImportMap') && f.endsWith('.js'));
  return missingShares(file ? readFileSync(join(assets, file), 'utf8') : '');
}
