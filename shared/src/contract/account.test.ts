import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as MSG from '../messages.ts';
import { ChangePhoneBody, ConfirmEmailBody, DeleteAccountBody, MetadataBody, NotificationToggleBody, OAuthBody } from './account.ts';
import { fieldErrorsOf } from './common.ts';
import { MeUpdateBody } from './auth-bodies.ts';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : fieldErrorsOf(r.error);
};

describe('account contract', () => {
  it('addresses are normalised like registration; codes are 6 digits', () => {
    expect(ChangePhoneBody.parse({ phone: '8 (916) 000-80-02' })).toEqual({ phone: '+79160008002' });
    expect(ConfirmEmailBody.parse({ email: ' A@B.RU ', code: '012345' })).toEqual({ email: 'a@b.ru', code: '012345' });
    expect(errorsOf(ConfirmEmailBody, { email: 'a@b.ru', code: '12345' })).toEqual({ code: [MSG.code] });
  });

  it('metadata: an object of at most 4 KB of JSON', () => {
    expect(MetadataBody.parse({ metadata: { a: 1, b: null } })).toEqual({ metadata: { a: 1, b: null } });
    expect(errorsOf(MetadataBody, { metadata: [1] })).toEqual({ metadata: [MSG.metadataObject] });
    expect(errorsOf(MetadataBody, {})).toEqual({ metadata: [MSG.required] });
    expect(errorsOf(MetadataBody, { metadata: { x: 'я'.repeat(2100) } })).toEqual({ metadata: [MSG.metadataTooLarge(4)] });
  });

  it('channels, providers, password, gender, photo_id', () => {
    expect(errorsOf(NotificationToggleBody, { channel: 'push' })).toEqual({ channel: [MSG.notificationChannel] });
    expect(errorsOf(OAuthBody, { provider: '../vk', code: 'c', state: 's', redirect_uri: 'x' })).toEqual({ provider: [MSG.oauthProvider] });
    expect(errorsOf(DeleteAccountBody, {})).toEqual({ password: [MSG.required] });
    expect(MeUpdateBody.parse({ gender: null, photo_id: '12' })).toEqual({ gender: null, photo_id: 12 });
    expect(errorsOf(MeUpdateBody, { gender: 'other' })).toEqual({ gender: [MSG.gender] });
  });
});
