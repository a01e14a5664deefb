// Builds what is missing and starts the host the way `npm start` does, on its own port and a
// fresh embedded database. NODE_ENV=development (not production): production skips the demo
// seed, and the bench needs the demo donor and Moscow's stations to measure anything real.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, appDir } from './util.mjs';

/** Runs scripts/build.mjs when the shell or a section with code has no build; true if built. */
export function buildIfMissing(sectionApps) {
  const missing = [];
  if (!existsSync(join(ROOT, 'shell', 'dist', 'index.html'))) missing.push('shell');
  for (const app of sectionApps) {
    const dir = join(ROOT, appDir(app));
    if (existsSync(join(dir, 'src', 'spa.tsx')) && !existsSync(join(dir, 'dist', 'mf-manifest.json'))) missing.push(app);
  }
  if (missing.length === 0) return { built: false };
  console.log(`→ Нет сборки (${missing.join(', ')}): node scripts/build.mjs`);
  const res = spawnSync('node', ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  // A section under construction may not build yet: measure what exists rather than nothing.
  if (res.status !== 0 && !existsSync(join(ROOT, 'shell', 'dist', 'index.html'))) throw new Error('сборка не удалась, shell/dist нет');
  return { built: true, ok: res.status === 0, missing };
}

export function portBusy(port) {
  return new Promise((done) => {
    const sock = createConnection({ port, host: '127.0.0.1' });
    sock.once('connect', () => { sock.destroy(); done(true); });
    sock.once('error', () => done(false));
  });
}

/**
 * Starts `node --import tsx shell/server/main.ts`; `extraArgs` go before the script (used for
 * --cpu-prof). Resolves when /api/cities/1/ answers (migrations + seed done). `env` is added to
 * the host's environment (SEED_SCALE for the ranking run, scripts/bench/top-load.mjs);
 * `dataDir` reuses a database folder, which `keepData` leaves in place on stop.
 */
export async function startHost({ port = 8399, extraArgs = [], quiet = true, env = {}, dataDir: givenDir, keepData = false, timeoutMs = 120_000 } = {}) {
  if (await portBusy(port)) throw new Error(`порт ${port} занят: остановите то, что его слушает, или задайте BENCH_PORT`);
  const dataDir = givenDir ?? mkdtempSync(join(tmpdir(), 'donor-bench-'));
  const child = spawn('node', [...extraArgs, '--import', 'tsx', 'shell/server/main.ts'], {
    cwd: ROOT,
    // SERVER_TIMING=1: the API's answers carry their server time (api/src/lib/server-timing.ts),
    // which the paced rows show beside the client's.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', MFE_REGISTRY: '', SERVER_TIMING: '1', ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr = (stderr + d).slice(-4000); });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode != null || child.signalCode != null) throw new Error(`хост завершился (код ${child.exitCode ?? child.signalCode}):\n${stderr}`);
    try {
      const res = await fetch(`${base}/api/cities/1/`);
      if (res.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) { child.kill('SIGTERM'); throw new Error(`хост не ответил за ${Math.round(timeoutMs / 1000)} с:\n${stderr}`); }
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = async () => {
    if (child.exitCode == null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM'); // main.ts closes the server and the database, then exits
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode == null) child.kill('SIGKILL');
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, port, pid: child.pid, dataDir, stop, stderr: () => stderr };
}
