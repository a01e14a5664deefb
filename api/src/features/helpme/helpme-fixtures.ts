// Test set-up of the help-me API tests: the test API plus a second app on the same database whose
// pictures go to a folder the test can list ("nothing stored"), throw-away accounts with tokens,
// the multipart form and images made with sharp (a photo with EXIF GPS, a header-only bomb).
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createApiApp } from '../../app.ts';
import { bloodStationHours, bloodStations, users } from '../../schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import { folderStorage } from '../uploads/storage.ts';
import { freshIp, makeTestApi, type TestApi } from '../../test-support.ts';

export interface HelpmeTest extends TestApi {
  /** The app whose pictures land in `storedFiles()`. */
  upApp: ReturnType<typeof createApiApp>;
  storedFiles(): string[];
  /** A new active account and its token. */
  account(opts?: { staff?: boolean }): Promise<{ id: number; token: string }>;
  /** A Moscow and a Kazan station (spec §9: cities 1 and 50). */
  moscowStation: number;
  kazanStation: number;
  postForm(form: FormData, token?: string, ip?: string): Promise<Response>;
}

let accounts = 0;

export async function makeHelpmeTest(): Promise<HelpmeTest> {
  const t = await makeTestApi();
  const root = mkdtempSync(join(tmpdir(), 'helpme-uploads-'));
  const upApp = createApiApp({ db: t.handle.db, env: 'test', now: () => t.clock.now, trustProxy: 1, pictures: folderStorage(root) });
  const stationOf = async (cityId: number) => {
    const [s] = await t.handle.db.select({ id: bloodStations.id }).from(bloodStations)
      .where(and(eq(bloodStations.cityId, cityId), eq(bloodStations.closed, false))).orderBy(asc(bloodStations.id)).limit(1);
    return s!.id;
  };
  // The two stations work every day, 8:00–20:00: a test's days are open whatever weekday it runs
  // on (days off and closed days have their own test, booking/need-booking.test.ts).
  const dailyHours = async (stationId: number) => {
    await t.handle.db.delete(bloodStationHours).where(eq(bloodStationHours.bloodStationId, stationId));
    await t.handle.db.insert(bloodStationHours).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ bloodStationId: stationId, weekday, opens: '08:00', closes: '20:00' })));
  };
  const moscowStation = await stationOf(1);
  const kazanStation = await stationOf(50);
  await dailyHours(moscowStation);
  await dailyHours(kazanStation);
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  return {
    ...t,
    upApp,
    storedFiles: () => walk(root),
    moscowStation,
    kazanStation,
    async account(opts = {}) {
      const n = ++accounts;
      const [u] = await t.handle.db.insert(users).values({
        email: `helpme-${n}-${process.pid}@example.com`, passwordHash: '!', firstName: 'Тест', lastName: 'Тестов', cityId: 1,
        referralCode: `HELPME${process.pid}X${n}`, isActive: true, isStaff: opts.staff ?? false, dateJoined: t.clock.now,
      }).returning({ id: users.id });
      return { id: u!.id, token: await issueToken(t.handle.db, t.clock.now, u!.id) };
    },
    postForm(form, token, ip) {
      const headers: Record<string, string> = { 'x-forwarded-for': ip ?? freshIp() };
      if (token) headers.authorization = `Token ${token}`;
      return Promise.resolve(upApp.request('/api/address_needs/', { method: 'POST', headers, body: form }));
    },
  };
}

let moderators = 0;
/**
 * Publishes a new request the way a moderator does (docs/helpme.md «Модерация»: a request is
 * public only once approved): a throw-away moderator account, the verdict endpoint.
 */
export async function approveNeed(t: Pick<TestApi, 'handle' | 'clock' | 'call'>, id: number): Promise<void> {
  const n = ++moderators;
  const [u] = await t.handle.db.insert(users).values({
    email: `moderator-${n}-${process.pid}-${Date.now()}@example.com`, passwordHash: '!', firstName: 'Модератор', lastName: 'Тестовый', cityId: 1,
    referralCode: `MOD${process.pid}X${n}X${Date.now() % 100000}`, isActive: true, isStaff: true, dateJoined: t.clock.now,
  }).returning({ id: users.id });
  const token = await issueToken(t.handle.db, t.clock.now, u!.id);
  const res = await t.call('POST', `/api/staff/helpme/${id}/verdict/`, { token, body: { verdict: 'approve', expected: 'pending' } });
  if (res.status !== 200) throw new Error(`approve ${id}: ${res.status} ${await res.text()}`);
}

export const isoDay = (d: Date, plus = 0): string => new Date(d.getTime() + plus * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);

/** A valid help-me form (strings, as the browser sends them); `over` replaces or removes (null) fields. */
export function helpmeForm(t: Pick<HelpmeTest, 'clock' | 'moscowStation'>, over: Record<string, string | Blob | null> = {}): FormData {
  const base: Record<string, string | Blob | null> = {
    blood_class: 'blood', 'requested_blood_type[0]': 'o_plus', 'requested_blood_type[1]': 'a_minus', required_donors_count: '10',
    city_id: '1', blood_station_id: String(t.moscowStation), last_date: isoDay(t.clock.now, 5), last_name: 'Смирнова', first_name: 'Анна',
    middle_name: 'Петровна', birth_date: '1984-03-09', search_reason: 'Плановая операция, нужна кровь.', publish_consent: 'true',
    ...over,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(base)) {
    if (v === null) continue;
    if (v instanceof Blob) form.append(k, v, k === '_image' ? 'photo.png' : undefined);
    else form.append(k, v);
  }
  return form;
}

/** A real JPEG photo of `w`×`h` carrying EXIF with a GPS position and a camera comment. */
export async function jpegWithGps(w = 640, h = 480): Promise<Buffer> {
  return sharp({ create: { width: w, height: h, channels: 3, background: { r: 180, g: 40, b: 60 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'HospitalCam', ImageDescription: 'Палата 12, корпус 3' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 0/1' },
    })
    .toBuffer();
}

// A PNG whose header claims 30000×30000 pixels (900 MP, gigabytes once decoded) in a few bytes:
// the decompression bomb's shape. CRCs are real, so only the pixel cap can refuse it.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
export function pngBomb(side = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const idat = Buffer.alloc(2048, 0); // padding: the file passes the 1 KB minimum
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Text dressed as a picture: a PNG signature in front of an HTML page (a polyglot). */
export function pngHtmlPolyglot(): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`<html><script>alert(document.cookie)</script>${' '.repeat(2000)}</html>`)]);
}
