// A local push service for tests (docs/notifications.md «Проверка»): a real HTTP server on
// 127.0.0.1 that plays FCM/Mozilla autopush for the subscriptions it hands out. For every POST it
// - checks the VAPID Authorization header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT
//   signed ES256 by that key, its `aud` the origin of this service, not expired;
// - DECRYPTS the body with the subscription's private key and auth secret, as a browser does:
//   RFC 8188 aes128gcm framing, RFC 8291 key derivation — written here with node:crypto (ECDH
//   P-256, HKDF-SHA-256, AES-128-GCM), so the test checks web-push's output independently;
// - answers 201, or what a test configured for that endpoint (404/410 = gone, 500…).
// Nothing else in the delivery is replaced: the library signs and encrypts for real.
import { createCipheriv, createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushDelivery {
  /** The subscription's id in this service (the endpoint's last path segment). */
  id: string;
  /** What the service answered. */
  status: number;
  /** The decrypted payload (UTF-8), null when it could not be decrypted (see `error`). */
  payload: string | null;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The JWT's `aud` and the `k=` key of the Authorization header. */
  audience: string | undefined;
  vapidKey: string | undefined;
  /** Why the request was refused (bad VAPID header or undecryptable body); absent when fine. */
  error?: string;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface TestPushService {
  /** http://127.0.0.1:<port>: the JWT audience every request must carry. */
  origin: string;
  /** A fresh device: its keys are kept here to decrypt what is sent to it. */
  subscribe(id?: string): TestSubscription;
  /** Answer this subscription's requests with `status` from now on (201 by default). */
  answer(endpoint: string, status: number): void;
  /** Every request received, refused ones too. */
  received: PushDelivery[];
  /** The decrypted payloads one subscription got with a 2xx answer. */
  payloadsOf(endpoint: string): string[];
  close(): Promise<void>;
}

const b64 = (buf: Buffer) => buf.toString('base64url');

/** RFC 8291 §3.4 + RFC 8188 §2: one aes128gcm body → its plaintext. */
export function decryptAes128gcm(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): Buffer {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65 || asPublic[0] !== 4) throw new Error(`keyid is not an uncompressed P-256 point (${idlen} bytes)`);
  if (rs < 18 || records.length > rs) throw new Error(`expected one record of at most rs=${rs} bytes, got ${records.length}`);
  const uaPublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(asPublic);
  // IKM = HKDF(salt = auth_secret, ikm = ECDH secret, info = "WebPush: info\0" || ua_public || as_public, 32)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  // One record, sequence number 0: the nonce is used as is.
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0 || padded[end] !== 2) throw new Error('no last-record delimiter (0x02)');
  return padded.subarray(0, end);
}

/** RFC 8292 §2–3: the header's JWT, verified with its own `k`; returns the claims and the key. */
export function checkVapid(header: string | undefined, nowSec: number): { aud: string; sub: string; key: string } {
  const m = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`Authorization is not "vapid t=…, k=…": ${header ?? '(none)'}`);
  const [jwt, key] = [m[1]!, m[2]!];
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') throw new Error(`JWT alg ${head.alg}`);
  const point = Buffer.from(key, 'base64url');
  const pub = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key: pub, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))) throw new Error('JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string; sub?: string; exp?: number };
  if (typeof claims.exp !== 'number' || claims.exp <= nowSec || claims.exp > nowSec + 24 * 3600) throw new Error(`JWT exp ${claims.exp}`);
  return { aud: claims.aud ?? '', sub: claims.sub ?? '', key };
}

/** Test-side encryption (RFC 8291 as a sender), to check decryptAes128gcm on its own. */
export function encryptAes128gcm(plaintext: Buffer, sub: TestSubscription): Buffer {
  const as = createECDH('prime256v1');
  as.generateKeys();
  const uaPublic = Buffer.from(sub.keys.p256dh, 'base64url');
  const salt = randomBytes(16);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, as.getPublicKey()]);
  const ikm = Buffer.from(hkdfSync('sha256', as.computeSecret(uaPublic), Buffer.from(sub.keys.auth, 'base64url'), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const body = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()]);
  const head = Buffer.alloc(21);
  salt.copy(head);
  head.writeUInt32BE(4096, 16);
  head[20] = 65;
  return Buffer.concat([head, as.getPublicKey(), body]);
}

const readAll = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startTestPushService(): Promise<TestPushService> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; status: number }>();
  const received: PushDelivery[] = [];
  let n = 0;
  let origin = '';
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      const id = (req.url ?? '').replace(/^\/push\//, '');
      const device = devices.get(id);
      const h = (name: string) => req.headers[name] as string | undefined;
      const got: PushDelivery = { id, status: 201, payload: null, ttl: h('ttl'), urgency: h('urgency'), audience: undefined, vapidKey: undefined };
      try {
        if (req.method !== 'POST' || !device) throw Object.assign(new Error(`no subscription ${id}`), { status: 404 });
        const vapid = checkVapid(h('authorization'), Math.floor(Date.now() / 1000));
        got.audience = vapid.aud;
        got.vapidKey = vapid.key;
        if (vapid.aud !== origin) throw new Error(`JWT aud ${vapid.aud}, expected ${origin}`);
        if (h('content-encoding') !== 'aes128gcm') throw new Error(`Content-Encoding ${h('content-encoding')}`);
        got.payload = decryptAes128gcm(body, device).toString('utf8');
        got.status = device.status;
      } catch (err) {
        got.status = (err as { status?: number }).status ?? 400;
        got.error = err instanceof Error ? err.message : String(err);
      }
      received.push(got);
      res.writeHead(got.status, { 'content-type': 'text/plain' }).end(got.error ?? '');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idOf = (endpoint: string) => endpoint.slice(`${origin}/push/`.length);
  return {
    origin,
    received,
    subscribe(id = `device-${++n}`) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, status: 201 });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    answer(endpoint, status) {
      const d = devices.get(idOf(endpoint));
      if (d) d.status = status;
    },
    payloadsOf(endpoint) {
      const id = idOf(endpoint);
      return received.filter((r) => r.id === id && r.status < 300 && r.payload !== null).map((r) => r.payload!);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
