// The deploy command without npm or a platform: names, the version, the order of the steps
// and what reaches the registry; the other commands against a stand-in platform over HTTP.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './cli.ts';
import { deploy, resolveApp, versionOf } from './deploy.ts';
import type { RegistryApi } from './registry-api.ts';
import type { Bucket } from './uploader.ts';

describe('names', () => {
  it('takes the app id, the folder, the short name or a path', () => {
    for (const arg of ['mfe_top', 'mfe-top', 'top', '../mfe-top', '/repo/mfe-top/']) expect(resolveApp(arg), arg).toBe('mfe_top');
    expect(() => resolveApp('mfe-shop')).toThrow('Неизвестный раздел «mfe-shop»');
  });

  it('the version is the UTC time and the commit', () => {
    expect(versionOf(new Date('2026-11-26T09:05:07.900Z'), 'abc1234')).toBe('20261126-090507-abc1234');
    expect(versionOf(new Date('2026-01-02T23:59:59Z'), null)).toBe('20260102-235959-local');
  });
});

describe('deploy', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sections-deploy-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'mf-manifest.json'), '{}');
    writeFileSync(join(dir, 'assets', 'spa-D1lPahTA.js'), '');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const fakes = () => {
    const steps: string[] = [];
    const bucket: Bucket = {
      exists: async () => false,
      put: async (key) => void steps.push(`put ${key}`),
    };
    const api = { release: async (app: string, body: object) => void steps.push(`release ${app} ${JSON.stringify(body)}`) } as unknown as RegistryApi;
    const build = async (app: string, version: string) => {
      steps.push(`build ${app} ${version}`);
      return dir;
    };
    return { steps, bucket, api, build };
  };

  it('builds with the version, uploads under <app>/<version>/, then points the registry at the manifest', async () => {
    const { steps, bucket, api, build } = fakes();
    const log: string[] = [];
    const { entry } = await deploy({ app: 'mfe_top', version: 'v1', note: 'новый фильтр', publicBase: 'https://cdn.example/sections', bucket, api, build, log: (l) => log.push(l) });
    expect(entry).toBe('https://cdn.example/sections/mfe_top/v1/mf-manifest.json');
    expect(steps).toEqual([
      'build mfe_top v1',
      'put mfe_top/v1/assets/spa-D1lPahTA.js',
      'put mfe_top/v1/mf-manifest.json',
      `release mfe_top {"version":"v1","entry":"${entry}","note":"новый фильтр"}`,
    ]);
    expect(log.at(-1)).toBe(`Адрес: ${entry}`);
    expect(log.join('\n')).toContain('для всех посетителей');
  });

  it('a canary sends its share; a refused upload registers nothing', async () => {
    const { steps, bucket, api, build } = fakes();
    await deploy({ app: 'mfe_top', version: 'v2', canary: 10, publicBase: 'http://s3/sections', bucket, api, build, log: () => {} });
    expect(steps.at(-1)).toContain('"canary_percent":10');

    const taken = fakes();
    taken.bucket.exists = async (key) => key.endsWith('mf-manifest.json');
    await expect(deploy({ app: 'mfe_top', version: 'v1', publicBase: 'http://s3/sections', bucket: taken.bucket, api: taken.api, build: taken.build, log: () => {} })).rejects.toThrow('перезаписывать нельзя');
    expect(taken.steps).toEqual(['build mfe_top v1']);
  });
});

describe('the other commands', () => {
  let server: Server;
  let url: string;
  const seen: { method: string; url: string; auth?: string; key?: string; body: string }[] = [];
  const read = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    return body;
  };
  const status = {
    app: 'mfe_top',
    stable: { version: 'v1', entry: 'http://s3/sections/mfe_top/v1/mf-manifest.json' },
    canary: null,
    releases: [],
    history: [{ action: 'rollback', version: 'v1', percent: null, actor: { id: 1, name: 'Команда разделов' }, note: 'плохая вёрстка', at: '2026-11-26T10:00:00.000Z' }],
  };

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await read(req);
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, key: req.headers['idempotency-key'] as string | undefined, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/auth/login/') {
        const ok = JSON.parse(body).password === 'secret';
        res.statusCode = ok ? 200 : 400;
        if (ok) res.setHeader('token', 't0k');
        res.end(JSON.stringify(ok ? { id: 1 } : { non_field_errors: ['Неверный логин или пароль.'] }));
      } else if (req.url === '/api/staff/sections/mfe_top/promote/') {
        res.statusCode = 400;
        res.end(JSON.stringify({ detail: 'Канарейки нет.' }));
      } else {
        res.end(JSON.stringify(status));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const env = () => ({ DONOR_URL: url, DEPLOY_EMAIL: 'sections@example.com', DEPLOY_PASSWORD: 'secret' });

  it('rollback logs in, writes once with an Idempotency-Key, and prints what is live and the history', async () => {
    seen.length = 0;
    const log: string[] = [];
    await main(['rollback', 'mfe-top', '--note', 'плохая вёрстка'], env(), (l) => log.push(l));
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/auth/login/', 'POST /api/staff/sections/mfe_top/rollback/']);
    expect(seen[1]).toMatchObject({ auth: 'Token t0k', body: '{"note":"плохая вёрстка"}' });
    expect(seen[1]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(log).toContain('  для всех:  v1  http://s3/sections/mfe_top/v1/mf-manifest.json');
    expect(log).toContain('  2026-11-26 10:00  rollback v1  — Команда разделов  «плохая вёрстка»');
  });

  it('canary takes a version and a share; wrong input and the server\'s refusals come back in Russian', async () => {
    seen.length = 0;
    const log: string[] = [];
    await main(['status', 'mfe_top'], { ...env(), DEPLOY_TOKEN: 'given' }, (l) => log.push(l));
    expect(seen.map((r) => `${r.method} ${r.url} ${r.auth}`)).toEqual(['GET /api/staff/sections/mfe_top/ Token given']);
    expect(log[0]).toBe('mfe_top');
    seen.length = 0;
    await main(['canary', 'top', 'v2', '25'], { ...env(), DEPLOY_TOKEN: 'given' }, () => {});
    expect(seen[0]).toMatchObject({ url: '/api/staff/sections/mfe_top/canary/', auth: 'Token given', body: '{"version":"v2","percent":25}' });
    await expect(main(['canary', 'top', 'v2', '100'], env(), () => {})).rejects.toThrow('от 1 до 99');
    await expect(main(['promote', 'mfe_top'], env(), () => {})).rejects.toThrow('Канарейки нет.');
    await expect(main(['status', 'mfe_top'], { ...env(), DEPLOY_PASSWORD: 'wrong' }, () => {})).rejects.toThrow('Неверный логин или пароль.');
    await expect(main(['status', 'mfe_top'], { DONOR_URL: url }, () => {})).rejects.toThrow('DEPLOY_TOKEN');
  });
});
