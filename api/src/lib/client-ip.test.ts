import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { ApiEnv } from './context.ts';
import { clientAddress, clientIp, parseAddress, rateKeyOf, resolveClientAddress } from './client-ip.ts';

describe('resolveClientAddress: the right-most entry our proxies did not add', () => {
  it('TRUST_PROXY=0 ignores X-Forwarded-For: the socket is the client', () => {
    expect(resolveClientAddress('6.6.6.6', 0, '198.51.100.7')).toBe('198.51.100.7');
    expect(resolveClientAddress(undefined, 0, undefined)).toBe('local');
  });

  it('one proxy: the entry it appended (the last), never what the client sent before it', () => {
    expect(resolveClientAddress('203.0.113.9', 1, '10.0.0.1')).toBe('203.0.113.9');
    expect(resolveClientAddress('185.71.76.1, 6.6.6.6', 1, '10.0.0.1')).toBe('6.6.6.6');
    expect(resolveClientAddress('1.1.1.1,2.2.2.2, 3.3.3.3 ,203.0.113.9', 1, '10.0.0.1')).toBe('203.0.113.9');
  });

  it('two proxies (CDN + nginx): the second entry from the right', () => {
    // client sent "1.1.1.1"; the CDN appended the client (203.0.113.9); nginx appended the CDN.
    expect(resolveClientAddress('1.1.1.1, 203.0.113.9, 192.0.2.10', 2, '10.0.0.1')).toBe('203.0.113.9');
    // the request skipped the CDN: nginx's entry is the only one, and it is the client
    expect(resolveClientAddress('203.0.113.9', 2, '10.0.0.1')).toBe('203.0.113.9');
  });

  it('no header, or a header entry that is not an address: the socket', () => {
    expect(resolveClientAddress(undefined, 1, '10.0.0.1')).toBe('10.0.0.1');
    expect(resolveClientAddress('', 1, '10.0.0.1')).toBe('10.0.0.1');
    expect(resolveClientAddress('1.2.3.4, garbage', 1, '10.0.0.1')).toBe('10.0.0.1');
    expect(resolveClientAddress('1.2.3.4, 999.1.1.1', 1, undefined)).toBe('local');
    expect(resolveClientAddress('1.2.3.4, ' + 'a'.repeat(5000), 1, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('normalises spellings: ports, brackets, zones, case, IPv4-mapped IPv6', () => {
    expect(parseAddress('203.0.113.9:51234')).toBe('203.0.113.9');
    expect(parseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(parseAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(parseAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(parseAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(parseAddress('unknown')).toBeNull();
    expect(parseAddress(' ')).toBeNull();
  });
});

describe('rateKeyOf: one key per IPv4 address, one per IPv6 /64', () => {
  it('IPv4 as is', () => {
    expect(rateKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(rateKeyOf('local')).toBe('local');
  });
  it('every address of a /64 shares one key', () => {
    const key = rateKeyOf('2001:db8:aa:bb::1');
    expect(key).toBe('2001:db8:aa:bb::/64');
    expect(rateKeyOf('2001:db8:aa:bb:ffff:1234:5678:9abc')).toBe(key);
    expect(rateKeyOf('2001:0db8:00aa:00bb:0:0:0:2')).toBe(key);
    expect(rateKeyOf('2001:db8:aa:bc::1')).not.toBe(key);
    expect(rateKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(rateKeyOf('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
  });
});

describe('clientIp / clientAddress read the app’s TRUST_PROXY', () => {
  const app = (trustProxy: number) => {
    const a = new Hono<ApiEnv>();
    a.use('*', async (c, next) => {
      c.set('deps', { trustProxy } as ApiEnv['Variables']['deps']);
      await next();
    });
    a.get('/', (c) => c.json({ address: clientAddress(c), key: clientIp(c) }));
    return a;
  };
  const ask = async (trustProxy: number, xff: string) =>
    (await (await app(trustProxy).request('/', { headers: { 'x-forwarded-for': xff } })).json()) as { address: string; key: string };

  it('uses the hop count given, and buckets IPv6 only for the rate-limit key', async () => {
    expect(await ask(0, '6.6.6.6')).toEqual({ address: 'local', key: 'local' });
    expect(await ask(1, '185.71.76.1, 6.6.6.6')).toEqual({ address: '6.6.6.6', key: '6.6.6.6' });
    expect(await ask(1, '2001:db8:1:2::99')).toEqual({ address: '2001:db8:1:2::99', key: '2001:db8:1:2::/64' });
  });
});
