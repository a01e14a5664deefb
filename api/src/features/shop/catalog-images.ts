// Pictures of souvenirs and charity-shop items, made at seed time (spec §2 /souvenir/,
// /charityshop): an SVG written as text — a tinted card with a drop and the item's own motif —
// turned into WebP by sharp (the api's image library, features/uploads/image.ts). Nothing binary lives in
// the repository; the bytes are stored in the item's `image` column and served by
// GET /api/catalog-images/{souvenir|shop}/{id}.webp (shop.ts).
import sharp from 'sharp';
import { pathOf } from '@donor/shared/endpoint';
import { getCatalogImage } from '@donor/shared/endpoints/shop';

/** Every picture has this size: the pages reserve it (width/height attributes, no layout shift). */
export const CATALOG_IMAGE = { width: 480, height: 360 } as const;

export type CatalogKind = 'souvenir' | 'shop';

export const catalogImageUrl = (kind: CatalogKind, id: number): string => pathOf(getCatalogImage, { kind, file: `${id}.webp` });

const PALETTE = [
  ['#fde8ea', '#b3121f'], ['#e8f1fd', '#1558b0'], ['#fdf3e1', '#a35a00'],
  ['#e9f7ee', '#1d7a3e'], ['#f1ebfb', '#5b34a8'], ['#fbeaf4', '#a1256b'],
] as const;

// One motif per position in the catalogue: simple shapes (no text: the server may have no fonts).
const MOTIFS = [
  (c: string) => `<circle cx="240" cy="180" r="92" fill="none" stroke="${c}" stroke-width="14"/>`,
  (c: string) => `<ellipse cx="240" cy="180" rx="120" ry="64" fill="none" stroke="${c}" stroke-width="18"/>`,
  (c: string) => `<rect x="170" y="110" width="120" height="150" rx="18" fill="none" stroke="${c}" stroke-width="14"/><path d="M290 150h30a24 24 0 0 1 0 70h-30" fill="none" stroke="${c}" stroke-width="14"/>`,
  (c: string) => `<path d="M160 110l50-26h60l50 26 30 50-40 20v100H170V180l-40-20z" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round"/>`,
  (c: string) => `<rect x="150" y="96" width="180" height="176" rx="26" fill="none" stroke="${c}" stroke-width="14"/>`,
  (c: string) => `<polygon points="240,80 268,150 342,150 282,194 304,266 240,222 176,266 198,194 138,150 212,150" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round"/>`,
];

/** The SVG text of the picture for the catalogue's n-th item. */
export function catalogSvg(n: number): string {
  const [bg, fg] = PALETTE[n % PALETTE.length]!;
  const motif = MOTIFS[n % MOTIFS.length]!(fg);
  const { width, height } = CATALOG_IMAGE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="${width}" height="${height}" fill="${bg}"/>${motif}`
    + `<path d="M400 40c0 0-26 32-26 50a26 26 0 0 0 52 0c0-18-26-50-26-50z" fill="${fg}"/></svg>`;
}

/** The WebP bytes of the n-th picture. */
export async function catalogImage(n: number): Promise<Buffer> {
  return sharp(Buffer.from(catalogSvg(n))).webp({ quality: 80 }).toBuffer();
}
