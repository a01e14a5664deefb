// A first paint with content and no layout shift (Lighthouse, bench/README.md): the host puts the
// build's pre-rendered page markup (shell/dist/prerender/<route id>.html) into #page-shell for
// shell-owned routes only; a section's route gets none.
import { EMPTY_BOOT } from '@donor/shared/boot';
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';
import { renderPage } from './page.ts';
import { disableControls, fillContainer } from '../prerender/plugin.ts';

const TEMPLATE = '<html><head><!--head--></head><body><div id="app-header"></div><main id="app-main"><div id="page-shell"></div></main><!--config--></body></html>';
const root = mkdtempSync(join(tmpdir(), 'prerender-test-'));
mkdirSync(join(root, 'shell/dist/prerender'), { recursive: true });
// The built index.html has the header pre-rendered, top bar included (shell/prerender/entry.tsx).
const BUILT_HEADER = '<div id="app-header"><header><p class="lay-topbar">Поддержите <a href="/donate/">проект</a></p></header></div>';
writeFileSync(join(root, 'shell/dist/index.html'), TEMPLATE.replace('<div id="app-header"></div>', BUILT_HEADER));
writeFileSync(join(root, 'shell/dist/prerender/how.html'), '<article class="pg"><h1 class="pg__title">Как стать донором</h1></article>');
writeFileSync(join(root, 'shell/dist/prerender/not-found.html'), '<article class="pg"><h1 class="pg__title">Страница не найдена</h1></article>');

// Anonymous requests without a city never reach the API.
const unused = async () => new Response('{}', { status: 404 });
const host = createHostApp({ config: loadConfig({ NODE_ENV: 'production' }), repoRoot: root, apiFetch: unused, apiHandler: unused });
const get = async (path: string) => {
  const res = await host.request(`http://127.0.0.1:8080${path}`);
  return { status: res.status, html: await res.text() };
};

describe('host: pre-rendered shell pages', () => {
  it('a shell page arrives with its h1 inside #page-shell', async () => {
    const { status, html } = await get('/how/');
    expect(status).toBe(200);
    expect(html).toContain('<div id="page-shell"><article class="pg"><h1 class="pg__title">Как стать донором</h1></article></div>');
  });

  it('an unknown path gets the 404 page markup with status 404', async () => {
    const { status, html } = await get('/no-such-page/');
    expect(status).toBe(404);
    expect(html).toContain('<h1 class="pg__title">Страница не найдена</h1>');
  });

  it("a section's route gets no page markup, and a shell page without a fragment stays empty", async () => {
    for (const path of ['/bloodstations/', '/about']) {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="page-shell"></div>');
      expect(html).not.toContain('<h1');
    }
  });

  it('the pre-rendered top bar stays on every page but the home page (spec §2 route table)', async () => {
    expect((await get('/')).html).toContain('<div id="app-header"><header></header></div>');
    for (const path of ['/how/', '/bloodstations/', '/no-such-page/']) expect((await get(path)).html).toContain('<p class="lay-topbar">');
  });

  it("writes the route's own description (spec §2 Page head), the general one where it has none", async () => {
    expect((await get('/bloodstations/')).html).toContain('<meta name="description" content="Станции и отделения переливания крови на карте и списком');
    expect((await get('/no-such-page/')).html).toContain('<meta name="description" content="Где и когда сдать кровь в вашем городе');
  });

  it('inserts text literally ($ patterns are not replacement patterns)', () => {
    const route = null;
    const boot = { ...EMPTY_BOOT, city: { id: 1, flag: null, name: "$' $&", searchRegion: null } };
    const html = renderPage(TEMPLATE, { route, noindex: false, url: 'http://x/', boot, pageHtml: '<p>$&</p>' });
    expect(html).toContain('"name":"$\' $&"');
    expect(html).toContain('<div id="page-shell"><p>$&</p></div>');
    expect(fillContainer(TEMPLATE, 'app-header', '<b>$1</b>')).toContain('<div id="app-header"><b>$1</b></div>');
    expect(() => fillContainer(TEMPLATE, 'app-footer', 'x')).toThrow(/app-footer/);
    expect(disableControls('<button type="button">a</button><input/><a href="/">b</a>')).toBe('<button disabled="" type="button">a</button><input disabled=""/><a href="/">b</a>');
  });
});
