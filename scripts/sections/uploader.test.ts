// The uploader against a real s3rver (local-s3.ts) on a free port: what a browser gets back
// (type, caching, CORS), and the promise that a published key is never overwritten.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from './local-s3.ts';
import { settingsFromEnv, type S3Target } from './settings.ts';
import { AlreadyPublished, IMMUTABLE, NO_CACHE, cacheControlOf, listBuildFiles, objectUrl, s3Bucket, uploadBuild } from './uploader.ts';

let s3: LocalS3;
let target: S3Target;
let root: string;

function fakeBuild(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const BUILD = {
  'mf-manifest.json': '{"id":"mfe_top"}',
  'mf-manifest.json.br': 'compressed',
  'remoteEntry.js': 'export const v = 1;',
  'route-chunks.json': '{}',
  'assets/spa-D1lPahTA.js': 'console.log(1);',
  'assets/spa-D1lPahTA.js.gz': 'compressed',
  'assets/first-load-DJ7xGj9w.css': 'body{}',
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sections-upload-'));
  s3 = await startLocalS3({ port: 0, directory: join(root, 's3') });
  target = settingsFromEnv({ SECTIONS_S3_ENDPOINT: s3.endpoint }).s3;
});

afterAll(async () => {
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('cache rules', () => {
  it('hashed assets are immutable, the files that name them are re-validated', () => {
    expect(cacheControlOf('assets/filter-modal-CBqYgtnL.js')).toBe(IMMUTABLE);
    for (const f of ['mf-manifest.json', 'remoteEntry.js', 'route-chunks.json', 'first-paint.json', 'mf-stats.json', 'assets/plain.js']) {
      expect(cacheControlOf(f), f).toBe(NO_CACHE);
    }
  });
});

describe('uploadBuild', () => {
  it('uploads every file but the precompressed ones, with type, caching and CORS for any page', async () => {
    const dir = fakeBuild('v1', BUILD);
    expect(await listBuildFiles(dir)).toEqual(['assets/first-load-DJ7xGj9w.css', 'assets/spa-D1lPahTA.js', 'mf-manifest.json', 'remoteEntry.js', 'route-chunks.json']);
    const progress: number[] = [];
    const keys = await uploadBuild({ dir, prefix: 'mfe_top/v1', bucket: s3Bucket(target), onProgress: (done) => progress.push(done) });
    expect(keys).toHaveLength(5);
    expect(keys.slice(-2)).toEqual(['mfe_top/v1/remoteEntry.js', 'mfe_top/v1/mf-manifest.json']); // the pointers last
    expect(progress).toEqual([1, 2, 3, 4, 5]);

    const origin = { origin: 'http://127.0.0.1:8080' };
    const js = await fetch(objectUrl(target, 'mfe_top/v1/assets/spa-D1lPahTA.js'), { headers: origin });
    expect(js.status).toBe(200);
    expect(await js.text()).toBe('console.log(1);');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(js.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = await fetch(objectUrl(target, 'mfe_top/v1/mf-manifest.json'), { headers: origin });
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(manifest.headers.get('cache-control')).toBe(NO_CACHE);
    expect((await fetch(objectUrl(target, 'mfe_top/v1/mf-manifest.json.br'))).status).toBe(404);
  });

  it('refuses to overwrite: one existing key and nothing is written', async () => {
    const bucket = s3Bucket(target);
    await bucket.put('mfe_top/v2/assets/spa-D1lPahTA.js', new TextEncoder().encode('old'), { 'content-type': 'text/javascript' });
    const dir = fakeBuild('v2', BUILD);
    const refused = uploadBuild({ dir, prefix: 'mfe_top/v2', bucket });
    await expect(refused).rejects.toBeInstanceOf(AlreadyPublished);
    await expect(refused).rejects.toMatchObject({ keys: ['mfe_top/v2/assets/spa-D1lPahTA.js'] });
    expect(await (await fetch(objectUrl(target, 'mfe_top/v2/assets/spa-D1lPahTA.js'))).text()).toBe('old');
    expect(await bucket.exists('mfe_top/v2/mf-manifest.json')).toBe(false);

    // The same version again (a second run of one deploy) is refused as a whole, the files kept.
    const again = fakeBuild('v1-again', { ...BUILD, 'assets/spa-D1lPahTA.js': 'changed' });
    await expect(uploadBuild({ dir: again, prefix: 'mfe_top/v1', bucket })).rejects.toMatchObject({ keys: expect.arrayContaining(['mfe_top/v1/mf-manifest.json']) });
    expect(await (await fetch(objectUrl(target, 'mfe_top/v1/assets/spa-D1lPahTA.js'))).text()).toBe('console.log(1);');
  });

  it('refuses a folder that holds no build', async () => {
    const dir = fakeBuild('empty', { 'readme.txt': 'x' });
    await expect(uploadBuild({ dir, prefix: 'mfe_top/v3', bucket: s3Bucket(target) })).rejects.toThrow('нет mf-manifest.json');
  });
});
