// A local S3-compatible store for section builds (docs/SECTION-TEAMS.md §4): s3rver on
// 127.0.0.1:4569, its files in .data/s3, one bucket `sections` that any page may read from
// (CORS GET/HEAD from any origin: the platform's pages load the section's module scripts across
// origins, and module scripts are always fetched in CORS mode). `npm run s3` runs it; the deploy
// command's tests and the e2e start their own on a free port with startLocalS3().
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';

export const LOCAL_S3_PORT = 4569;
export const LOCAL_S3_BUCKET = 'sections';

// MaxAgeSeconds: a browser asks once an hour, not before every file.
const CORS_RULE = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface LocalS3 {
  /** `http://127.0.0.1:<port>` — the S3 endpoint (path-style: `<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

export interface LocalS3Options {
  /** 0 picks a free port (tests). */
  port?: number;
  directory: string;
  bucket?: string;
}

export async function startLocalS3({ port = LOCAL_S3_PORT, directory, bucket = LOCAL_S3_BUCKET }: LocalS3Options): Promise<LocalS3> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    // Path-style only (`/<bucket>/<key>`): 127.0.0.1 has no bucket sub-domains.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [CORS_RULE] }],
  });
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, port: address.port, close: () => server.close() };
}

// `npm run s3` (node --import tsx scripts/sections/local-s3.ts; SECTIONS_S3_PORT for another port): runs until Ctrl+C.
if (import.meta.filename === process.argv[1]) {
  const directory = join(import.meta.dirname, '..', '..', '.data', 's3');
  const port = Number(process.env.SECTIONS_S3_PORT ?? LOCAL_S3_PORT);
  const s3 = await startLocalS3({ port, directory });
  console.log(`Локальное хранилище S3: ${s3.endpoint}, бакет «${LOCAL_S3_BUCKET}» (файлы в ${directory}). Ключ и секрет: S3RVER / S3RVER.`);
  const stop = () => void s3.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
