// The QR picture of a booking code (booking-qr.ts): our drawing of uqr's matrix must put every dark
// module where the encoder says, inside the quiet zone scanners need — read back from the SVG path.
import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrSvg } from './booking-qr.ts';

/** The dark modules the path draws (each `M x y h n v1 h-n z` run), as a side×side matrix. */
function drawn(svg: string): boolean[][] {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const grid = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  for (const [, x, y, n] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let k = 0; k < Number(n); k++) grid[Number(y)]![Number(x) + k] = true;
  }
  return grid;
}

describe('qrSvg', () => {
  it.each(['ABC234', 'XYZ789', 'A3F12345'])('draws exactly the encoder\'s modules of %s, with a 4-module quiet zone', (code) => {
    const { data, size } = encode(code, { ecc: 'M', border: 0 });
    const grid = drawn(qrSvg(code));
    expect(grid).toHaveLength(size + 8);
    const inner = grid.slice(4, 4 + size).map((row) => row.slice(4, 4 + size));
    expect(inner).toEqual(data);
    const border = grid.flatMap((row, y) => row.filter((_, x) => x < 4 || y < 4 || x >= size + 4 || y >= size + 4));
    expect(border.every((dark) => !dark)).toBe(true);
  });

  it('is a small standalone picture: no script, no outside reference', () => {
    const svg = qrSvg('ABC234');
    expect(svg.length).toBeLessThan(2_500);
    expect(svg).not.toMatch(/script|href|url\(/i);
  });
});
