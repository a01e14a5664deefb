// The achievement share card (achievement-card.ts) through the host: a PNG of the right size per
// known stage, cached and immutable, 404 for anything else; the /achievements/?type=&stage= page
// points its og:image at that card (og-tags.ts), a bad query keeps the default tags.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ACHIEVEMENTS } from '@donor/shared/contract/achievements';
import { createHostApp } from './host-app.ts';
import { loadConfig } from './config.ts';
import { CARD_HEIGHT, CARD_WIDTH, achievementSvg, wrap } from './achievement-card.ts';

const root = mkdtempSync(join(tmpdir(), 'host-ach-card-'));
mkdirSync(join(root, 'shell/dist'), { recursive: true });
writeFileSync(join(root, 'shell/dist/index.html'), '<html><head><!--head--></head><body><!--config--></body></html>');
afterAll(() => rmSync(root, { recursive: true, force: true }));


const host = createHostApp({
  config: loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://donor.example' }),
  repoRoot: root,
  apiFetch: async () => new Response('{"detail":"Не найдено."}', { status: 404, headers: { 'content-type': 'application/json' } }),
  apiHandler: async () => new Response('{}', { status: 404 }),
});
const get = (path: string) => host.request(`http://127.0.0.1:8080${path}`);
const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe('GET /og/achievement/{type}/{stage}.png', () => {
  it('renders a 1200×630 PNG, immutable, the same bytes the second time', async () => {
    const res = await get('/og/achievement/whole_blood/3.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await res.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: CARD_WIDTH, height: CARD_HEIGHT });
    const again = Buffer.from(await (await get('/og/achievement/whole_blood/3.png')).arrayBuffer());
    expect(again.equals(png)).toBe(true);
  }, 30_000);

  it('404 for an unknown type, a stage the type does not have, or a malformed name', async () => {
    for (const path of ['/og/achievement/nope/1.png', '/og/achievement/first_donation/2.png', '/og/achievement/whole_blood/0.png', '/og/achievement/whole_blood/1.jpg', '/og/achievement/whole_blood/%3Cscript%3E.png']) {
      expect((await get(path)).status, path).not.toBe(200);
    }
  });

  it('the SVG escapes its text and wraps long titles; every stage of the catalogue renders', async () => {
    const def = { ...ACHIEVEMENTS[0]!, title: 'A & <b>' };
    const svg = achievementSvg(def, { stage: 1, threshold: 1, title: 'x "y" <z>' }, 'Донор & Ко');
    expect(svg).toContain('A &amp; &lt;b&gt;');
    expect(svg).toContain('x &quot;y&quot; &lt;z&gt;');
    expect(svg).toContain('Донор &amp; Ко');
    expect(svg).not.toMatch(/<b>|<z>/);
    expect(wrap('40 донаций цельной крови и ещё немного', 22)).toEqual(['40 донаций цельной', 'крови и ещё немного']);
    for (const a of ACHIEVEMENTS) for (const s of a.stages) expect((await get(`/og/achievement/${a.type}/${s.stage}.png`)).status).toBe(200);
  }, 60_000);
});

describe('/achievements/ og tags', () => {
  it('?type=&stage= → the stage title and its card as og:image', async () => {
    const html = await (await get('/achievements/?type=whole_blood&stage=2')).text();
    expect(meta(html, 'og:title')).toContain('5 донаций цельной крови');
    expect(meta(html, 'og:image')).toBe('https://donor.example/og/achievement/whole_blood/2.png');
  });

  it('a bad type or stage keeps the default tags', async () => {
    for (const q of ['?type=whole_blood&stage=9', '?type=%22%3E&stage=1', '']) {
      const html = await (await get(`/achievements/${q}`)).text();
      expect(meta(html, 'og:image') ?? '').not.toContain('/og/achievement/');
    }
  });
});
