// A page the host renders per request (its CSP nonce and boot payload differ every time), so it
// is compressed per request, as the browser accepts it; built files are precompressed instead
// (scripts/precompress.ts, static-files.ts). Brotli quality 5: most of the size for little CPU.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

export function compressed(accept: string, body: string, status: number, headers: Record<string, string>): Response {
  if (accept.includes('br')) {
    const data = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return new Response(data, { status, headers: { ...headers, 'content-encoding': 'br' } });
  }
  if (accept.includes('gzip')) return new Response(gzipSync(body), { status, headers: { ...headers, 'content-encoding': 'gzip' } });
  return new Response(body, { status, headers });
}
