// `npm run dev -w mfe-<name>`: one section built in watch mode and served to a running platform
// (docs/SECTION-TEAMS.md §2). The section's own vite.config.ts in development mode (the section
// contract's misread-prop check is on: shared/src/section-contract/dev-check.ts) writes
// mfe-<name>/dist-dev/; a small static server hands it out with CORS and no-cache on the
// section's port, and the host loads it for a browser that opened the printed override link
// (shell/server/dev-override.ts).
//
// Decision: after each rebuild the whole page reloads (`/__live`, `/__live.js`). A Module
// Federation remote is a built bundle (remoteEntry.js and its chunks), not modules vite's dev
// server serves one by one, so there is no module-level hot replacement to offer; a full reload
// of a page that already has the platform's data cached is about a second.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionFolder, SECTION_APPS, type SectionApp } from '@donor/shared/routes';
import { serveStatic } from '../../shell/server/static-files.ts';
import { devEntry, OVERRIDE_PARAM, SECTION_DEV_PORTS } from '../../shell/server/dev-override.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEV_OUT_DIR = 'dist-dev';

/**
 * The page's side of live reload: reloads when a build other than `build` is announced. The
 * number is the one current when the page asked for this script, during its own load: taken from
 * the first message instead, a rebuild finished before the page connected was the one it "saw",
 * and the page stayed on the old build.
 */
export function liveScript(origin: string, build: number): string {
  return `(() => {
  const seen = ${JSON.stringify(String(build))};
  const source = new EventSource(${JSON.stringify(`${origin}/__live`)});
  source.onmessage = (event) => {
    if (event.data !== seen) location.reload();
  };
})();
`;
}

/** The section app of a folder (`mfe-top`) or an app id (`mfe_top`); null for neither. */
export function sectionOf(name: string): SectionApp | null {
  return SECTION_APPS.find((app) => app === name || sectionFolder(app) === name.replace(/\/+$/, '')) ?? null;
}

export interface LiveServer {
  server: Server;
  origin: string;
  /** Tells every open page a new build is out (after each rebuild). */
  rebuilt(): void;
  close(): Promise<void>;
}

/**
 * The static server of `dir`: every answer no-cache and readable from any origin (the platform's
 * page loads it cross-origin), plus `/__live` (server-sent events: the build number, sent on
 * connect and after each rebuild) and `/__live.js` (the page's side).
 */
export async function startLiveServer(dir: string, port: number, host = '127.0.0.1'): Promise<LiveServer> {
  const clients = new Set<ServerResponse>();
  let build = 0;
  let origin = ''; // known once listening
  const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
  const send = (res: ServerResponse) => res.write(`data: ${build}\n\n`);
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://dev.invalid').pathname;
    if (path === '/__live') {
      res.writeHead(200, { ...cors, 'content-type': 'text/event-stream', connection: 'keep-alive' });
      clients.add(res);
      send(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (path === '/__live.js') {
      res.writeHead(200, { ...cors, 'content-type': 'text/javascript; charset=utf-8' }).end(liveScript(origin, build));
      return;
    }
    // Plain files only (no .br/.gz: a rebuild may leave stale ones beside a new file).
    const file = await serveStatic(dir, path.slice(1), '').catch(() => null);
    if (!file) return void res.writeHead(404, { ...cors, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    const headers: Record<string, string> = { ...cors };
    file.headers.forEach((value, key) => { if (key !== 'cache-control' && key !== 'vary') headers[key] = value; });
    res.writeHead(200, headers).end(Buffer.from(await file.arrayBuffer()));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    server,
    origin,
    rebuilt() {
      build += 1;
      for (const res of clients) send(res);
    },
    close: () => new Promise<void>((done) => {
      for (const res of clients) res.end();
      server.close(() => done());
      server.closeAllConnections();
    }),
  };
}

/** `--port N` and `--platform URL` of the command line. */
export function parseArgs(argv: readonly string[]): { name: string | undefined; port: number | undefined; platform: string | undefined } {
  const out: { name: string | undefined; port: number | undefined; platform: string | undefined } = { name: undefined, port: undefined, platform: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--port') out.port = Number(argv[++i]);
    else if (arg.startsWith('--port=')) out.port = Number(arg.slice('--port='.length));
    else if (arg === '--platform') out.platform = argv[++i];
    else if (!arg.startsWith('--')) out.name ??= arg;
  }
  return out;
}

/** The link that makes a browser load the section from here (the host's `mfe-override`). */
export const overrideLink = (platform: string, app: SectionApp, entry: string): string => `${platform.replace(/\/+$/, '')}/?${OVERRIDE_PARAM}=${app}=${entry}`;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const app = args.name ? sectionOf(args.name) : null;
  if (!app) {
    console.error(`Укажите раздел: ${SECTION_APPS.map(sectionFolder).join(', ')} (npm run dev -w mfe-<раздел>).`);
    process.exit(2);
  }
  const port = args.port ?? SECTION_DEV_PORTS[app];
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error('--port: номер порта от 1 до 65535.');
    process.exit(2);
  }
  const folder = join(ROOT, sectionFolder(app));
  const outDir = resolve(folder, DEV_OUT_DIR);
  const live = await startLiveServer(outDir, port);
  const entry = devEntry(app, Number(new URL(live.origin).port));
  const platform = args.platform ?? process.env.DONOR_URL ?? 'http://127.0.0.1:8080';
  // The data-build of the section's root says which build a page runs (scripts/federation.ts).
  process.env.SECTION_BUILD_ID ??= 'dev';
  // `mode` alone leaves a build's NODE_ENV at production, and import.meta.env.DEV follows
  // NODE_ENV: the contract's dev check (section-lifecycles.tsx) needs it to be development.
  process.env.NODE_ENV = 'development';
  const { build } = await import('vite');
  const watcher = await build({
    root: folder,
    configFile: join(folder, 'vite.config.ts'),
    mode: 'development',
    logLevel: 'warn',
    build: { outDir, watch: {}, minify: false, sourcemap: true },
  });
  let first = true;
  if ('on' in watcher) {
    watcher.on('event', (event) => {
      if (event.code === 'BUNDLE_END') void event.result.close();
      if (event.code === 'ERROR') console.error(`Сборка ${app} не удалась:`, event.error.message);
      if (event.code !== 'END') return;
      live.rebuilt();
      if (!first) return void console.log(`${new Date().toLocaleTimeString('ru-RU')} ${app} пересобран — страницы перезагружаются.`);
      first = false;
      console.log(`Раздел ${app} собран в ${sectionFolder(app)}/${DEV_OUT_DIR}/ и раздаётся на ${live.origin}.`);
      console.log(`Откройте платформу с вашим разделом:\n\n    ${overrideLink(platform, app, entry)}\n`);
      console.log(`Сбросить: ${platform.replace(/\/+$/, '')}/?${OVERRIDE_PARAM}=reset · все разделы: ${platform.replace(/\/+$/, '')}/dev/sections/`);
    });
  }
  const stop = () => void Promise.allSettled([live.close(), 'close' in watcher ? watcher.close() : undefined]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
