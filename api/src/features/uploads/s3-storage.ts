// The second picture storage (storage.ts PictureStorage): an S3-compatible bucket (AWS S3, Yandex
// Object Storage, Selectel, MinIO…) when UPLOADS_S3_* are set, so several API processes on
// different machines share the pictures without a shared folder (docs/PRODUCTION.md). Requests
// are signed with AWS Signature V4 by aws4fetch (one small file, no dependencies) over the
// platform's fetch — not the AWS SDK, which is megabytes for three calls. Path-style URLs
// (`{endpoint}/{bucket}/{key}`): every S3-compatible service takes them, and a bucket name with
// dots keeps a valid TLS name. The bucket stays private: pictures are served by GET
// /api/picture/{id}/, which checks who may see a private one.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

const REQUIRED = ['UPLOADS_S3_ENDPOINT', 'UPLOADS_S3_BUCKET', 'UPLOADS_S3_ACCESS_KEY', 'UPLOADS_S3_SECRET_KEY'] as const;
/** Region when none is given: what MinIO and most S3-compatible services accept. */
export const DEFAULT_S3_REGION = 'us-east-1';
/** A stuck storage must not hold an upload (and its 8 MB) for ever. */
const TIMEOUT_MS = 15_000;
/** Keys are ours (random hex, pictures.ts); the same rule as the folder backend's. */
const KEY_RE = /^[a-f0-9]{32}\.(webp|jpg)$/;

/** Any UPLOADS_S3_* set means "use S3" (a half-done setting is an error, not a silent folder). */
export const s3Configured = (env: Record<string, string | undefined>): boolean => REQUIRED.some((k) => Boolean(env[k]));

/** Reads UPLOADS_S3_*; throws a Russian operator message naming what is missing or wrong. */
export function s3SettingsFromEnv(env: Record<string, string | undefined>): S3Settings {
  const missing = REQUIRED.filter((k) => !env[k]);
  if (missing.length > 0) throw new Error(`Хранилище S3 настроено не до конца: не заданы ${missing.join(', ')}`);
  let endpoint: URL;
  try {
    endpoint = new URL(env.UPLOADS_S3_ENDPOINT!);
  } catch {
    throw new Error('UPLOADS_S3_ENDPOINT должен быть адресом вида https://storage.example.com');
  }
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') throw new Error('UPLOADS_S3_ENDPOINT должен начинаться с https://');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.UPLOADS_S3_BUCKET!)) throw new Error('UPLOADS_S3_BUCKET: имя бакета — строчные латинские буквы, цифры, точки и дефисы, от 3 до 63 символов');
  return {
    endpoint: endpoint.toString().replace(/\/+$/, ''),
    bucket: env.UPLOADS_S3_BUCKET!,
    accessKey: env.UPLOADS_S3_ACCESS_KEY!,
    secretKey: env.UPLOADS_S3_SECRET_KEY!,
    region: env.UPLOADS_S3_REGION || DEFAULT_S3_REGION,
  };
}

function checkedKey(key: string): string {
  if (!KEY_RE.test(key)) throw new Error(`bad picture key: ${key}`);
  return key;
}

/** The object's URL (path style). */
export const objectUrl = (s: S3Settings, key: string): string => `${s.endpoint}/${encodeURIComponent(s.bucket)}/${checkedKey(key)}`;

const mimeOf = (key: string) => (key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');

async function failure(op: string, key: string, res: Response): Promise<Error> {
  const text = (await res.text().catch(() => '')).slice(0, 300);
  return new Error(`S3 ${op} ${key}: ${res.status} ${text}`);
}

/**
 * A PictureStorage over one bucket (the type is storage.ts's, checked where it is chosen: this
 * file does not import it back, no import cycle). `fetchImpl` lets a test answer in process.
 */
export function s3Storage(s: S3Settings, fetchImpl: typeof fetch = fetch) {
  // Signed only (client.sign), sent by us: no automatic retries — an upload that fails is
  // answered at once and the donor sends it again.
  const client = new AwsClient({ accessKeyId: s.accessKey, secretAccessKey: s.secretKey, service: 's3', region: s.region });
  const send = async (method: string, key: string, body?: Uint8Array, headers: Record<string, string> = {}): Promise<Response> => {
    // The payload's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD to S3): the
    // storage then refuses bytes changed on the way.
    const hash = createHash('sha256').update(body ?? '').digest('hex');
    const signed = await client.sign(objectUrl(s, key), { method, body: body ? new Uint8Array(body) : undefined, headers: { ...headers, 'x-amz-content-sha256': hash } });
    return fetchImpl(signed, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  };
  return {
    async put(key: string, bytes: Uint8Array): Promise<void> {
      const res = await send('PUT', key, bytes, { 'content-type': mimeOf(key) });
      if (!res.ok) throw await failure('PUT', key, res);
      await res.body?.cancel();
    },
    async get(key: string): Promise<Buffer | null> {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await failure('GET', key, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key: string): Promise<void> {
      const res = await send('DELETE', key);
      // S3 answers 204 for a key that was never there too; 404 from a stricter service is as good.
      if (!res.ok && res.status !== 404) throw await failure('DELETE', key, res);
      await res.body?.cancel();
    },
  };
}

/** The storage UPLOADS_S3_* describe (storage.ts chooses it at start-up when s3Configured). */
export const s3StorageFromEnv = (env: Record<string, string | undefined>) => s3Storage(s3SettingsFromEnv(env));
