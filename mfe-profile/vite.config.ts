import { defineConfig } from 'vite';
import { sectionConfig } from '../scripts/federation.ts';
import { PROFILE_ROUTE_MODULES } from './src/app/route-modules.ts';

export default defineConfig(sectionConfig('mfe_profile', { routeModules: PROFILE_ROUTE_MODULES }));
