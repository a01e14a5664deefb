// The page policy and the https rule, as pure functions (csp.ts; docs/SECURITY.md).
import { describe, expect, it } from 'vitest';
import { CP_WIDGET_SCRIPT } from '@donor/api/features/payments/cloudpayments';
import { arrivedOverHttps, CARD_WIDGET_SOURCES, externalOrigin, pagePolicy, sectionOrigins } from './csp.ts';
import { withNonce } from './page.ts';
import { NEWSLETTER_FORM_ACTION } from '../common/external-links.ts';

/** directive name → its sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('pagePolicy', () => {
  it('has the required directives and no inline or eval for scripts', () => {
    const p = parse(pagePolicy({ nonce: 'AAAAAAAAAAAAAAAAAAAAAA==' }));
    expect(p['default-src']).toEqual(["'self'"]);
    expect(p['script-src']).toEqual(["'self'", "'nonce-AAAAAAAAAAAAAAAAAAAAAA=='"]);
    expect(p['object-src']).toEqual(["'none'"]);
    expect(p['base-uri']).toEqual(["'self'"]);
    expect(p['frame-ancestors']).toEqual(["'self'"]);
    expect(p['worker-src']).toEqual(["'self'"]);
    expect(p['manifest-src']).toEqual(["'self'"]);
    expect(p['connect-src']).toEqual(["'self'"]);
    expect(p['style-src']).toEqual(["'self'"]);
    expect(p['frame-src']).toEqual(["'self'"]);
    for (const sources of Object.values(p)) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain('*');
    }
  });

  it('lets a section served from a CDN load: script, manifest fetch, styles, images, fonts', () => {
    const p = parse(pagePolicy({
      registry: {
        mfe_stations: { entry: 'https://cdn.example:8443/stations/mf-manifest.json' },
        mfe_profile: { entry: '/mfe/mfe_profile/mf-manifest.json' },
        mfe_donate: { entry: '//static.example/donate/mf-manifest.json' },
      },
    }));
    for (const d of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
      expect(p[d], d).toEqual(expect.arrayContaining(['https://cdn.example:8443', 'https://static.example']));
    }
    expect(p['frame-src']).toEqual(["'self'"]);
  });

  it('never puts a non-http source or a malformed value into the header', () => {
    expect(sectionOrigins({ a: { entry: 'javascript:alert(1)' }, b: { entry: 'data:text/javascript,1' }, c: { entry: 42 }, d: { entry: 'mfe/x.json' } })).toEqual([]);
    expect(externalOrigin("https://x.example; script-src 'unsafe-inline'")).toBe(null);
    expect(externalOrigin("https://x.example;sandbox")).toBe(null);
    expect(externalOrigin("https://[::1]:8080/x")).toBe(null);
    const policy = pagePolicy({ counterOrigins: ['mc.yandex.ru', "https://a.example 'unsafe-inline'", 'https://mc.yandex.ru'], nonce: "x' 'unsafe-inline" });
    expect(policy).not.toContain('unsafe-inline');
    expect(parse(policy)['script-src']).toEqual(["'self'", 'https://mc.yandex.ru']);
  });

  it('adds the card widget provider’s origins only when it is the one in use', () => {
    const cp = parse(pagePolicy({ cardWidget: 'cloudpayments' }));
    expect(cp['script-src']).toContain('https://widget.cloudpayments.ru');
    expect(cp['frame-src']).toContain('https://widget.cloudpayments.ru');
    expect(cp['connect-src']).toContain('https://api.cloudpayments.ru');
    expect(pagePolicy({ cardWidget: 'sandbox' })).toBe(pagePolicy());
    expect(pagePolicy({ cardWidget: 'constructor' })).toBe(pagePolicy());
    // The script the API hands the browser is the one the policy allows.
    expect(CARD_WIDGET_SOURCES.cloudpayments!.script).toContain(new URL(CP_WIDGET_SCRIPT).origin);
  });

  it('counts PUBLIC_ORIGIN as our own where a page under another host name loads from it', () => {
    const p = parse(pagePolicy({ publicOrigin: 'https://donor.example' }));
    for (const d of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src', 'frame-src']) expect(p[d], d).toContain('https://donor.example');
    for (const d of ['frame-ancestors', 'base-uri', 'form-action', 'worker-src']) expect(p[d], d).not.toContain('https://donor.example');
  });

  it('adds configured counters to scripts, connections, images and frames', () => {
    const p = parse(pagePolicy({ counterOrigins: ['https://mc.yandex.ru'] }));
    for (const d of ['script-src', 'connect-src', 'img-src', 'frame-src']) expect(p[d], d).toContain('https://mc.yandex.ru');
    expect(p['style-src']).not.toContain('https://mc.yandex.ru');
  });

  it('allows the configured map tiles (MAP_TILES_URL) and the newsletter form the app really uses', () => {
    const p = parse(pagePolicy());
    // No tiles configured: no tile host at all (the map draws markers on a plain background).
    expect(p['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(p['form-action']).toEqual(["'self'", new URL(NEWSLETTER_FORM_ACTION).origin]);
    const tiles = parse(pagePolicy({ mapTilesUrl: 'https://tiles.example.ru:8443/osm/{z}/{x}/{y}.png' }));
    expect(tiles['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.ru:8443']);
    const query = parse(pagePolicy({ mapTilesUrl: 'https://core-renderer-tiles.maps.yandex.net/tiles?l=map&x={x}&y={y}&z={z}' }));
    expect(query['img-src']).toContain('https://core-renderer-tiles.maps.yandex.net');
    // Only an origin reaches the header, whatever the setting holds.
    expect(pagePolicy({ mapTilesUrl: "https://a.example/{z}/{x}/{y}.png; script-src 'unsafe-inline'" })).not.toContain('unsafe-inline');
  });
});

describe('withNonce', () => {
  it('marks executable scripts only, and never twice', () => {
    const html = withNonce(
      '<script type="module" crossorigin src="/a.js"></script><script>ga()</script><script type="application/json" id="x">{}</script><script nonce="n">1</script><SCRIPT type=text/javascript>2</SCRIPT>',
      'abc',
    );
    expect(html).toBe(
      '<script nonce="abc" type="module" crossorigin src="/a.js"></script><script nonce="abc">ga()</script><script type="application/json" id="x">{}</script><script nonce="n">1</script><script nonce="abc" type=text/javascript>2</SCRIPT>',
    );
  });
});

describe('arrivedOverHttps', () => {
  it('trusts the URL scheme, and X-Forwarded-Proto only behind a trusted proxy', () => {
    expect(arrivedOverHttps('https://donor.example/', undefined, 0)).toBe(true);
    expect(arrivedOverHttps('http://donor.example/', 'https', 0)).toBe(false);
    expect(arrivedOverHttps('http://donor.example/', 'https', 1)).toBe(true);
    expect(arrivedOverHttps('http://donor.example/', 'HTTPS ', 1)).toBe(true);
    expect(arrivedOverHttps('http://donor.example/', 'http', 1)).toBe(false);
    expect(arrivedOverHttps('http://donor.example/', undefined, 1)).toBe(false);
  });

  it('takes the right-most value: the one our nearest proxy wrote, not one the client sent', () => {
    expect(arrivedOverHttps('http://donor.example/', 'https, http', 1)).toBe(false);
    expect(arrivedOverHttps('http://donor.example/', 'http,https', 2)).toBe(true);
  });
});
