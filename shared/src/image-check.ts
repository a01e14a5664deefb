// The browser's check of an image before it is uploaded (spec §5 "Image": 1 KB to 8 MB, at least
// 200×200 pixels; §9 "Upload size", "Image minimum"), with the messages the API answers with
// (messages.ts), so a donor learns at once what the server would refuse. The API checks again by
// content (api/src/features/uploads/image.ts): this is only the quick, friendly half.
import * as MSG from './messages.ts';

export const IMAGE_RULES = { minBytes: 1024, maxBytes: 8 * 1024 * 1024, minSide: 200 } as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export interface ImageSize {
  width: number;
  height: number;
}

/** The checks that need no decoding: type and bytes. */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  // An empty type (some Android pickers) is left to the API, which reads the magic bytes.
  if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type)) return MSG.imageType;
  if (file.size < IMAGE_RULES.minBytes) return MSG.imageFileSmall;
  if (file.size > IMAGE_RULES.maxBytes) return MSG.imageFileLarge;
  return null;
}

export function imageSizeProblem(size: ImageSize): string | null {
  return size.width < IMAGE_RULES.minSide || size.height < IMAGE_RULES.minSide ? MSG.imagePixelsSmall : null;
}

/** The decoded size of an image file (browser only); throws when it cannot be decoded. */
export async function readImageSize(file: Blob): Promise<ImageSize> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Every browser-side check in order; null when the file may be sent. */
export async function checkImageFile(file: File, readSize: (f: Blob) => Promise<ImageSize> = readImageSize): Promise<string | null> {
  const early = imageFileProblem(file);
  if (early) return early;
  try {
    return imageSizeProblem(await readSize(file));
  } catch {
    return MSG.imageBroken;
  }
}
