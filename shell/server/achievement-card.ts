// The share cards (spec §2 "Page head: … sharing metadata"): 1200×630 Open Graph pictures drawn
// by one generator. An achievement's, GET /og/achievement/{type}/{stage}.png, so an award posted in a
// messenger looks like an award; and a shared page's (station, event, fundraiser, organization:
// `pageCardSvg`, served by the host as /og/page/{kind}/{key}.png from og-tags.ts's answer). Drawn as SVG text from the contract's catalogue (every string
// escaped; nothing from the request reaches the picture but a known type and stage), turned into
// PNG by sharp, kept in memory (the catalogue is small: at most one picture per stage) and sent
// with immutable cache headers — a stage's picture never changes within a build. The
// /achievements/?type=&stage= page points its og:image here (og-tags.ts).
import sharp from 'sharp';
import { ACHIEVEMENTS, achievementDef, type AchievementDef, type AchievementStageDef } from '@donor/shared/contract/achievements';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** Splits a line at spaces so no line exceeds `max` characters (the card has no text layout of its own). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The path of a stage's card (the og:image of /achievements/?type=&stage=). */
export const achievementCardPath = (type: string, stage: number) => `/og/achievement/${type}/${stage}.png`;

/** A known type and stage, or null (the route answers 404). */
export function findStage(type: string, stage: string): { def: AchievementDef; st: AchievementStageDef } | null {
  if (!/^[1-9]\d?$/.test(stage)) return null;
  const def = achievementDef(type);
  const st = def?.stages.find((s) => s.stage === Number(stage));
  return def && st ? { def, st } : null;
}

export function achievementSvg(def: AchievementDef, st: AchievementStageDef, productName: string): string {
  const title = wrap(st.title, 16).slice(0, 3); // ~16 bold characters fit the 600 px right of the medal
  const titleLines = title
    .map((l, i) => `<text x="560" y="${240 + i * 68}" font-size="56" font-weight="700" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  const sub = def.stages.length > 1 ? `${def.title} · ступень ${st.stage} из ${def.stages.length}` : def.title === st.title ? '' : def.title;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b3122a"/><stop offset="1" stop-color="#6e0a1a"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#d49b1f"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<path d="M200 60 L260 200 L300 60 Z M340 60 L300 200 L400 60 Z" fill="#f4f4f4" opacity="0.85"/>
<circle cx="300" cy="350" r="190" fill="url(#gold)"/>
<circle cx="300" cy="350" r="150" fill="none" stroke="#fff6d6" stroke-width="8"/>
<path d="M300 250 C300 250 230 335 230 380 A70 70 0 0 0 370 380 C370 335 300 250 300 250 Z" fill="#b3122a"/>
<text x="300" y="405" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${st.threshold > 1 ? escapeXml(String(st.threshold)) : ''}</text>
<text x="560" y="150" font-size="30" fill="#ffd9df">${escapeXml('Достижение донора')}</text>
${titleLines}
<text x="560" y="${240 + title.length * 68 + 10}" font-size="30" fill="#ffd9df">${escapeXml(sub)}</text>
<text x="560" y="560" font-size="34" font-weight="700" fill="#fff">${escapeXml(productName)}</text>
</svg>`;
}

/** type/stage → PNG, rendered once per process. */
export function createAchievementCards(productName: string) {
  const cache = new Map<string, Promise<Buffer>>();
  return async function card(type: string, stage: string): Promise<Buffer | null> {
    const found = findStage(type, stage);
    if (!found) return null;
    const key = `${found.def.type}/${found.st.stage}`;
    let png = cache.get(key);
    if (!png) {
      png = sharp(Buffer.from(achievementSvg(found.def, found.st, productName))).png({ compressionLevel: 9 }).toBuffer();
      // A failed render is not kept: the next request tries again.
      png.catch(() => cache.delete(key));
      cache.set(key, png);
    }
    return png;
  };
}

/** How many cards there can be (the cache's bound). */
export const CARD_COUNT = ACHIEVEMENTS.reduce((n, a) => n + a.stages.length, 0);

/** What a page's card says: a small line above, the title (wrapped, at most three lines), a line below. */
export interface PageCard {
  kicker: string;
  title: string;
  sub: string;
}

/**
 * A shared page's card: the same frame, colours and type as the achievement's, with a drop in
 * place of the medal. Every string is escaped; the caller passes text from the API's public answer.
 */
export function pageCardSvg(card: PageCard, productName: string): string {
  const title = wrap(card.title, 24).slice(0, 3);
  if (wrap(card.title, 24).length > 3) title[2] = `${title[2]!.slice(0, 23)}…`;
  const titleLines = title
    .map((l, i) => `<text x="420" y="${240 + i * 68}" font-size="54" font-weight="700" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  const sub = wrap(card.sub, 40).slice(0, 2)
    .map((l, i) => `<text x="420" y="${240 + title.length * 68 + 20 + i * 42}" font-size="30" fill="#ffd9df">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b3122a"/><stop offset="1" stop-color="#6e0a1a"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="200" cy="315" r="150" fill="#fff" opacity="0.12"/>
<path d="M200 170 C200 170 110 285 110 345 A90 90 0 0 0 290 345 C290 285 200 170 200 170 Z" fill="#fff"/>
<text x="420" y="150" font-size="30" fill="#ffd9df">${escapeXml(card.kicker)}</text>
${titleLines}
${sub}
<text x="420" y="560" font-size="34" font-weight="700" fill="#fff">${escapeXml(productName)}</text>
</svg>`;
}

/** The most page cards kept in memory (each ≈ 30 KB); the oldest go first. */
const MAX_PAGE_CARDS = 300;

/** card → PNG, kept by its text (a changed title draws a new one), bounded. */
export function createPageCards(productName: string) {
  const cache = new Map<string, Promise<Buffer>>();
  return function render(card: PageCard): Promise<Buffer> {
    const key = JSON.stringify(card);
    let png = cache.get(key);
    if (!png) {
      png = sharp(Buffer.from(pageCardSvg(card, productName))).png({ compressionLevel: 9 }).toBuffer();
      png.catch(() => cache.delete(key));
      if (cache.size >= MAX_PAGE_CARDS) cache.delete(cache.keys().next().value!);
      cache.set(key, png);
    }
    return png;
  };
}
