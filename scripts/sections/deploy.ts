// `deploy`: build one section with its version stamped, upload it under `<app>/<version>/`,
// then move the section's pointer (ARCHITECTURE §2.6: upload immutable files, change one
// pointer; the shell is not rebuilt). The steps are injected so the test runs them without npm.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SECTION_APPS, sectionFolder, type SectionApp } from '@donor/shared/routes';
import type { RegistryApi } from './registry-api.ts';
import type { Bucket } from './uploader.ts';
import { uploadBuild } from './uploader.ts';

const run = promisify(execFile);
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** `mfe_top`, `mfe-top`, `top` or a path ending in the folder → the app id. */
export function resolveApp(arg: string | undefined): SectionApp {
  const name = (arg ?? '').replace(/[\\/]+$/, '').split(/[\\/]/).pop() ?? '';
  const app = SECTION_APPS.find((a) => a === name || sectionFolder(a) === name || a === `mfe_${name}`);
  if (!app) throw new Error(`Неизвестный раздел «${arg ?? ''}». Разделы: ${SECTION_APPS.join(', ')}`);
  return app;
}

/** `<UTC yyyymmdd-HHMMSS>-<git short sha|local>`: sorts by time, names the commit. */
export function versionOf(now: Date, sha: string | null): string {
  const iso = now.toISOString(); // 2026-11-26T22:01:05.123Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${sha ?? 'local'}`;
}

export async function gitShortSha(cwd = REPO_ROOT): Promise<string | null> {
  try {
    const { stdout } = await run('git', ['rev-parse', '--short', 'HEAD'], { cwd });
    return stdout.trim() || null;
  } catch {
    return null; // not a git checkout (an unpacked archive): the version says `local`
  }
}

/** `npm run build -w mfe-<x>` with SECTION_BUILD_ID, which stamps `data-build` on the root. */
export async function buildSection(app: SectionApp, version: string): Promise<string> {
  try {
    await run('npm', ['run', 'build', '-w', sectionFolder(app)], { cwd: REPO_ROOT, env: { ...process.env, SECTION_BUILD_ID: version }, timeout: 300_000, maxBuffer: 32 * 1024 * 1024 });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`Сборка ${sectionFolder(app)} не удалась:\n${[e.stdout, e.stderr].filter(Boolean).join('\n').slice(-4000)}`);
  }
  return join(REPO_ROOT, sectionFolder(app), 'dist');
}

export interface DeployOptions {
  app: SectionApp;
  version: string;
  note?: string;
  canary?: number;
  publicBase: string;
  bucket: Bucket;
  api: RegistryApi;
  build?: (app: SectionApp, version: string) => Promise<string>;
  log: (line: string) => void;
}

export async function deploy(o: DeployOptions): Promise<{ entry: string }> {
  const build = o.build ?? buildSection;
  o.log(`Сборка ${sectionFolder(o.app)}, версия ${o.version}…`);
  const dir = await build(o.app, o.version);
  const prefix = `${o.app}/${o.version}`;
  const base = `${o.publicBase}/${prefix}/`;
  o.log(`Проверка хранилища и загрузка в ${base} (опубликованное не перезаписывается)…`);
  const keys = await uploadBuild({ dir, prefix, bucket: o.bucket });
  o.log(`Загружено файлов: ${keys.length}.`);
  const entry = `${base}mf-manifest.json`;
  o.log('Запись в реестр платформы…');
  await o.api.release(o.app, { version: o.version, entry, ...(o.note ? { note: o.note } : {}), ...(o.canary ? { canary_percent: o.canary } : {}) });
  o.log(o.canary
    ? `Готово: ${o.app} ${o.version} — канарейка, ${o.canary} % браузеров. Дальше: npm run sections -- promote ${o.app} (или abort).`
    : `Готово: ${o.app} ${o.version} — для всех посетителей со следующей загрузки страницы.`);
  o.log(`Адрес: ${entry}`);
  return { entry };
}
