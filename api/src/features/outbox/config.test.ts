// The delivery settings: malformed values stop the start, missing ones only leave a channel
// undelivered (docs/PRODUCTION.md «Исходящие сообщения»).
import { describe, expect, it } from 'vitest';
import { loadOutboxConfig, missingChannels, OutboxConfigError } from './config.ts';

describe('outbox settings', () => {
  it('defaults: no adapters, a 2 s tick, 6 attempts', () => {
    const c = loadOutboxConfig({});
    expect(c).toEqual({ OUTBOX_INTERVAL_MS: 2_000, OUTBOX_MAX_ATTEMPTS: 6 });
    expect(missingChannels(c)).toEqual(['e-mail (SMTP_URL, SMTP_FROM)', 'SMS (SMS_API_URL, SMS_API_KEY)']);
  });

  it('reads both adapters; empty values count as unset', () => {
    const c = loadOutboxConfig({
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      SMTP_FROM: 'Донор Рядом <noreply@example.com>',
      SMS_API_URL: 'https://sms.example.com/v1/send',
      SMS_API_KEY: 'k',
      OUTBOX_INTERVAL_MS: '',
    });
    expect(c.OUTBOX_INTERVAL_MS).toBe(2_000);
    expect(missingChannels(c)).toEqual([]);
  });

  it.each([
    [{ SMTP_URL: 'mail.example.com', SMTP_FROM: 'a@b.c' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.com' }, 'SMTP_FROM'],
    [{ SMS_API_KEY: 'k' }, 'SMS_API_URL'],
    [{ SMS_API_URL: 'ftp://sms.example.com', SMS_API_KEY: 'k' }, 'SMS_API_URL'],
    [{ OUTBOX_MAX_ATTEMPTS: '0' }, 'OUTBOX_MAX_ATTEMPTS'],
  ])('refuses %j (names %s)', (env, name) => {
    expect(() => loadOutboxConfig(env)).toThrow(OutboxConfigError);
    expect(() => loadOutboxConfig(env)).toThrow(name);
  });
});
