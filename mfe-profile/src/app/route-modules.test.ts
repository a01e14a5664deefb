import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeById } from '@donor/shared/routes';
import { PROFILE_ROUTE_MODULES } from './route-modules.ts';

const root = readFileSync(new URL('./profile-root.tsx', import.meta.url), 'utf8');

describe('route-modules: the preloaded page chunks are the router’s lazy imports', () => {
  it.each(Object.entries(PROFILE_ROUTE_MODULES))('%s → %s', (routeId, modulePath) => {
    expect(routeById(routeId as never)?.app).toBe('mfe_profile');
    expect(root).toContain(`import('../${modulePath.replace(/^src\//, '')}')`);
  });
});
