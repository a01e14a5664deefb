// `npm run bench` (not part of npm test; bench/README.md): installs what is missing first, like
// `npm start` and `npm test` (scripts/lib.mjs), then runs the bench itself
// (scripts/bench/main.mjs). The bench modules import tsx and Playwright at load time, so they
// are loaded only after the install: a static import would fail on a fresh clone before
// anything could be installed.
import { ensureInstalled, ensureBrowser } from './lib.mjs';

ensureInstalled();
// The same browser `npm test` finds (or installs): bytes, route change and Lighthouse need one.
process.env.CHROMIUM_PATH ||= ensureBrowser();
await import('./bench/main.mjs');
