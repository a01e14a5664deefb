import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { splitStatements } from '../db.ts';
import { buildStations, prng } from '../seed.ts';
import { seedsDemoData } from '../start.ts';

describe('config', () => {
  const PROD = { PUBLIC_ORIGIN: 'https://donor-ryadom.ru', PAYMENTS_SIGNING_SECRET: 'startup-test-signing-secret-0123456789' };

  it('defaults to production on loopback, and parses the environment', () => {
    expect(loadConfig(PROD)).toMatchObject({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: 8090, TRUST_PROXY: 0, SEED: true, PUBLIC_ORIGIN: 'https://donor-ryadom.ru' });
    const dev = loadConfig({ NODE_ENV: 'development' });
    expect(dev).toMatchObject({ NODE_ENV: 'development', TRUST_PROXY: 0 });
    expect(dev.PUBLIC_ORIGIN).toBeUndefined();
    expect(loadConfig({ ...PROD, PORT: '9000', TRUST_PROXY: '2', CORS_ORIGINS: 'https://a.example, https://b.example', PARTNER_ORIGINS: 'https://fond.example' }))
      .toMatchObject({ PORT: 9000, TRUST_PROXY: 2, CORS_ORIGINS: ['https://a.example', 'https://b.example'], PARTNER_ORIGINS: ['https://fond.example'] });
  });

  it('production refuses to start without PUBLIC_ORIGIN and a real signing secret', () => {
    try {
      loadConfig({});
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['PUBLIC_ORIGIN', 'PAYMENTS_SIGNING_SECRET']);
    }
  });

  it('fails with a list of every problem', () => {
    try {
      loadConfig({ PORT: 'abc', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'yes' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['NODE_ENV', 'TRUST_PROXY', 'PORT', 'DATABASE_URL']);
    }
  });
});

describe('migrations and seed helpers', () => {
  it('splits statements on a ";" at the end of a line, dropping comment lines', () => {
    expect(splitStatements('-- a; comment;\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);')).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)']);
  });

  it('the station seed is deterministic and plausible', () => {
    const a = buildStations(prng(1));
    expect(buildStations(prng(1))).toEqual(a);
    expect(a.length).toBeGreaterThanOrEqual(300);
    expect(new Set(a.map((s) => s.slug)).size).toBe(a.length);
    expect(a.filter((s) => s.closed).length).toBeGreaterThan(0);
    const moscow = a.filter((s) => s.cityId === 1);
    expect(moscow.every((s) => Math.abs(s.lat - 55.75) < 0.2 && Math.abs(s.lng - 37.62) < 0.35)).toBe(true);
  });
});

describe('the seeding rule of startApi (start.ts)', () => {
  it('seeds outside production unless SEED=0; production never, whatever SEED says', () => {
    expect(seedsDemoData({ NODE_ENV: 'development' })).toBe(true); // the host: `npm start`
    expect(seedsDemoData({ NODE_ENV: 'test', SEED: true })).toBe(true);
    expect(seedsDemoData({ NODE_ENV: 'development', SEED: false })).toBe(false);
    expect(seedsDemoData({ NODE_ENV: 'production', SEED: true })).toBe(false);
    expect(seedsDemoData({ NODE_ENV: 'production' })).toBe(false);
  });
});
