// The QR code of a booking's check-in code (docs/booking.md «Отметка в станции»): drawn on the
// server as a small SVG, so «Мои записи» shows it with a plain <img> and the donor's bundle
// carries no QR encoder. The encoder is `uqr` (no dependencies, ESM); the drawing is ours: one
// path of merged horizontal runs in module units (≈1 KB instead of a rectangle per module).
import { encode } from 'uqr';

/** The quiet zone the QR standard asks for (4 modules): phone cameras and BarcodeDetector need it. */
const QUIET = 4;

export function qrSvg(text: string): string {
  // M: 15 % of the picture may be lost (a scratched screen, glare) and the code still reads.
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const side = size + QUIET * 2;
  let d = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; ) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      d += `M${start + QUIET} ${y + QUIET}h${x - start}v1h-${x - start}z`;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * 8}" height="${side * 8}" shape-rendering="crispEdges">`
    + `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`;
}

/** The QR picture as an e-mail attachment (text, like the .ics: the outbox stores attachments as text). */
export function qrAttachment(bookingId: number, code: string): { filename: string; content_type: string; content: string } {
  return { filename: `donor-booking-${bookingId}-qr.svg`, content_type: 'image/svg+xml', content: qrSvg(code) };
}
