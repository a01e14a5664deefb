// The server's VAPID identity (RFC 8292): the key pair push services know our alerts by, and the
// contact they may write to (docs/notifications.md «VAPID»; docs/PRODUCTION.md lists the
// settings). VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT come from the environment:
// - a malformed value, or keys that are not one pair, stop the start (OutboxConfigError);
// - production without them: no push (the worker warns at start, GET /api/push/key/ answers 404);
// - development without them: a pair generated once with web-push and kept beside the data
//   folder (.data/vapid-dev.json), so a restart keeps every browser subscription valid — a
//   subscription is bound to the public key it was made with;
// - tests: a pair generated per process, nothing written.
import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from '../../db.ts';
import type { ApiEnvName } from '../../lib/context.ts';
import { OutboxConfigError } from '../outbox/config.ts';

export interface Vapid {
  /** base64url of the uncompressed P-256 point (65 bytes): what browsers subscribe with. */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
  /** mailto: or https: — who the push services contact about our traffic. */
  subject: string;
}

const blankIsUnset = (v: unknown) => (v === '' ? undefined : v);
const b64url = (bytes: number) => z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url without padding').refine((v) => Buffer.from(v, 'base64url').length === bytes, `must decode to ${bytes} bytes`);

export const VapidEnv = z.object({
  VAPID_PUBLIC_KEY: z.preprocess(blankIsUnset, b64url(65).optional()),
  VAPID_PRIVATE_KEY: z.preprocess(blankIsUnset, b64url(32).optional()),
  VAPID_SUBJECT: z.preprocess(blankIsUnset, z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/?#]+(\/\S*)?)$/, 'must be mailto:address or an https:// URL').optional()),
});

/** Development's subject when none is set: push services only read it, never for localhost sends. */
const DEV_SUBJECT = 'mailto:dev@donor-ryadom.invalid';

/** Whether the private key's public point is the given public key (a swapped or stale pair). */
export function isKeyPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

const loaded = new Map<string, Vapid>();

function configError(line: string): OutboxConfigError {
  return new OutboxConfigError(`Invalid configuration:\n  - ${line}`);
}

/** `.data/vapid-dev.json` beside the PGlite folder (like the uploads folder, features/uploads/storage.ts). */
export const devVapidFile = (dataDir?: string): string => join(dirname(resolve(dataDir ?? DEFAULT_DATA_DIR)), 'vapid-dev.json');

function devPair(file: string, log: (line: string) => void): Vapid {
  if (existsSync(file)) {
    let kept: Partial<Vapid> = {};
    try {
      kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<Vapid>;
    } catch {
      // A damaged file: a new pair replaces it below (browsers subscribe again).
    }
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string' && isKeyPair(kept.publicKey, kept.privateKey)) {
      log(`[push] VAPID (разработка) из ${file}; публичный ключ ${kept.publicKey}`);
      return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: DEV_SUBJECT };
    }
  }
  const pair = webpush.generateVAPIDKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(pair, null, 2), { mode: 0o600 });
  log(`[push] VAPID (разработка): новая пара ключей в ${file}; публичный ключ ${pair.publicKey}`);
  return { ...pair, subject: DEV_SUBJECT };
}

/**
 * The VAPID identity for this process, or null (production without settings). Called by the
 * app (GET /api/push/key/) and the worker's push adapter alike: one answer per process.
 */
export function loadVapid(args: { env: ApiEnvName; vars?: Record<string, string | undefined>; dataDir?: string; log?: (line: string) => void }): Vapid | null {
  const vars = args.vars ?? process.env;
  const parsed = VapidEnv.safeParse(vars);
  if (!parsed.success) throw new OutboxConfigError(`Invalid configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  const { VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: subject } = parsed.data;
  if ((pub === undefined) !== (priv === undefined)) throw configError(`${pub === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'}: required together with ${pub === undefined ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}`);
  if (pub !== undefined && priv !== undefined) {
    if (!isKeyPair(pub, priv)) throw configError('VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY');
    if (subject === undefined && args.env === 'production') throw configError('VAPID_SUBJECT: required with the VAPID keys (mailto:address or https:// URL)');
    return { publicKey: pub, privateKey: priv, subject: subject ?? DEV_SUBJECT };
  }
  if (args.env === 'production') return null;
  const inTests = args.env === 'test' || vars.NODE_ENV === 'test' || !!vars.VITEST;
  const key = inTests ? 'memory' : devVapidFile(args.dataDir ?? vars.DATA_DIR);
  let vapid = loaded.get(key);
  if (!vapid) {
    vapid = inTests ? { ...webpush.generateVAPIDKeys(), subject: DEV_SUBJECT } : devPair(key, args.log ?? ((line) => console.log(line)));
    loaded.set(key, vapid);
  }
  return subject ? { ...vapid, subject } : vapid;
}
