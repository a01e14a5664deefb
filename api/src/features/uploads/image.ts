// Checking and cleaning an uploaded image (spec §5 "Image": 1 KB–8 MB, at least 200×200).
// Judged by content, never by name or declared type: the magic bytes must say JPEG, PNG or WebP;
// the header's size is checked before any pixel is decoded (a 30000×30000 "bomb" is a few KB of
// file and gigabytes of pixels); then sharp decodes it for real under a pixel cap and re-encodes
// it as WebP, which drops every piece of metadata (EXIF with GPS, XMP, ICC comments, text chunks).
import sharp, { type Metadata } from 'sharp';
import * as MSG from '@donor/shared/messages';
import { fieldError } from '../../lib/errors.ts';

export const IMAGE_LIMITS = {
  minBytes: 1024,
  maxBytes: 8 * 1024 * 1024,
  minSide: 200,
  /** Decoded pixels at most (a 40 MP photo is more than any phone camera gives a certificate). */
  maxPixels: 40_000_000,
  /** Stored pictures are scaled down to fit this box: a certificate stays readable. */
  maxStoredSide: 2400,
} as const;

// libvips keeps decoded images in a cache and runs several threads per image: neither helps a
// server that sees each upload once, and both take memory and CPU from the requests.
sharp.cache(false);
sharp.concurrency(1);

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format by magic bytes, or null. */
export function sniffImage(b: Uint8Array): ImageKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface CleanImage {
  data: Buffer;
  mime: 'image/webp';
  width: number;
  height: number;
}

const FIELD = 'file';

/** Throws a 400 `{file: [message]}` for anything that is not an acceptable image. */
export async function cleanImage(input: Uint8Array): Promise<CleanImage> {
  if (input.length < IMAGE_LIMITS.minBytes) throw fieldError(FIELD, MSG.imageFileSmall);
  if (input.length > IMAGE_LIMITS.maxBytes) throw fieldError(FIELD, MSG.imageFileLarge);
  const kind = sniffImage(input);
  if (!kind) throw fieldError(FIELD, MSG.imageType);
  const options = { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error', pages: 1 } as const;

  // The header only: no pixel is decoded yet.
  let meta: Metadata;
  try {
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw fieldError(FIELD, MSG.imageBroken);
  }
  if (meta.format !== kind) throw fieldError(FIELD, MSG.imageType);
  const { width, height } = meta;
  if (!width || !height) throw fieldError(FIELD, MSG.imageBroken);
  if (width * height > IMAGE_LIMITS.maxPixels) throw fieldError(FIELD, MSG.imagePixelsLarge);
  if (width < IMAGE_LIMITS.minSide || height < IMAGE_LIMITS.minSide) throw fieldError(FIELD, MSG.imagePixelsSmall);

  try {
    // rotate(): apply the EXIF orientation before the EXIF is dropped (a phone photo stays upright).
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: IMAGE_LIMITS.maxStoredSide, height: IMAGE_LIMITS.maxStoredSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, mime: 'image/webp', width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw fieldError(FIELD, MSG.imagePixelsLarge);
    throw fieldError(FIELD, MSG.imageBroken);
  }
}
