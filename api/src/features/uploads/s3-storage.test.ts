// The S3 backend against a local HTTP stand-in that keeps objects in memory and checks every
// request's AWS Signature V4 by recomputing it here with node:crypto (independently of
// aws4fetch): URLs, methods, signed payload hash, and the 404/not-found answers.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureStorageFromEnv, type PictureStorage } from './storage.ts';
import { DEFAULT_S3_REGION, objectUrl, s3Configured, s3SettingsFromEnv, s3Storage, type S3Settings } from './s3-storage.ts';

const KEY = 'AKIDEXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const hmac = (k: Buffer | string, v: string) => createHmac('sha256', k).update(v).digest();

/** The signature S3 would compute for this request, or the reason it cannot. */
function expectedSignature(req: IncomingMessage, body: Buffer, region: string): { ok: boolean; why?: string } {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
  if (!auth) return { ok: false, why: 'no SigV4 Authorization header' };
  const [, key, day, reqRegion, signedHeaders, signature] = auth;
  if (key !== KEY || reqRegion !== region) return { ok: false, why: 'wrong credential scope' };
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return { ok: false, why: 'x-amz-date does not match the scope' };
  const payload = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payload !== sha(body)) return { ok: false, why: 'payload hash mismatch' };
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) return { ok: false, why: 'headers not signed' };
  const url = new URL(req.url!, 'http://x');
  const canonical = [req.method, url.pathname, url.search.slice(1), ...names.map((n) => `${n}:${String(req.headers[n]).trim()}`), '', signedHeaders, payload].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day!), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(toSign).digest('hex') === signature ? { ok: true } : { ok: false, why: 'signature mismatch' };
}

let server: Server;
let settings: S3Settings;
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: { method: string; path: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method!, path: req.url! });
      const check = expectedSignature(req, body, settings.region);
      if (!check.ok) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${check.why}</Message></Error>`);
        return;
      }
      const path = req.url!;
      if (req.method === 'PUT') {
        objects.set(path, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const o = objects.get(path);
        if (o) res.writeHead(200, { 'content-type': o.type }).end(o.body);
        else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  settings = s3SettingsFromEnv({
    UPLOADS_S3_ENDPOINT: `http://127.0.0.1:${port}/`, UPLOADS_S3_BUCKET: 'donor-pictures', UPLOADS_S3_ACCESS_KEY: KEY, UPLOADS_S3_SECRET_KEY: SECRET, UPLOADS_S3_REGION: 'ru-central1',
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const key = 'a'.repeat(32) + '.webp';

describe('S3 picture storage', () => {
  it('puts, gets and deletes with signed path-style requests', async () => {
    const storage: PictureStorage = s3Storage(settings);
    const bytes = Buffer.from('RIFF----WEBPVP8 picture bytes');
    await storage.put(key, bytes);
    expect(objects.get(`/donor-pictures/${key}`)).toEqual({ body: bytes, type: 'image/webp' });
    expect(await storage.get(key)).toEqual(bytes);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([`PUT /donor-pictures/${key}`, `GET /donor-pictures/${key}`, `DELETE /donor-pictures/${key}`, `GET /donor-pictures/${key}`]);
  });

  it('a wrong secret is refused by the stand-in and surfaces as an error', async () => {
    const storage = s3Storage({ ...settings, secretKey: 'not-the-secret' });
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/403.*signature mismatch/);
  });

  it('refuses keys that are not ours, before any request', async () => {
    const storage = s3Storage(settings);
    const before = seen.length;
    await expect(storage.get('../other-bucket/x.webp')).rejects.toThrow(/bad picture key/);
    expect(seen.length).toBe(before);
    expect(() => objectUrl(settings, 'A'.repeat(32) + '.webp')).toThrow();
  });

  it('is the storage chosen at start-up when UPLOADS_S3_* are set', async () => {
    const storage = pictureStorageFromEnv({
      UPLOADS_S3_ENDPOINT: settings.endpoint, UPLOADS_S3_BUCKET: 'chosen', UPLOADS_S3_ACCESS_KEY: KEY, UPLOADS_S3_SECRET_KEY: SECRET, UPLOADS_S3_REGION: settings.region,
    });
    await storage.put(key, Buffer.from('bytes'));
    expect(objects.has(`/chosen/${key}`)).toBe(true);
    expect(() => pictureStorageFromEnv({ UPLOADS_S3_BUCKET: 'half-set' })).toThrow(/не заданы/);
  });

  it('settings: all four or none, readable Russian messages, default region', () => {
    expect(s3Configured({})).toBe(false);
    expect(s3Configured({ UPLOADS_S3_BUCKET: 'b' })).toBe(true);
    expect(() => s3SettingsFromEnv({ UPLOADS_S3_BUCKET: 'bucket' })).toThrow(/не заданы UPLOADS_S3_ENDPOINT, UPLOADS_S3_ACCESS_KEY, UPLOADS_S3_SECRET_KEY/);
    const base = { UPLOADS_S3_ENDPOINT: 'https://storage.yandexcloud.net', UPLOADS_S3_BUCKET: 'pics', UPLOADS_S3_ACCESS_KEY: 'k', UPLOADS_S3_SECRET_KEY: 's' };
    expect(s3SettingsFromEnv(base)).toMatchObject({ endpoint: 'https://storage.yandexcloud.net', region: DEFAULT_S3_REGION });
    expect(() => s3SettingsFromEnv({ ...base, UPLOADS_S3_ENDPOINT: 'storage' })).toThrow(/UPLOADS_S3_ENDPOINT/);
    expect(() => s3SettingsFromEnv({ ...base, UPLOADS_S3_BUCKET: 'Bad_Bucket' })).toThrow(/UPLOADS_S3_BUCKET/);
  });
});
