// The API test files' starting database on PGlite: migrated and seeded once per vitest run, then
// loaded by every file from a tarball (about 1.5 s) instead of each file running initdb, the
// migrations and the seed itself (about 4 s). The PostgreSQL twin is test-support.ts's CREATE
// DATABASE … TEMPLATE. The seed uses the real clock, so a template lives for one run only: the
// run's folder comes from the global set-up (test-run.setup.ts) and is removed after it.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { migrate, openDb, type DbHandle } from './db.ts';
import { seed } from './seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder for the PGlite template (test-run.setup.ts); '' when none. */
    pgliteTemplateDir: string;
  }
}

/**
 * An in-memory PGlite that starts as the run's template: loaded from it when a file before this
 * one has built it, built here (and offered to the files after) otherwise. Two workers starting
 * together may both build; the first rename wins and the other's copy is dropped, so no process
 * ever waits for another. The seed's pictures are files, not rows: each database gets its own
 * copy of the template's (UPLOADS_DIR), removed when it closes, so a test that deletes one touches
 * no other file's, even in a worker that runs several files (vitest.config.ts).
 */
export async function openTemplateDb(): Promise<DbHandle> {
  const runDir = inject('pgliteTemplateDir');
  if (!runDir) return openFresh(); // outside the workspace's vitest config: as before, no template
  const ready = join(runDir, 'template');
  if (existsSync(ready)) return withOwnPictures(join(ready, 'pictures'), () => load(ready));
  const building = mkdtempSync(join(runDir, 'building-'));
  const handle = await openFresh(join(building, 'pictures'));
  // Uncompressed (about 70 MB in the run's folder): loading it skips a gunzip per file.
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  writeFileSync(join(building, 'data.tar'), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  let lost = false; // another worker's template is in place: ours is dropped once copied from
  try {
    renameSync(building, ready);
  } catch {
    lost = true;
  }
  const own = ownPictures(join(lost ? building : ready, 'pictures'));
  if (lost) rmSync(building, { recursive: true, force: true });
  return closingAlso(handle, own);
}

/** A new in-memory database, migrated and seeded; the seed's pictures go to `pictures` when given. */
async function openFresh(pictures?: string): Promise<DbHandle> {
  if (pictures) {
    mkdirSync(pictures, { recursive: true });
    process.env.UPLOADS_DIR = pictures;
  }
  const handle = await openDb({ memory: true });
  await migrate(handle.db);
  await seed(handle.db);
  return handle;
}

// Read once per worker process: its files share the process (vitest.config.ts).
const tarballs = new Map<string, Blob>();
function load(ready: string): Promise<DbHandle> {
  let tarball = tarballs.get(ready);
  if (!tarball) tarballs.set(ready, (tarball = new Blob([readFileSync(join(ready, 'data.tar'))])));
  return openDb({ memory: true, loadDataDir: tarball });
}

async function withOwnPictures(from: string, open: () => Promise<DbHandle>): Promise<DbHandle> {
  const own = ownPictures(from);
  return closingAlso(await open(), own);
}

/** A copy of the template's pictures for one database, made the process's UPLOADS_DIR. */
function ownPictures(from: string): string {
  const own = mkdtempSync(join(tmpdir(), 'donor-uploads-own-'));
  cpSync(from, own, { recursive: true });
  process.env.UPLOADS_DIR = own;
  return own;
}

const closingAlso = (handle: DbHandle, pictures: string): DbHandle => ({
  ...handle,
  async close() {
    await handle.close();
    rmSync(pictures, { recursive: true, force: true });
  },
});
