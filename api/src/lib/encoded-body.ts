// A kept answer sent compressed when the client accepts it (docs/ARCHITECTURE.md «Ответы из
// кэша чтения: сжатые и готовые»): the map of Moscow is ~114 KB of JSON and ~8 KB in brotli, so
// a repeated request costs a lookup and a write of a few kilobytes. Each encoding is made once
// per kept body, on first ask, in zlib's thread pool (never on the JS thread that answers), at
// brotli quality 5 as the host's pages (shell/server/compressed-page.ts).
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies go as they are: the headers would outweigh what compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Brotli, else gzip, when the Accept-Encoding header allows it (`;q=0` refuses; `*` stands for any). */
export function pickEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const q = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const weight = params.find((p) => p.startsWith('q='));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const allows = (e: Encoding) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

export class EncodedBody {
  readonly #variants = new Map<Encoding, Promise<Uint8Array | null>>();

  constructor(readonly raw: Uint8Array) {}

  /** The body in `enc` (made once, shared by concurrent asks), or null: send `raw` as it is. */
  encoded(enc: Encoding | null): Promise<Uint8Array | null> {
    if (!enc || this.raw.byteLength < MIN_BYTES) return Promise.resolve(null);
    let variant = this.#variants.get(enc);
    if (!variant) {
      const made = enc === 'br' ? brotli(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gz(this.raw);
      // A failed compression (out of memory) sends the body uncompressed rather than an error.
      variant = made.then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength), () => null);
      this.#variants.set(enc, variant);
    }
    return variant;
  }

  /** This body, once the encoding `accept` asks for is made: a renewed entry goes live only then. */
  async ready(accept: string | undefined): Promise<this> {
    await this.encoded(pickEncoding(accept));
    return this;
  }

  /** A 200 answer with this body, compressed as `accept` allows; `Vary` tells shared caches why. */
  async response(accept: string | undefined, headers: Record<string, string>): Promise<Response> {
    const enc = pickEncoding(accept);
    const data = await this.encoded(enc);
    const all = { ...headers, vary: 'Accept-Encoding', ...(data ? { 'content-encoding': enc! } : {}) };
    // A Uint8Array body: @hono/node-server writes it straight to the socket (an ArrayBuffer would
    // go through a full undici Response and its stream, measured in the map's CPU profile).
    return new Response((data ?? this.raw) as Uint8Array<ArrayBuffer>, { status: 200, headers: all });
  }
}
