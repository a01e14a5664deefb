import { describe, expect, it } from 'vitest';
import { bootScript } from '@donor/shared/boot';
import { appShellHtml, firstScreenAnswers, stampBoot } from './app-shell.ts';

const TEMPLATE = '<html><head><!--head--><script type="module" src="/assets/shell-abcdefgh.js"></script></head><body><div id="page-shell"></div><!--config--></body></html>';
const boot = bootScript({ config: { productName: 'Донор Рядом' } as never, city: { id: 1, flag: 'Moscow', name: 'Москва', searchRegion: null }, user: null, data: { '/api/x/': { t: '</script><b>' } } });
const registry = '<script type="application/json" id="mfe-registry">{"mfe_stations":{"entry":"/mfe/mfe_stations/mf-manifest.json"}}</script>';
const lastPage = `<html><head><title>Станция</title></head><body><div id="page-shell"><h1>Другая страница</h1></div>${boot}${registry}<script type="module" nonce="abc" src="/assets/shell-abcdefgh.js"></script></body></html>`;

describe('appShellHtml: the offline app shell', () => {
  it('is the template with the newest page\'s boot payload and registry, and none of its markup', () => {
    const html = appShellHtml(TEMPLATE, lastPage);
    expect(html).toContain(boot);
    expect(html).toContain(registry);
    expect(html).not.toContain('Другая страница');
    expect(html).not.toContain('<!--head-->');
    expect(html).toContain('<div id="page-shell"></div>');
  });

  it('without a stored page the shell starts from its defaults', () => {
    expect(appShellHtml(TEMPLATE, null)).toBe(TEMPLATE.replace('<!--head-->', '').replace('<!--config-->', ''));
  });

  it('a $ in the copied payload is copied as it is', () => {
    const page = bootScript({ config: {} as never, city: { id: 0, flag: null, name: '$& $1', searchRegion: null }, user: null, data: {} });
    expect(appShellHtml(TEMPLATE, page)).toContain('$& $1');
  });
});

describe('firstScreenAnswers: what a stored page already carries', () => {
  it('stamps a kept page\'s boot payload with the time it was stored, and reads back the same payload', () => {
    const stamped = stampBoot(lastPage, '2026-11-24T14:05:00.000Z');
    expect(stamped).toContain('"cachedAt":"2026-11-24T14:05:00.000Z",');
    expect(firstScreenAnswers(stamped)).toEqual(firstScreenAnswers(lastPage));
    expect(JSON.parse(/<script type="application\/json" id="donor-boot">([^<]*)<\/script>/.exec(stamped)![1]!).cachedAt).toBe('2026-11-24T14:05:00.000Z');
    expect(stampBoot(lastPage, null)).toBe(lastPage);
  });

  it('lists the boot payload\'s answers by request key', () => {
    expect(firstScreenAnswers(lastPage)).toEqual([['/api/x/', { t: '</script><b>' }]]);
  });

  it('nothing from a page without a readable payload', () => {
    expect(firstScreenAnswers('<html></html>')).toEqual([]);
    expect(firstScreenAnswers('<script type="application/json" id="donor-boot">{oops</script>')).toEqual([]);
  });
});
