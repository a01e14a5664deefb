// The honor certificate (one per donor, private picture), the survey and feedback after a
// donation and the "what happens next" info: each on the donor's own things only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DonationList, Feedback, HonorCertificate, InfoAfterDonation, Picture, Survey, SurveyList } from '@donor/shared/contract/cabinet';
import * as MSG from '@donor/shared/messages';
import { freshIp, makeDonorTestApi, type TestApi } from '../../test-support.ts';
import { INFO_AFTER_DONATION } from './info-after-donation-data.ts';

let t: TestApi;
let demo: string;
let fresh: string;
let demoDonation: number;
beforeAll(async () => {
  ({ t, demo, fresh } = await makeDonorTestApi());
  demoDonation = DonationList.parse(await (await t.call('GET', '/api/donations/?blood_class=plasma', { token: demo })).json()).results[0]!.id;
});
afterAll(() => t.handle.close());

const json = async (res: Response) => (await res.json()) as unknown;

async function picture(token: string): Promise<Picture> {
  const raw = Buffer.alloc(300 * 300 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 31) % 256;
  const form = new FormData();
  form.set('file', new File([await sharp(raw, { raw: { width: 300, height: 300, channels: 3 } }).png().toBuffer()], 'cert.png'));
  const res = await t.app.request('/api/picture/', { method: 'POST', body: form, headers: { authorization: `Token ${token}`, 'x-forwarded-for': freshIp() } });
  expect(res.status).toBe(201);
  return Picture.parse(await res.json());
}

describe('honor certificate', () => {
  it('none → POST once (a second POST → 400) → PATCH; another donor’s picture or certificate → 400/404', async () => {
    expect((await t.call('GET', '/api/honor-certificate/')).status).toBe(401);
    expect(await json(await t.call('GET', '/api/honor-certificate/', { token: fresh }))).toBeNull();
    const demoPic = await picture(demo);
    const mine = await picture(fresh);
    const body = { image_id: demoPic.id, honor_certificate_date: '2025-06-14' };
    expect(await json(await t.call('POST', '/api/honor-certificate/', { token: fresh, body }))).toEqual({ image_id: [MSG.pictureNotFound] });
    expect(await json(await t.call('POST', '/api/honor-certificate/', { token: fresh, body: { image_id: mine.id, honor_certificate_date: '2999-01-01' } }))).toEqual({
      honor_certificate_date: [MSG.dateFuture],
    });
    const created = await t.call('POST', '/api/honor-certificate/', { token: fresh, body: { image_id: mine.id, honor_certificate_date: '2025-06-14' } });
    expect(created.status).toBe(201);
    const cert = HonorCertificate.parse(await created.json());
    expect(cert).toEqual({ id: cert.id, image_id: mine.id, image_url: mine.url, honor_certificate_date: '2025-06-14' });
    expect(await json(await t.call('POST', '/api/honor-certificate/', { token: fresh, body: { image_id: mine.id, honor_certificate_date: '2025-06-14' } }))).toEqual({
      non_field_errors: [MSG.honorExists],
    });
    const patched = await t.call('PATCH', '/api/honor-certificate/', { token: fresh, body: { honor_certificate_date: '2025-07-01' } });
    expect(HonorCertificate.parse(await patched.json()).honor_certificate_date).toBe('2025-07-01');
    expect(HonorCertificate.parse(await json(await t.call('GET', `/api/honor-certificate/${cert.id}/`, { token: fresh }))).id).toBe(cert.id);
    // Another donor: not their certificate, not their picture.
    expect((await t.call('GET', `/api/honor-certificate/${cert.id}/`, { token: demo })).status).toBe(404);
    expect((await t.call('PATCH', `/api/honor-certificate/${cert.id}/`, { token: demo, body: { honor_certificate_date: '2020-01-01' } })).status).toBe(404);
    expect((await t.call('GET', cert.image_url, { token: demo })).status).toBe(404);
    expect(await json(await t.call('PATCH', '/api/honor-certificate/', { token: fresh, body: { image_id: demoPic.id } }))).toEqual({ image_id: [MSG.pictureNotFound] });
  });
});

describe('survey and feedback after a donation', () => {
  it('survey: mine only; validation in Russian; listed under the donation', async () => {
    const body = { donation_id: demoDonation, wellbeing: 4, had_reaction: false, would_return: true, comment: 'Всё прошло спокойно' };
    expect(await json(await t.call('POST', '/api/survey_after_donation/', { token: fresh, body }))).toEqual({ donation_id: [MSG.donationNotFound] });
    const res = await t.call('POST', '/api/survey_after_donation/', { token: demo, body });
    expect(res.status).toBe(201);
    const s = Survey.parse(await res.json());
    expect(s).toMatchObject({ donation_id: demoDonation, wellbeing: 4, had_reaction: false, would_return: true, comment: 'Всё прошло спокойно' });
    expect(await json(await t.call('POST', '/api/survey_after_donation/', { token: demo, body: { donation_id: demoDonation, wellbeing: 6, comment: 'х'.repeat(1001) } }))).toEqual({
      wellbeing: [MSG.ratingRange], had_reaction: [MSG.required], would_return: [MSG.required], comment: [MSG.tooLong(1000)],
    });
    const list = SurveyList.parse(await json(await t.call('GET', `/api/donations/${demoDonation}/surveys/`, { token: demo })));
    expect(list.results.map((x) => x.id)).toEqual([s.id]);
    expect((await t.call('GET', `/api/donations/${demoDonation}/surveys/`, { token: fresh })).status).toBe(404);
  });

  it('feedback: POST once per donation, PATCH by the owner only', async () => {
    expect(await json(await t.call('POST', '/api/donation_feedback/', { token: fresh, body: { donation_id: demoDonation, rating: 5 } }))).toEqual({ donation_id: [MSG.donationNotFound] });
    const res = await t.call('POST', '/api/donation_feedback/', { token: demo, body: { donation_id: demoDonation, rating: 5, text: 'Спасибо персоналу' } });
    expect(res.status).toBe(201);
    const f = Feedback.parse(await res.json());
    expect(f).toMatchObject({ donation_id: demoDonation, rating: 5, text: 'Спасибо персоналу' });
    expect(await json(await t.call('POST', '/api/donation_feedback/', { token: demo, body: { donation_id: demoDonation, rating: 4 } }))).toEqual({ non_field_errors: [MSG.feedbackExists] });
    expect((await t.call('PATCH', `/api/donation_feedback/${f.id}/`, { token: fresh, body: { rating: 1 } })).status).toBe(404);
    expect(await json(await t.call('PATCH', `/api/donation_feedback/${f.id}/`, { token: demo, body: { rating: 0 } }))).toEqual({ rating: [MSG.ratingRange] });
    const patched = Feedback.parse(await json(await t.call('PATCH', `/api/donation_feedback/${f.id}/`, { token: demo, body: { rating: 4 } })));
    expect(patched).toMatchObject({ id: f.id, rating: 4, text: 'Спасибо персоналу' });
  });

  it('info after donation: per component, mine only', async () => {
    const info = InfoAfterDonation.parse(await json(await t.call('GET', `/api/info-after-donation/${demoDonation}`, { token: demo })));
    expect(info).toEqual({ donation_id: demoDonation, blood_class: 'plasma', ...INFO_AFTER_DONATION.plasma });
    expect(info.steps.map((s) => s.text).join(' ')).toMatch(/3 лет/);
    expect((await t.call('GET', `/api/info-after-donation/${demoDonation}`, { token: fresh })).status).toBe(404);
    expect((await t.call('GET', `/api/info-after-donation/${demoDonation}`)).status).toBe(401);
    for (const texts of Object.values(INFO_AFTER_DONATION)) {
      expect(texts.steps.length).toBeGreaterThanOrEqual(3);
      for (const s of texts.steps) expect(s.text).toMatch(/^[А-ЯЁ]/);
    }
  });
});
