import { describe, expect, it } from 'vitest';
import * as MSG from './messages.ts';
import { checkImageFile, imageFileProblem, imageSizeProblem } from './image-check.ts';

const file = (bytes: number, type = 'image/jpeg') => new File([new Uint8Array(bytes)], 'photo.jpg', { type });
const sized = (width: number, height: number) => async () => ({ width, height });

describe('image check before upload (spec §5 Image)', () => {
  it('1 KB to 8 MB inclusive, JPEG/PNG/WebP', () => {
    expect(imageFileProblem({ size: 1023, type: 'image/png' })).toBe(MSG.imageFileSmall);
    expect(imageFileProblem({ size: 1024, type: 'image/png' })).toBeNull();
    expect(imageFileProblem({ size: 8 * 1024 * 1024, type: 'image/webp' })).toBeNull();
    expect(imageFileProblem({ size: 8 * 1024 * 1024 + 1, type: 'image/webp' })).toBe(MSG.imageFileLarge);
    expect(imageFileProblem({ size: 5000, type: 'application/pdf' })).toBe(MSG.imageType);
    expect(imageFileProblem({ size: 5000, type: '' })).toBeNull();
  });

  it('at least 200×200 pixels', () => {
    expect(imageSizeProblem({ width: 200, height: 200 })).toBeNull();
    expect(imageSizeProblem({ width: 199, height: 800 })).toBe(MSG.imagePixelsSmall);
    expect(imageSizeProblem({ width: 800, height: 150 })).toBe(MSG.imagePixelsSmall);
  });

  it('checks bytes before decoding, then the decoded size; an undecodable file is "broken"', async () => {
    let decoded = 0;
    const spy = async () => { decoded++; return { width: 300, height: 300 }; };
    expect(await checkImageFile(file(100), spy)).toBe(MSG.imageFileSmall);
    expect(decoded).toBe(0);
    expect(await checkImageFile(file(2048), spy)).toBeNull();
    expect(await checkImageFile(file(2048), sized(100, 100))).toBe(MSG.imagePixelsSmall);
    expect(await checkImageFile(file(2048), async () => { throw new Error('bad'); })).toBe(MSG.imageBroken);
  });
});
