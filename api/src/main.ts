// Standalone API server: `node --import tsx api/src/main.ts` (PORT, default 8090; DATABASE_URL;
// DATA_DIR). The host server normally runs the same app in process (ARCHITECTURE §2).
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config.ts';
import { bootApi } from './boot.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const api = await bootApi(config);
  const server = serve({ fetch: api.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`[api] ${api.handle.kind} database; listening on http://localhost:${info.port}/api/`);
  });
  const stop = () => {
    server.close(() => {
      void api.close().then(() => process.exit(0));
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
