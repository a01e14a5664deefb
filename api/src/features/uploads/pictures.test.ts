// POST /api/picture/ and GET /api/picture/{id}/ with real images made by sharp: content checks
// (magic bytes, size, real decode, 200×200, pixel cap), metadata stripped, private by owner (token
// header or cookie), public once attached as a profile photo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { Picture } from '@donor/shared/contract/common';
import * as MSG from '@donor/shared/messages';
import { freshIp, makeDonorTestApi, type TestApi } from '../../test-support.ts';
import { attachPublicPicture } from './pictures.ts';
import { users } from '../../schema.ts';
import { eq } from 'drizzle-orm';

let t: TestApi;
let demo: string;
let fresh: string;
beforeAll(async () => {
  ({ t, demo, fresh } = await makeDonorTestApi());
});
afterAll(() => t.handle.close());

function upload(bytes: Uint8Array, opts: { token?: string; name?: string; type?: string } = {}): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], opts.name ?? 'photo.jpg', { type: opts.type ?? 'image/jpeg' }));
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
  if (opts.token) headers.authorization = `Token ${opts.token}`;
  return Promise.resolve(t.app.request('/api/picture/', { method: 'POST', body: form, headers }));
}

/** A noisy photo-like JPEG (big enough to pass the 1 KB floor) with EXIF that has GPS. */
async function photoWithGps(width = 640, height = 480): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'SpyCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 2100/100', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 0/1' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}

/** A valid PNG header that claims 30000×30000 (900 MP, ~2.7 GB of pixels) in a few KB of file. */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.alloc(4_000_000))), pngChunk('IEND', Buffer.alloc(0))]);
}

const errorsOf = async (res: Response) => (await res.json()) as Record<string, string[]>;

describe('POST /api/picture/', () => {
  it('needs a login', async () => {
    expect((await upload(await photoWithGps())).status).toBe(401);
  });

  it('re-encodes to WebP and strips EXIF (GPS included)', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, { token: demo });
    expect(res.status).toBe(201);
    const pic = Picture.parse(await res.json());
    expect(pic).toMatchObject({ width: 640, height: 480, url: `/api/picture/${pic.id}/` });
    const served = await t.call('GET', pic.url, { token: demo });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('refuses an image under 200×200, a text file named .jpg, a tiny file and a decompression bomb', async () => {
    const small = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 0 }).toBuffer();
    expect(small.length).toBeGreaterThan(1024);
    let res = await upload(small, { token: demo, name: 'small.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual({ file: [MSG.imagePixelsSmall] });

    res = await upload(new TextEncoder().encode('это не картинка, а текст\n'.repeat(100)), { token: demo, name: 'photo.jpg' });
    expect(await errorsOf(res)).toEqual({ file: [MSG.imageType] });

    res = await upload(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), { token: demo });
    expect(await errorsOf(res)).toEqual({ file: [MSG.imageFileSmall] });

    // A JPEG start and garbage after it: the decode fails, nothing is stored.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x41)]);
    res = await upload(broken, { token: demo });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual({ file: [MSG.imageBroken] });

    const started = performance.now();
    res = await upload(pngBomb(), { token: demo, name: 'bomb.png', type: 'image/png' });
    expect(await errorsOf(res)).toEqual({ file: [MSG.imagePixelsLarge] });
    expect(performance.now() - started).toBeLessThan(2000); // refused from the header, never decoded
    expect(t.logged).toEqual([]);
  });

  it('refuses a file over 8 MB and a form without a file', async () => {
    const big = new Uint8Array(8 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    let res = await upload(big, { token: demo });
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual({ file: [MSG.imageFileLarge] });
    res = await t.call('POST', '/api/picture/', { token: demo, body: { file: 'x' } });
    expect(await errorsOf(res)).toEqual({ file: [MSG.imageMissing] });
  });
});

describe('GET /api/picture/{id}/', () => {
  it('a private picture: the owner by header or by the token cookie; another donor and nobody → 404', async () => {
    const pic = Picture.parse(await (await upload(await photoWithGps(300, 300), { token: demo })).json());
    expect((await t.call('GET', pic.url, { token: demo })).status).toBe(200);
    const byCookie = await t.call('GET', pic.url, { headers: { cookie: `token=${demo}` } });
    expect(byCookie.status).toBe(200);
    expect((await t.call('GET', pic.url, { token: fresh })).status).toBe(404);
    expect((await t.call('GET', pic.url, { headers: { cookie: `token=${fresh}` } })).status).toBe(404);
    expect((await t.call('GET', pic.url)).status).toBe(404);
    expect((await t.call('GET', '/api/picture/999999/', { token: demo })).status).toBe(404);
    const etag = byCookie.headers.get('etag')!;
    expect((await t.call('GET', pic.url, { token: demo, headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('attachPublicPicture: only the owner’s picture, which then anyone may see', async () => {
    const pic = Picture.parse(await (await upload(await photoWithGps(300, 300), { token: demo })).json());
    const [fresher] = await t.handle.db.select().from(users).where(eq(users.email, 'new@example.com'));
    await expect(attachPublicPicture(t.handle.db, fresher!.id, pic.id)).rejects.toMatchObject({ status: 400, body: { photo_id: [MSG.pictureNotFound] } });
    const [owner] = await t.handle.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    expect(await attachPublicPicture(t.handle.db, owner!.id, pic.id)).toBe(pic.url);
    const anon = await t.call('GET', pic.url);
    expect(anon.status).toBe(200);
    expect(anon.headers.get('cache-control')).toMatch(/^public/);
  });
});
