// Who is calling: the address the YooKassa allowlist checks and the key every per-address rate
// limit counts under (lib/rate-limit.ts). docs/SECURITY.md "Адрес клиента".
//
// TRUST_PROXY is the number of reverse proxies in front of us, each of which APPENDS the address
// it saw to X-Forwarded-For (nginx `$proxy_add_x_forwarded_for`, most load balancers). Whatever
// the client sent comes first and is never believed. With N trusted proxies the last N entries
// were written by them, and the one the outermost of them wrote — index `length - N`, the N-th
// from the right — is the address that connected to our edge: the client. A list shorter than N
// (a request that skipped an outer proxy) gives its left-most entry, the one our proxies saw. An
// entry that is not an IP address means a misconfigured proxy: the socket is used instead.
// TRUST_PROXY=0 (the default) ignores the header: the socket address is the client.
// 'local' when the app runs without a socket (tests, the host calling app.request directly).
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Ctx } from './context.ts';

/** `1.2.3.4`, `1.2.3.4:5678`, `2001:db8::1`, `[2001:db8::1]`, `[2001:db8::1]:443` → the address, else null. */
export function parseAddress(raw: string | undefined): string | null {
  if (!raw) return null;
  let v = raw.trim();
  if (v.length === 0 || v.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(v);
  if (bracketed) v = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(v)) v = v.slice(0, v.lastIndexOf(':'));
  v = v.replace(/%[\w.-]+$/, ''); // an IPv6 zone (fe80::1%eth0) names our interface, not the client
  const kind = isIP(v);
  if (kind === 0) return null;
  if (kind === 6) {
    v = v.toLowerCase();
    // A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d: one client, one spelling.
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(v);
    if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  }
  return v;
}

/** The client address from an X-Forwarded-For value, the trusted hop count and the socket peer. */
export function resolveClientAddress(forwardedFor: string | undefined, trustedHops: number, socket: string | undefined): string {
  const peer = parseAddress(socket) ?? 'local';
  if (trustedHops <= 0 || !forwardedFor) return peer;
  const hops = forwardedFor.split(',');
  const entry = hops[Math.max(0, hops.length - trustedHops)];
  return parseAddress(entry) ?? peer;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, an IPv4 tail converted). */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return groups.map((g) => parseInt(g || '0', 16));
}

/**
 * The rate-limit key of an address: IPv4 as is; IPv6 by its /64, because one subscriber is
 * routinely given a whole /64 (RFC 6177) and could otherwise rotate through 2^64 addresses.
 */
export function rateKeyOf(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

function socketAddress(c: Ctx): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // no node socket behind this request
  }
}

/** The client's own address (the YooKassa allowlist checks this one). */
export function clientAddress(c: Ctx): string {
  return resolveClientAddress(c.req.header('x-forwarded-for'), c.get('deps').trustProxy, socketAddress(c));
}

/** The key per-address rate limits count under: the client address, an IPv6 one as its /64. */
export function clientIp(c: Ctx): string {
  return rateKeyOf(clientAddress(c));
}
