// The default avatar's data: URI is a valid URL (no raw space or quote: the Nu HTML Checker
// refuses them in `src`) and still decodes to the picture.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PHOTO } from './header-card.tsx';

describe('default avatar', () => {
  it('is percent-encoded and decodes to an SVG', () => {
    expect(DEFAULT_PHOTO.startsWith('data:image/svg+xml,')).toBe(true);
    expect(DEFAULT_PHOTO).not.toMatch(/[\s'"<>#]/);
    expect(decodeURIComponent(DEFAULT_PHOTO.slice('data:image/svg+xml,'.length))).toMatch(/^<svg .*<\/svg>$/);
  });
});
