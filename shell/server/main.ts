// `npm start` ends here: one Node process serving the whole platform (ARCHITECTURE §2).
// The API runs in this process on PGlite (or DATABASE_URL) unless API_URL points elsewhere.
// Production is the default: without NODE_ENV=development it refuses to start until
// PUBLIC_ORIGIN and a real PAYMENTS_SIGNING_SECRET are set (docs/SECURITY.md "Запуск в production").
import { serve } from '@hono/node-server';
import { HostConfigError, loadServerConfig, REPO_ROOT, type HostConfig } from './config.ts';
import { createHostApp } from './host-app.ts';
import { headAsGet } from '@donor/api/lib/head-as-get';
import { keepConnectionsOpen } from '@donor/api/lib/keep-alive';
import { startApi, type ApiLink } from './api-link.ts';
import { DataDirLockedError } from '@donor/api/db';
import { OutboxConfigError } from '@donor/api/background';

function configOrExit(): HostConfig {
  try {
    return loadServerConfig();
  } catch (err) {
    if (!(err instanceof HostConfigError)) throw err;
    // A plain list, no stack trace: this is the operator's to fix, not a bug.
    console.error(`${err.message}\nДемонстрационный запуск без настроек: npm start (NODE_ENV=development). Боевой: см. README, «Запуск в production».`);
    process.exit(1);
  }
}

/** A data folder held by another process or a bad mail/SMS setting: the operator's to fix. */
async function apiOrExit(config: HostConfig): Promise<ApiLink> {
  try {
    return await startApi(config);
  } catch (err) {
    if (!(err instanceof DataDirLockedError) && !(err instanceof OutboxConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

const config = configOrExit();
const api = await apiOrExit(config);
if (config.NODE_ENV === 'production' && !config.DATABASE_URL && !config.API_URL) {
  console.warn('Внимание: production на встроенной PGlite — одна машина, один процесс. Рабочей установке нужен PostgreSQL: DATABASE_URL (README, «Запуск в production»).');
}
const app = createHostApp({ config, repoRoot: REPO_ROOT, apiFetch: api.fetch, apiHandler: api.handle });

const server = keepConnectionsOpen(serve({ fetch: headAsGet(app.fetch), port: config.PORT, hostname: config.HOST }, (info) => {
  const mode = config.NODE_ENV === 'production' ? '' : ` — режим ${config.NODE_ENV}, не для интернета`;
  console.log(`Донор Рядом: http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${info.port} (API: ${api.describe})${mode}`);
}));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void api.close().finally(() => process.exit(0));
  });
}
