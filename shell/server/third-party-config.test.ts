// Third-party scripts (spec §7, README «Сторонние скрипты»): each setting turns one on; the page
// then carries it in its boot payload and its origin in the Content-Security-Policy. With none
// set, neither the payload nor the policy names any other origin.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBoot } from '@donor/shared/boot';
import { createHostApp } from './host-app.ts';
import { HostConfigError, loadConfig, thirdPartyConfig } from './config.ts';

const TEMPLATE = `<!doctype html><html lang="ru"><head><!--head-->
<script type="module" crossorigin src="/assets/shell-AbCdEf12.js"></script></head>
<body><div id="page-shell"></div><!--config--></body></html>`;

function host(env: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'host-3p-'));
  mkdirSync(join(root, 'shell/dist/prerender'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), TEMPLATE);
  return createHostApp({
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    repoRoot: root,
    apiFetch: async () => Response.json({ detail: 'Не найдено.' }, { status: 404 }),
    apiHandler: () => new Response('', { status: 404 }),
  });
}

const directives = (policy: string | null) =>
  Object.fromEntries(policy!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
const bootOf = (html: string) => readBoot(/<script type="application\/json" id="donor-boot">(.*?)<\/script>/s.exec(html)?.[1]);

const ALL = {
  TAG_MANAGER_SCRIPT_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
  METRIKA_ID: '12345',
  TOP_MAIL_ID: '678',
  EMAIL_TRACKER_ENDPOINT_ID: 'donor.website',
  MESSENGER_SCRIPT_URL: 'https://telegram.org/js/telegram-web-app.js',
  STORIES_SCRIPT_URL: 'https://sdk.inappstory.ru/widget.js',
  SENTRY_DSN: 'https://public@glitchtip.example.ru/3',
};

describe('third-party settings', () => {
  it('are all off by default: no payload entry, no foreign origin in the policy', async () => {
    expect(thirdPartyConfig(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
    const res = await host({}).request('http://127.0.0.1:8080/how/');
    expect(bootOf(await res.text()).config.thirdParty).toBeNull();
    const d = directives(res.headers.get('content-security-policy'));
    for (const name of ['script-src', 'connect-src', 'img-src', 'frame-src']) expect(d[name]!.filter((s) => s.startsWith('http')), name).toEqual([]);
  });

  it('each one set reaches the page and its origin joins the policy; the DSN only connect-src', async () => {
    const res = await host(ALL).request('http://127.0.0.1:8080/how/');
    const tp = bootOf(await res.text()).config.thirdParty;
    expect(tp).toEqual({
      tagManager: { script: ALL.TAG_MANAGER_SCRIPT_URL },
      metrika: { script: 'https://mc.yandex.ru/metrika/tag.js', id: '12345' },
      topMail: { script: 'https://top-fwz1.mail.ru/js/code.js', id: '678' },
      emailTracker: { script: 'https://api.mindbox.ru/scripts/v1/tracker.js', endpointId: 'donor.website' },
      messenger: { script: ALL.MESSENGER_SCRIPT_URL },
      stories: { script: ALL.STORIES_SCRIPT_URL },
      sentry: { dsn: ALL.SENTRY_DSN },
    });
    const d = directives(res.headers.get('content-security-policy'));
    for (const origin of ['https://www.googletagmanager.com', 'https://mc.yandex.ru', 'https://top-fwz1.mail.ru', 'https://api.mindbox.ru', 'https://telegram.org', 'https://sdk.inappstory.ru']) {
      expect(d['script-src'], origin).toContain(origin);
      expect(d['connect-src'], origin).toContain(origin);
    }
    expect(d['connect-src']).toContain('https://glitchtip.example.ru');
    expect(d['script-src']).not.toContain('https://glitchtip.example.ru');
  });

  it('refuses a malformed id or address, naming the setting', () => {
    for (const [key, bad] of [['METRIKA_ID', '1); alert(1'], ['SENTRY_DSN', 'javascript:alert(1)'], ['STORIES_SCRIPT_URL', 'ftp://x.example/a.js']] as const) {
      try {
        loadConfig({ NODE_ENV: 'test', [key]: bad });
        expect.unreachable(key);
      } catch (e) {
        expect(e).toBeInstanceOf(HostConfigError);
        expect((e as HostConfigError).problems.join()).toContain(key);
      }
    }
  });
});
