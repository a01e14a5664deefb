// GET /widget/demo (widget-demo.ts): the page the widget build wrote, with the site's address in
// its embed code and the strict partner policy; 404 before the widget is built.
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_POLICY, widgetDemo } from './widget-demo.ts';

function host(withPage: boolean, publicOrigin?: string) {
  const root = mkdtempSync(join(tmpdir(), 'widget-demo-'));
  if (withPage) {
    mkdirSync(join(root, 'mfe-donate', 'dist-widget'), { recursive: true });
    writeFileSync(join(root, 'mfe-donate', 'dist-widget', '.demo.html'), '<pre>&#60;script src=&#34;__DONOR_ORIGIN__/widget/donate.v1.js&#34;</pre>');
  }
  const app = new Hono();
  app.get('/widget/demo', widgetDemo(root, publicOrigin));
  return app;
}

describe('/widget/demo', () => {
  it('serves the built page with our address and the strict partner policy', async () => {
    const res = await host(true).request('http://127.0.0.1:9/widget/demo');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<pre>&#60;script src=&#34;http://127.0.0.1:9/widget/donate.v1.js&#34;</pre>');
    expect(res.headers.get('content-security-policy')).toBe(DEMO_POLICY);
    expect(DEMO_POLICY).toMatch(/^script-src 'self' https:\/\/widget\.cloudpayments\.ru; style-src 'self'; object-src 'none'/);
    expect(DEMO_POLICY).not.toMatch(/unsafe/);
  });
  it('uses PUBLIC_ORIGIN when set; 404 before the widget is built', async () => {
    const res = await host(true, 'https://donor-ryadom.ru').request('http://127.0.0.1:9/widget/demo');
    expect(await res.text()).toContain('https://donor-ryadom.ru/widget/donate.v1.js');
    expect((await host(false).request('http://127.0.0.1:9/widget/demo')).status).toBe(404);
  });
});
