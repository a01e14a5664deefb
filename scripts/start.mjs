// `npm start`: install what is missing, build, then serve the whole platform (the host
// migrates and seeds the embedded database on first run). PORT changes the port.
// The server itself defaults to production (shell/server/config.ts); `npm start` is the
// zero-configuration demo, so without NODE_ENV it asks for development, and says so first,
// before anything else is printed (docs/SECURITY.md "Запуск в production").
import { ensureInstalled, run } from './lib.mjs';

const demo = !process.env.NODE_ENV;
if (demo) {
  console.log(
    '⚠ ДЕМО-РЕЖИМ, НЕ ДЛЯ ИНТЕРНЕТА: демо-аккаунты с паролями из README, все коды подтверждения открыты на /api/dev/outbox/, платежи — песочница без денег. ' +
      'Боевой запуск: NODE_ENV=production PUBLIC_ORIGIN=https://ваш-домен PAYMENTS_SIGNING_SECRET=$(openssl rand -hex 32) npm start (README, «Запуск в production»).',
  );
}

ensureInstalled();
// The build keeps its own NODE_ENV (vite builds production bundles unless told otherwise).
if (process.env.SKIP_BUILD !== '1') run('node', ['scripts/build.mjs']);
run('node', ['--import', 'tsx', 'shell/server/main.ts'], demo ? { env: { NODE_ENV: 'development' } } : {});
