// `npm start` ends here: one Node process serving the whole platform (ARCHITECTURE §2).
// The API runs in this process on PGlite (or DATABASE_URL) unless API_URL points elsewhere.
import { serve } from '@hono/node-server';
import { loadConfig, REPO_ROOT } from './config.ts';
import { createHostApp } from './host-app.ts';
import { startApi } from './api-link.ts';

const config = loadConfig();
const api = await startApi(config);
const app = createHostApp({ config, repoRoot: REPO_ROOT, apiFetch: api.fetch, apiHandler: api.handle });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  console.log(`Донор Рядом: http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${info.port} (API: ${api.describe})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void api.close().finally(() => process.exit(0));
  });
}
