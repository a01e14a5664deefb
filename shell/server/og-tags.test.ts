// Open Graph tags of /recipient/{id} served by the host (og-tags.ts) over the real API on an
// in-memory PGlite: the public view only, an absolute picture URL, escaped text, a short cache,
// and the recipient request embedded as the page's first-screen answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestApi, type TestApi } from '@donor/api/test-support';
import { readBoot } from '@donor/shared/boot';
import { recipientKey } from '@donor/shared/first-screen';
import type { RecipientNeed, RecipientNeedList } from '@donor/shared/contract/helpme';
import { routeById } from '@donor/shared/routes';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';
import { OG_TTL_MS, createOgResolver, recipientOg } from './og-tags.ts';
import { renderPage } from './page.ts';

let api: TestApi;
let host: ReturnType<typeof createHostApp>;
let anna: RecipientNeed;
const root = mkdtempSync(join(tmpdir(), 'host-og-'));
const TEMPLATE = '<html><head><!--head--></head><body><!--config--></body></html>';

beforeAll(async () => {
  api = await makeTestApi();
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), TEMPLATE);
  host = createHostApp({
    config: loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://donor.example' }),
    repoRoot: root,
    apiFetch: async (path, init) => api.app.request(path, init),
    apiHandler: (req) => api.app.fetch(req),
  });
  const list = (await (await api.call('GET', '/api/address_needs/?city_id=1&page_size=100')).json()) as RecipientNeedList;
  const item = list.results.find((n) => n.first_name === 'Анна')!;
  anna = (await (await api.call('GET', `/api/address_needs/${item.id}/`)).json()) as RecipientNeed;
}, 60_000);
afterAll(() => api.handle.close());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await host.request(`http://127.0.0.1:8080${path}`, { headers });
  const html = await res.text();
  return { res, html, head: html.slice(0, html.indexOf('</head>')) };
};
const meta = (head: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(head)?.[1] ?? null;

describe('host: Open Graph of /recipient/{id}', () => {
  it('names the patient as the public sees them, the blood, the place and the date, with the photo', async () => {
    const { res, head } = await page(`/recipient/${anna.id}`);
    expect(res.status).toBe(200);
    expect(meta(head, 'og:title')).toBe('Анна С.: нужны доноры цельной крови');
    expect(meta(head, 'og:description')).toMatch(/^Группа крови: O\(I\) Rh\+, O\(I\) Rh−\. .+, Москва\. До \d{1,2} [а-я]+, записались \d+ из 10\.$/);
    expect(meta(head, 'description')).toBe(meta(head, 'og:description'));
    expect(meta(head, 'og:image')).toBe(`https://donor.example${anna.image}`);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'og:url')).toBe(`https://donor.example/recipient/${anna.id}`);
  });

  it('never the author\'s view: no full last name in the tags, even on the author\'s own page', async () => {
    const token = await api.login('new@example.com', 'new-donor-2026');
    const { html, head } = await page(`/recipient/${anna.id}`, { cookie: `token=${token}` });
    expect(head).not.toContain('Смирнова');
    // The first-screen answer is the author's own (so the page can show them everything).
    const boot = readBoot(/<script type="application\/json" id="donor-boot">(.*?)<\/script>/s.exec(html)?.[1]);
    expect((boot.data[recipientKey(anna.id)] as RecipientNeed).last_name).toBe('Смирнова');
  });

  it('the anonymous page embeds the public request as its first-screen answer', async () => {
    const { html } = await page(`/recipient/${anna.id}`);
    expect(html).toContain(`"${recipientKey(anna.id)}":{`);
    expect(html).not.toContain('Смирнова');
  });

  it('an unknown or malformed id keeps the default tags', async () => {
    for (const path of ['/recipient/99999999', '/recipient/abc']) {
      const { head } = await page(path);
      expect(meta(head, 'og:title')).toBe('Поиск доноров для реципиента — Донор Рядом');
      expect(meta(head, 'og:image')).toBeNull();
    }
  });

  it('escapes the text it puts in the page', () => {
    const og = recipientOg({ ...anna, title: '"><script>alert(1)</script>', blood_station: { ...anna.blood_station!, title: 'A & B <b>' } });
    const html = renderPage(TEMPLATE, {
      route: routeById('recipient'), noindex: false, url: 'https://donor.example/recipient/1', og,
      boot: { config: { productName: 'Донор Рядом', supportEmail: 'x@example.com', orgProfileBase: '', journalUrl: '' }, city: { id: 0, flag: 'Other', name: null, searchRegion: null }, user: null, data: {} },
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;: нужны доноры');
    expect(html).toContain('A &#38; B &#60;b&#62;');
  });

  it('asks the API once per need per minute', async () => {
    let calls = 0;
    let clock = 0;
    const ogFor = createOgResolver(async (path, init) => { calls++; return api.app.request(path, init); }, () => clock);
    const first = await ogFor('recipient', { id: String(anna.id) });
    expect(await ogFor('recipient', { id: String(anna.id) })).toEqual(first);
    expect(calls).toBe(1);
    clock += OG_TTL_MS;
    await ogFor('recipient', { id: String(anna.id) });
    expect(calls).toBe(2);
    // A page without share tags of its own asks nothing (the station page now has its own: below).
    expect(await ogFor('stations', {})).toBeNull();
    expect(calls).toBe(2);
  });
});

describe('host: Open Graph of a station, an event, a fundraiser, an organization', () => {
  const png = async (path: string) => {
    const res = await host.request(`http://127.0.0.1:8080${path}`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const first = async <T,>(path: string): Promise<T> => ((await (await api.call('GET', path)).json()) as { results: T[] }).results[0]!;

  it('each page has its own title, a sentence about it and its own card, drawn as a 1200×630 PNG', async () => {
    const station = await first<{ slug: string; title: string }>('/api/blood_stations/?city_id=1&closed=false');
    const event = await first<{ id: number; title: string }>('/api/events/?by_date=future');
    const collect = await first<{ slug: string; title: string }>('/api/collects/?only_is_active=1');
    const org = await first<{ id: number; name: string }>('/api/organizations/all_names/');
    const pages = [
      { path: `/bloodstations/${station.slug}/`, title: station.title, card: `/og/page/station/${station.slug}.png`, about: /Москва\./ },
      { path: `/events/${event.id}`, title: event.title, card: `/og/page/event/${event.id}.png`, about: /\d{1,2} [а-я]+/ },
      { path: `/fundraising/${collect.slug}`, title: collect.title, card: `/og/page/fundraiser/${collect.slug}.png`, about: /^Собрано .+₽ из .+₽/ },
      { path: `/organizations/${org.id}`, title: org.name, card: `/og/page/organization/${org.id}.png`, about: /^Организация доноров/ },
    ];
    const { default: sharp } = await import('sharp');
    for (const p of pages) {
      const { res, head } = await page(p.path);
      expect(res.status, p.path).toBe(200);
      expect(meta(head, 'og:title'), p.path).toBe(p.title.replace(/&/g, '&#38;').replace(/"/g, '&#34;'));
      expect(meta(head, 'og:description'), p.path).toMatch(p.about);
      expect(meta(head, 'og:image'), p.path).toBe(`https://donor.example${p.card}`);
      expect(meta(head, 'twitter:card')).toBe('summary_large_image');
      const { res: img, bytes } = await png(p.card);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  }, 60_000);

  it('an unknown page keeps the default tags and has no card; a malformed card name is refused', async () => {
    const { head } = await page('/events/99999999');
    expect(meta(head, 'og:image')).toBeNull();
    for (const path of ['/og/page/event/99999999.png', '/og/page/nope/1.png', '/og/page/station/%3Cb%3E.png', '/og/page/event/1.jpg']) {
      expect((await host.request(`http://127.0.0.1:8080${path}`)).status, path).toBe(404);
    }
  });

  it('the card escapes what it draws', async () => {
    const { pageCardSvg } = await import('./achievement-card.ts');
    const svg = pageCardSvg({ kicker: 'A & B', title: '<script>x</script> "q"', sub: "it's" }, 'Донор & Ко');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(svg).toContain('A &amp; B');
    expect(svg).toContain('it&apos;s');
  });
});
