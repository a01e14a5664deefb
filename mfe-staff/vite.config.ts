import { defineConfig } from 'vite';
import { sectionConfig } from '../scripts/federation.ts';

export default defineConfig(sectionConfig('mfe_staff'));
