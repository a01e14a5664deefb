// Where picture bytes live (api/src/features/uploads/): behind a small interface so that an object store
// (S3 and the like) can replace the folder without touching the routes. The folder backend is
// here; the S3-compatible one (UPLOADS_S3_*) is s3-storage.ts, chosen in pictureStorageFromEnv.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from '../../db.ts';
import { s3Configured, s3StorageFromEnv } from './s3-storage.ts';

export interface PictureStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are ours (random, see newPictureKey): anything else is refused, so no path escapes the folder. */
const KEY_RE = /^[a-f0-9]{32}\.(webp|jpg)$/;

function checkedKey(key: string): string {
  if (!KEY_RE.test(key)) throw new Error(`bad picture key: ${key}`);
  return key;
}

/** One file per picture, in a sub-folder per first two characters (no folder of a million files). */
export function folderStorage(root: string): PictureStorage {
  const pathOf = (key: string) => join(root, checkedKey(key).slice(0, 2), key);
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as { code?: string }).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

let testRoot: string | null = null;
/** One temporary folder per test process, removed when it exits. */
function testFolder(): string {
  if (!testRoot) {
    const dir = mkdtempSync(join(tmpdir(), 'donor-uploads-'));
    testRoot = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return testRoot;
}

const byRoot = new Map<string, PictureStorage>();

/**
 * UPLOADS_DIR if set; under tests a temporary folder; otherwise `uploads` beside the data folder
 * (DATA_DIR's sibling, by default .data/uploads next to .data/pglite). With several API processes
 * (PostgreSQL) UPLOADS_DIR must be a folder they share (docs/PRODUCTION.md).
 */
export function pictureStorageFromEnv(env: Record<string, string | undefined> = process.env): PictureStorage {
  if (s3Configured(env)) return s3StorageFromEnv(env); // UPLOADS_S3_*: an S3-compatible bucket instead (s3-storage.ts)
  const root = env.UPLOADS_DIR
    ? resolve(env.UPLOADS_DIR)
    : env.NODE_ENV === 'test' || env.VITEST
      ? testFolder()
      : join(dirname(resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR)), 'uploads');
  let storage = byRoot.get(root);
  if (!storage) {
    mkdirSync(root, { recursive: true });
    storage = folderStorage(root);
    byRoot.set(root, storage);
  }
  return storage;
}
