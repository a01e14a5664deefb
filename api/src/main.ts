// Standalone API server: `node --import tsx api/src/main.ts` (PORT, default 8090; HOST, default
// 127.0.0.1; DATABASE_URL; DATA_DIR). The host server normally runs the same app in process,
// started by the same startApi (start.ts; ARCHITECTURE §2). Production is the default: it
// refuses to start without PUBLIC_ORIGIN and a real PAYMENTS_SIGNING_SECRET (docs/SECURITY.md
// "Запуск в production").
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig, type ApiConfig } from './config.ts';
import { startApi } from './start.ts';
import { headAsGet } from './lib/head-as-get.ts';
import { keepConnectionsOpen } from './lib/keep-alive.ts';
import { OutboxConfigError } from './background.ts';
import { DataDirLockedError } from './db.ts';

function configOrExit(): ApiConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // A plain list, no stack trace: this is the operator's to fix, not a bug.
    console.error(`${err.message}\nДля разработки: NODE_ENV=development. Боевой запуск: см. README, «Запуск в production».`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const api = await startApi(config).catch((err: unknown) => {
    // The folder's lock names the process holding it (docs/SECURITY.md); a malformed outbox
    // setting names itself. Both are the operator's to fix: a message, no stack trace.
    if (!(err instanceof DataDirLockedError) && !(err instanceof OutboxConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  });
  if (config.NODE_ENV === 'production' && api.handle.kind === 'pglite') {
    console.warn('Внимание: production на встроенной PGlite — одна машина, один процесс. Рабочей установке нужен PostgreSQL: DATABASE_URL (README, «Запуск в production»).');
  }
  const server = keepConnectionsOpen(serve({ fetch: headAsGet(api.app.fetch), port: config.PORT, hostname: config.HOST }, (info) => {
    const mode = config.NODE_ENV === 'production' ? '' : ` (режим ${config.NODE_ENV}, не для интернета)`;
    console.log(`[api] ${api.handle.kind} database; listening on http://${config.HOST}:${info.port}/api/${mode}`);
  }));
  const stop = () => {
    server.close(() => {
      void api.close().then(() => process.exit(0));
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
