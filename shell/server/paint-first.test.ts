import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownStylesheets, paintFirst, unfoldLoader } from './paint-first.ts';

const PAGE = `<html><head>
    <script nonce="n1" type="module" crossorigin src="/assets/shell-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/shell-1.css">
    <link rel="preload" as="fetch" crossorigin="anonymous" href="/mfe/mfe_top/mf-manifest.json" />
    <link rel="modulepreload" href="/assets/federation-1.js" />
    <link rel="stylesheet" href="https://cdn.example/top/v1/spa.css" />
    <link rel="manifest" href="/manifest.webmanifest" />
  </head><body><h1>Топ</h1></body></html>`;

const css: Record<string, string> = { '/assets/shell-1.css': 'body{margin:0}' };
const read = async (href: string) => css[href] ?? null;

describe('paintFirst (the page paints before its code)', () => {
  it('inlines this host’s stylesheets under the nonce and keeps the others as links', async () => {
    const html = await paintFirst(PAGE, 'n1', read);
    expect(html).toContain('<style nonce="n1" data-href="/assets/shell-1.css">body{margin:0}</style>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/shell-1.css">');
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example/top/v1/spa.css" />');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('leaves no script or hint in the HTML but the loader, which names them all', async () => {
    const html = await paintFirst(PAGE, 'n1', read);
    expect(html).not.toMatch(/<link rel="(?:modulepreload|preload)"/);
    expect(html).not.toContain('src="/assets/shell-1.js"');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" nonce="n1">']);
    const unfolded = unfoldLoader(html);
    expect(unfolded).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/mfe/mfe_top/mf-manifest.json" />');
    expect(unfolded).toContain('<link rel="modulepreload" href="/assets/federation-1.js" />');
    expect(unfolded).toContain('<script type="module" src="/assets/shell-1.js"></script>');
  });

  it('marks each inlined stylesheet with a disabled link the loader adds, so a section does not load it again', async () => {
    const html = await paintFirst(PAGE, 'n1', read);
    expect(html).not.toMatch(/<link[^>]*disabled/); // in the HTML, the preload scanner would fetch it
    const unfolded = unfoldLoader(html);
    expect(unfolded).toContain('<link rel="stylesheet" href="/assets/shell-1.css" disabled>');
    expect(unfolded).not.toContain('<link rel="stylesheet" href="https://cdn.example/top/v1/spa.css" disabled>');
  });

  it('names a hint the page had twice once (the shell and a section can both hint a file)', async () => {
    const twice = PAGE.replace('</head>', '<link rel="modulepreload" href="/assets/federation-1.js" /></head>');
    const unfolded = unfoldLoader(await paintFirst(twice, 'n1', read));
    expect(unfolded.match(/href="\/assets\/federation-1\.js"/g)).toHaveLength(1);
  });

  it('keeps a stylesheet whose text could close the <style> as a link', async () => {
    const html = await paintFirst(PAGE, 'n1', async () => 'a{}</style><script>alert(1)</script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-1.css">');
    expect(html).not.toContain('alert(1)');
  });

  it('holds the tags as escaped JSON: the loader’s text has no markup that could end it', async () => {
    const html = await paintFirst(PAGE, 'n1', read);
    const loader = /<script type="module" nonce="n1">([^]*?)<\/script>/.exec(html)![1]!;
    expect(loader).not.toContain('<');
    expect(loader).toContain('\\u003clink rel=\\"modulepreload\\"');
  });

  it('changes nothing when the page has no code to start', async () => {
    expect(await paintFirst('<html><head></head><body></body></html>', 'n', read)).toBe('<html><head></head><body></body></html>');
  });
});

describe('ownStylesheets', () => {
  const root = mkdtempSync(join(tmpdir(), 'paint-first-'));
  mkdirSync(join(root, 'mfe-top/dist/assets'), { recursive: true });
  writeFileSync(join(root, 'mfe-top/dist/assets/spa-1.css'), '.top{}');
  writeFileSync(join(root, 'secret.css'), '.secret{}');
  const shellFiles: Record<string, string> = { 'assets/shell-1.css': '.shell{}' };
  const readCss = ownStylesheets(async (rel) => shellFiles[rel] ?? Promise.reject(new Error('missing')), (app) => join(root, app.replace('_', '-'), 'dist'));

  it('reads the shell’s from its build and a section’s from its own build folder', async () => {
    expect(await readCss('/assets/shell-1.css')).toBe('.shell{}');
    expect(await readCss('/mfe/mfe_top/assets/spa-1.css')).toBe('.top{}');
  });

  it('reads nothing outside a build folder, of an unknown section, on another origin, or missing', async () => {
    for (const href of ['/mfe/mfe_top/../../secret.css', '/mfe/mfe_nope/assets/spa-1.css', 'https://cdn.example/spa-1.css', '/assets/missing.css', '/mfe/mfe_top/assets/spa-1.js']) {
      expect(await readCss(href), href).toBeNull();
    }
  });
});
