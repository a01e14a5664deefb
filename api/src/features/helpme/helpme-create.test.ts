// POST /api/address_needs/ (the help-me form, spec §4, §5): every field's Russian message, the
// indexed arrays of a multipart body, the photo judged by content with nothing stored on refusal,
// metadata gone from the stored photo, and the rate limits on creating.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecipientNeed } from '@donor/shared/contract/helpme';
import * as MSG from '@donor/shared/messages';
import { pictures } from '../../schema.ts';
import { needs } from './schema.ts';
import { HELPME_RATE } from './create-need.ts';
import { approveNeed, helpmeForm, isoDay, jpegWithGps, makeHelpmeTest, pngBomb, pngHtmlPolyglot, type HelpmeTest } from './helpme-fixtures.ts';

let t: HelpmeTest;
let author: { id: number; token: string };
beforeAll(async () => {
  t = await makeHelpmeTest();
  author = await t.account();
});
afterAll(async () => {
  await t?.handle.close();
});

const counts = async () => ({
  needs: (await t.handle.db.select({ n: count() }).from(needs))[0]!.n,
  pictures: (await t.handle.db.select({ n: count() }).from(pictures))[0]!.n,
  files: t.storedFiles().length,
});

describe('POST /api/address_needs/ — fields', () => {
  it('needs a login', async () => {
    expect((await t.postForm(helpmeForm(t))).status).toBe(401);
  });

  it('an empty form answers every required field with its spec §5 message', async () => {
    const res = await t.postForm(new FormData(), author.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      blood_class: [MSG.helpmeBloodClass], requested_blood_type: [MSG.helpmeBloodType], required_donors_count: [MSG.helpmeDonorsCount],
      city_id: [MSG.helpmeCity], blood_station_id: [MSG.helpmeStation], last_date: [MSG.helpmeLastDate], last_name: [MSG.helpmeLastName],
      first_name: [MSG.helpmeFirstName], birth_date: [MSG.helpmeBirthDate], search_reason: [MSG.helpmeSearchReason], publish_consent: [MSG.helpmeConsent],
    });
  });

  it.each([
    ['blood_class', 'water', MSG.choice],
    ['required_donors_count', '0', MSG.helpmeDonorsCount],
    ['required_donors_count', '101', MSG.helpmeDonorsCount],
    ['required_donors_count', 'десять', MSG.helpmeDonorsCount],
    ['city_id', 'Москва', MSG.helpmeCity],
    ['city_id', '999999', MSG.helpmeCity],
    ['blood_station_id', '99999999', MSG.helpmeStation],
    ['last_date', '24.12.2026', MSG.date],
    ['last_date', '2020-01-01', MSG.helpmeLastDateRange],
    ['last_date', '2031-01-01', MSG.helpmeLastDateRange],
    ['birth_date', '2999-01-01', MSG.dateFuture],
    ['birth_date', '1990-02-30', MSG.dateRange],
    ['last_name', '   ', MSG.helpmeLastName],
    ['first_name', 'http://spam.example', MSG.badChars],
    ['middle_name', 'Иванович1', MSG.badChars],
    ['search_reason', 'я'.repeat(1001), MSG.tooLong(1000)],
    ['search_reason', 'a\u0007b', MSG.badChars],
    ['publish_consent', 'false', MSG.helpmeConsent],
  ])('%s = %j → its message', async (field, bad, message) => {
    const res = await t.postForm(helpmeForm(t, { [field]: bad }), author.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
  });

  it('a Kazan station with Moscow chosen as the city is refused', async () => {
    const res = await t.postForm(helpmeForm(t, { blood_station_id: String(t.kazanStation) }), author.token);
    expect(await res.json()).toEqual({ blood_station_id: [MSG.helpmeStationCity] });
  });

  it('unknown blood types and none at all', async () => {
    const bad = await t.postForm(helpmeForm(t, { 'requested_blood_type[1]': 'kell' }), author.token);
    expect(await bad.json()).toEqual({ requested_blood_type: [MSG.choice] });
    const none = await t.postForm(helpmeForm(t, { 'requested_blood_type[0]': null, 'requested_blood_type[1]': null }), author.token);
    expect(await none.json()).toEqual({ requested_blood_type: [MSG.helpmeBloodType] });
  });

  it('indexed arrays are read in index order; the answer is the new need with its slots', async () => {
    const form = helpmeForm(t, { 'requested_blood_type[0]': null, 'requested_blood_type[1]': null, middle_name: '' });
    form.append('requested_blood_type[2]', 'b_minus');
    form.append('requested_blood_type[0]', 'ab_plus');
    const res = await t.postForm(form, author.token);
    expect(res.status).toBe(201);
    const need = RecipientNeed.parse(await res.json());
    expect(need).toMatchObject({
      status: 'search_in_progress', requested_blood_type: ['b_minus', 'ab_plus'], b_minus: 'need', ab_plus: 'need', o_plus: null,
      first_name: 'Анна', middle_name: null, last_name: 'Смирнова', title: 'Анна С.', birth_date: '1984-03-09', is_author: true,
      can_close: true, required_donors_count: 10, joined_count: 0, image: null, city: { id: 1, title: 'Москва' },
    });
    // One slot per day, today … last_date (docs/helpme.md «Дни»).
    expect(need.time_slots.map((s) => s.date)).toEqual(Array.from({ length: 6 }, (_, i) => isoDay(t.clock.now, i)));
    const [row] = await t.handle.db.select().from(needs).where(eq(needs.id, need.id));
    expect(row).toMatchObject({ authorUserId: author.id, consentAt: t.clock.now });
  });
});

describe('POST /api/address_needs/ — the photo', () => {
  const image = (bytes: Uint8Array, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

  it.each([
    ['a text file renamed .png', () => Buffer.from('просто текст, не картинка '.repeat(100)), MSG.imageType],
    ['a PNG signature in front of an HTML page', pngHtmlPolyglot, MSG.imageBroken],
    ['a 30000×30000 decompression bomb', () => pngBomb(), MSG.imagePixelsLarge],
    ['a file under 1 KB', () => Buffer.alloc(500, 1), MSG.imageFileSmall],
  ])('%s → 400 and nothing stored', async (_name, make, message) => {
    const before = await counts();
    const res = await t.postForm(helpmeForm(t, { _image: image(make()) }), author.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ _image: [message] });
    expect(await counts()).toEqual(before);
  });

  it('a photo under 200×200 is refused', async () => {
    const small = await sharp({ create: { width: 150, height: 150, channels: 3, background: '#888' } }).png({ compressionLevel: 0 }).toBuffer();
    const res = await t.postForm(helpmeForm(t, { _image: image(small) }), author.token);
    expect(await res.json()).toEqual({ _image: [MSG.imagePixelsSmall] });
  });

  it('a body over 8 MB is refused before it is read, nothing stored', async () => {
    const before = await counts();
    const res = await t.postForm(helpmeForm(t, { _image: image(new Uint8Array(8 * 1024 * 1024 + 200 * 1024)) }), author.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ _image: [MSG.imageFileLarge] });
    expect(await counts()).toEqual(before);
  });

  it('a JPEG with EXIF GPS is stored re-encoded with no metadata, public with the need', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const before = await counts();
    // Named .png but a JPEG: judged by content.
    const res = await t.postForm(helpmeForm(t, { _image: image(photo, 'image/png') }), author.token);
    expect(res.status).toBe(201);
    const need = RecipientNeed.parse(await res.json());
    expect(need.image).toMatch(/^\/api\/picture\/\d+\/$/);
    expect(await counts()).toEqual({ needs: before.needs + 1, pictures: before.pictures + 1, files: before.files + 1 });
    await approveNeed(t, need.id); // public once a moderator published the need (docs/helpme.md «Модерация»)
    const served = await t.upApp.request(need.image!); // anonymous: the photo is public with the need
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes('HospitalCam')).toBe(false);
    expect(bytes.includes(Buffer.from('Палата'))).toBe(false);
  });
});

describe('POST /api/address_needs/ — limits', () => {
  it(`at most ${HELPME_RATE.perUser.max} needs a day per account`, async () => {
    const someone = await t.account();
    for (let i = 0; i < HELPME_RATE.perUser.max; i++) expect((await t.postForm(helpmeForm(t), someone.token)).status).toBe(201);
    const res = await t.postForm(helpmeForm(t), someone.token);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it(`at most ${HELPME_RATE.perIp.max} needs a day per address, whatever the accounts`, async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < HELPME_RATE.perIp.max; i++) {
      const someone = await t.account();
      expect((await t.postForm(helpmeForm(t), someone.token, ip)).status).toBe(201);
    }
    expect((await t.postForm(helpmeForm(t), (await t.account()).token, ip)).status).toBe(429);
  });

  it('a refused photo does not use up the day', async () => {
    const someone = await t.account();
    for (let i = 0; i < HELPME_RATE.perUser.max + 2; i++) {
      expect((await t.postForm(helpmeForm(t, { _image: new Blob([new Uint8Array(pngHtmlPolyglot())]) }), someone.token)).status).toBe(400);
    }
    expect((await t.postForm(helpmeForm(t), someone.token)).status).toBe(201);
  });
});
