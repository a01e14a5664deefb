// The deploy command's settings: nothing to set for the local store and platform, and a
// mistyped address or bucket is named before anything is built or uploaded.
import { describe, expect, it } from 'vitest';
import { settingsFromEnv } from './settings.ts';

describe('settingsFromEnv', () => {
  it('defaults to `npm run s3` and `npm start`', () => {
    expect(settingsFromEnv({})).toEqual({
      s3: { endpoint: 'http://127.0.0.1:4569', bucket: 'sections', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      publicBase: 'http://127.0.0.1:4569/sections',
      donorUrl: 'http://127.0.0.1:8080',
      auth: null,
    });
  });

  it('a CDN in front of the bucket, a token before a password', () => {
    const s = settingsFromEnv({
      SECTIONS_S3_ENDPOINT: 'https://storage.yandexcloud.net/', SECTIONS_S3_BUCKET: 'donor-sections', SECTIONS_S3_REGION: 'ru-central1',
      SECTIONS_PUBLIC_BASE: 'https://cdn.donor.example/', DONOR_URL: 'https://staging.donor.example', DEPLOY_TOKEN: 't', DEPLOY_EMAIL: 'a@b.c', DEPLOY_PASSWORD: 'p',
    });
    expect(s.s3).toMatchObject({ endpoint: 'https://storage.yandexcloud.net', bucket: 'donor-sections', region: 'ru-central1' });
    expect(s.publicBase).toBe('https://cdn.donor.example');
    expect(s.auth).toEqual({ token: 't' });
    expect(settingsFromEnv({ DEPLOY_EMAIL: 'a@b.c', DEPLOY_PASSWORD: 'p' }).auth).toEqual({ email: 'a@b.c', password: 'p' });
  });

  it('names a wrong setting', () => {
    expect(() => settingsFromEnv({ SECTIONS_S3_ENDPOINT: 'storage.example' })).toThrow('SECTIONS_S3_ENDPOINT');
    expect(() => settingsFromEnv({ DONOR_URL: 'ftp://x' })).toThrow('DONOR_URL должен начинаться');
    expect(() => settingsFromEnv({ SECTIONS_S3_BUCKET: 'My_Bucket' })).toThrow('SECTIONS_S3_BUCKET');
  });
});
