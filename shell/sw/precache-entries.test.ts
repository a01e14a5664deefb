import { describe, expect, it } from 'vitest';
import { precacheEntries } from './precache-entries.ts';

describe('precacheEntries: the shell\'s files with their revisions', () => {
  it('hashed files by name alone, others by content; nothing the host keeps for itself', () => {
    const files = ['assets/shell-D9AGKqHz.js', 'assets/shell-D9AGKqHz.js.br', 'assets/shell-CPomBHkV.css', 'index.html', 'index.html.gz', 'manifest.webmanifest',
      'icons/icon-192.png', 'favicon.svg', 'sw.js', 'prerender/home.html', '.vite/manifest.json', 'assets/x-12345678.js.map'].map((path) => ({ path, md5: `md5:${path}` }));
    expect(precacheEntries(files)).toEqual([
      { url: '/assets/shell-CPomBHkV.css', revision: null },
      { url: '/assets/shell-D9AGKqHz.js', revision: null },
      { url: '/favicon.svg', revision: 'md5:favicon.svg' },
      { url: '/icons/icon-192.png', revision: 'md5:icons/icon-192.png' },
      { url: '/index.html', revision: 'md5:index.html' },
      { url: '/manifest.webmanifest', revision: 'md5:manifest.webmanifest' },
    ]);
  });
});
