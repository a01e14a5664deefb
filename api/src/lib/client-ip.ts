// The client address used as a rate-limit key (lib/rate-limit.ts). Behind our own proxy
// (TRUST_PROXY=1) the first x-forwarded-for entry is the client; otherwise the socket address;
// 'local' when the app runs in process without a socket (tests, the host calling app.fetch
// directly).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Ctx } from './context.ts';

export function clientIp(c: Ctx): string {
  if (c.get('deps').trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first && first.length <= 64) return first;
  }
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address;
  } catch {
    // no node socket behind this request
  }
  return 'local';
}
