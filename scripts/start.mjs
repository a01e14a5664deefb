// `npm start`: install what is missing, build, then serve the whole platform (the host
// migrates and seeds the embedded database on first run). PORT changes the port.
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
if (process.env.SKIP_BUILD !== '1') run('node', ['scripts/build.mjs']);
run('node', ['--import', 'tsx', 'shell/server/main.ts']);
