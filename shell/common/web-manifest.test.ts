// The manifest's theme_color and the pages' <meta name="theme-color"> are one constant: the
// built manifest carries it, index.html's meta gets it, and the old literal colours are gone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR, webManifestJson, withThemeColor } from './web-manifest.ts';

const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('theme colour', () => {
  it('index.html and the manifest say the same colour', () => {
    const html = withThemeColor(template);
    const meta = /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];
    const manifest = JSON.parse(webManifestJson()) as { theme_color: string; icons: unknown[] };
    expect(meta).toBe(THEME_COLOR);
    expect(manifest.theme_color).toBe(meta);
    expect(manifest.icons.length).toBeGreaterThan(0);
  });

  it('a template without the placeholder fails the build', () => {
    expect(() => withThemeColor('<meta name="theme-color" content="#c62828" />')).toThrow(/theme-color/);
  });
});
