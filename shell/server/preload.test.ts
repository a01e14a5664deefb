import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { federationChunks, hintTags, sectionFiles, sectionHints } from './preload.ts';

describe('preload hints', () => {
  it('follows the federation chunk’s imports once each, even through a cycle', () => {
    const manifest = {
      'src/federation.ts': { file: 'assets/federation-1.js', imports: ['_a.js', '_b.js'] },
      '_a.js': { file: 'assets/a-1.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b-1.js', imports: ['_a.js'] },
    };
    expect(federationChunks(manifest)).toEqual(['/assets/federation-1.js', '/assets/a-1.js', '/assets/b-1.js']);
    expect(federationChunks({})).toEqual([]);
  });

  it('lists remoteEntry (with its path) and the sync assets of every expose, without repeats', () => {
    const files = sectionFiles({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } },
      exposes: [
        { assets: { js: { sync: ['assets/x.js', 'assets/y.js'], async: ['assets/_virtual_mf__loadShare__shared-1.js', 'assets/react-1.js'] }, css: { sync: ['assets/x.css'] } } },
        { assets: { js: { sync: ['assets/x.js'] } } },
      ],
    }, '/mfe/mfe_top/');
    expect(files).toEqual({
      js: ['/mfe/mfe_top/entry/remoteEntry.js', '/mfe/mfe_top/assets/x.js', '/mfe/mfe_top/assets/y.js', '/mfe/mfe_top/assets/_virtual_mf__loadShare__shared-1.js'],
      css: ['/mfe/mfe_top/assets/x.css'],
    });
  });

  it('escapes what it writes into the attribute', () => {
    expect(hintTags({ manifest: '/m.json', js: ['/a".js'], css: [] })).toContain('href="/a&#34;.js"');
  });

  it('gives nothing for a section on another origin or with unreadable files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preload-'));
    const base = { shellManifest: () => readFile(join(dir, '.vite', 'manifest.json'), 'utf8'), sectionDist: dir, app: 'mfe_top' as const };
    expect(await sectionHints({ ...base, registry: { mfe_top: { entry: 'https://cdn.example/top/mf-manifest.json' } } })).toBe('');
    expect(await sectionHints({ ...base, registry: { mfe_top: { entry: '/mfe/mfe_top/mf-manifest.json' } } })).toBe('');
    expect(await sectionHints({ ...base, registry: {} })).toBe('');
  });
});
