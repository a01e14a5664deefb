// The VAPID settings (docs/PRODUCTION.md «Push-уведомления»): malformed values stop the start,
// production without them has no push, development generates a pair once and keeps it.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { OutboxConfigError } from '../outbox/config.ts';
import { devVapidFile, isKeyPair, loadVapid } from './vapid.ts';

const pair = webpush.generateVAPIDKeys();
const other = webpush.generateVAPIDKeys();

describe('VAPID settings', () => {
  it('reads the three settings', () => {
    const vars = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'mailto:push@donor-ryadom.ru' };
    expect(loadVapid({ env: 'production', vars })).toEqual({ ...pair, subject: 'mailto:push@donor-ryadom.ru' });
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: pair.publicKey }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'mailto:a@b.ru' }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }, 'VAPID_SUBJECT'],
    [{ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'http://donor-ryadom.ru' }, 'VAPID_SUBJECT'],
  ])('production refuses %j (names %s)', (vars, name) => {
    expect(() => loadVapid({ env: 'production', vars })).toThrow(OutboxConfigError);
    expect(() => loadVapid({ env: 'production', vars })).toThrow(name);
  });

  it('production without settings: no push', () => {
    expect(loadVapid({ env: 'production', vars: { VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '', VAPID_SUBJECT: '' } })).toBeNull();
  });

  it('development generates a pair once beside the data folder and keeps it across starts', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'vapid-')), 'pglite');
    const lines: string[] = [];
    const first = loadVapid({ env: 'development', vars: {}, dataDir, log: (l) => lines.push(l) })!;
    expect(isKeyPair(first.publicKey, first.privateKey)).toBe(true);
    const file = devVapidFile(dataDir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(lines.join('\n')).toContain(first.publicKey);
    expect(loadVapid({ env: 'development', vars: {}, dataDir })!.publicKey).toBe(first.publicKey);
  });

  it('development reads a pair kept by an earlier start, and replaces a broken one', () => {
    const root = mkdtempSync(join(tmpdir(), 'vapid-'));
    writeFileSync(join(root, 'vapid-dev.json'), JSON.stringify(other));
    expect(loadVapid({ env: 'development', vars: {}, dataDir: join(root, 'pglite'), log: () => {} })).toMatchObject(other);
    const broken = mkdtempSync(join(tmpdir(), 'vapid-'));
    writeFileSync(join(broken, 'vapid-dev.json'), JSON.stringify({ publicKey: other.publicKey, privateKey: pair.privateKey }));
    const fresh = loadVapid({ env: 'development', vars: {}, dataDir: join(broken, 'pglite'), log: () => {} })!;
    expect(fresh.publicKey).not.toBe(other.publicKey);
    expect(isKeyPair(fresh.publicKey, fresh.privateKey)).toBe(true);
  });
});
