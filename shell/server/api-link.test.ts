import { describe, expect, it } from 'vitest';
import { forwardedFor } from './api-link.ts';

describe('forwardedFor: the host as a proxy in front of a remote API', () => {
  it('appends the socket address it saw to what trusted proxies sent', () => {
    expect(forwardedFor('203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7, 10.0.0.2');
  });

  it('drops a client-sent header when the host trusts no proxy (it would be forged)', () => {
    expect(forwardedFor('185.71.76.1', '198.51.100.9', 0)).toBe('198.51.100.9');
  });

  it('keeps nothing when there is neither a trusted header nor a socket', () => {
    expect(forwardedFor('1.2.3.4', undefined, 0)).toBeNull();
  });
});
