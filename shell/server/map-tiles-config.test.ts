// MAP_TILES_URL / MAP_TILES_ATTRIBUTION (README «Карта»): parsed at start-up, handed to the
// sections in the boot payload, read back by the shell; without them the map has no tiles.
import { describe, expect, it } from 'vitest';
import { readBoot } from '@donor/shared/boot';
import { HostConfigError, loadConfig } from './config.ts';

describe('map tiles setting', () => {
  it('takes a {z}/{x}/{y} template on one host, with its attribution', () => {
    const c = loadConfig({ NODE_ENV: 'test', MAP_TILES_URL: 'https://tiles.example.ru/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: '© OpenStreetMap' });
    expect(c.MAP_TILES_URL).toBe('https://tiles.example.ru/{z}/{x}/{y}.png');
    expect(c.MAP_TILES_ATTRIBUTION).toBe('© OpenStreetMap');
    const none = loadConfig({ NODE_ENV: 'test' });
    expect(none.MAP_TILES_URL).toBeUndefined();
  });

  it('refuses a template without {z}/{x}/{y}, with {s}, or not http(s), naming the setting', () => {
    for (const bad of ['https://tiles.example.ru/map.png', 'https://{s}.tiles.example.ru/{z}/{x}/{y}.png', 'ftp://tiles.example.ru/{z}/{x}/{y}.png', 'tiles']) {
      expect(() => loadConfig({ NODE_ENV: 'test', MAP_TILES_URL: bad }), bad).toThrow(HostConfigError);
      try {
        loadConfig({ NODE_ENV: 'test', MAP_TILES_URL: bad });
      } catch (e) {
        expect((e as HostConfigError).problems.join()).toContain('MAP_TILES_URL');
      }
    }
  });

  it('reaches the browser through the boot payload; a malformed one means no tiles', () => {
    const tiles = { url: 'https://tiles.example.ru/{z}/{x}/{y}.png', attribution: '© OSM' };
    expect(readBoot(JSON.stringify({ config: { mapTiles: tiles } })).config.mapTiles).toEqual(tiles);
    expect(readBoot(JSON.stringify({ config: { mapTiles: { url: 'javascript:alert(1)//{z}{x}{y}' } } })).config.mapTiles).toBeNull();
    expect(readBoot(JSON.stringify({ config: { mapTiles: { url: 'https://t.example/x.png' } } })).config.mapTiles).toBeNull();
    expect(readBoot(JSON.stringify({ config: {} })).config.mapTiles).toBeNull();
  });
});
