import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { splitStatements } from './db.ts';
import { buildStations, prng } from './seed.ts';

describe('config', () => {
  it('defaults and parses the environment', () => {
    expect(loadConfig({})).toMatchObject({ NODE_ENV: 'development', PORT: 8090, TRUST_PROXY: false, SEED: true });
    expect(loadConfig({ PORT: '9000', TRUST_PROXY: '1', CORS_ORIGINS: 'https://a.example, https://b.example' }))
      .toMatchObject({ PORT: 9000, TRUST_PROXY: true, CORS_ORIGINS: ['https://a.example', 'https://b.example'] });
  });

  it('fails with a list of every problem', () => {
    try {
      loadConfig({ PORT: 'abc', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['NODE_ENV', 'PORT', 'DATABASE_URL']);
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
