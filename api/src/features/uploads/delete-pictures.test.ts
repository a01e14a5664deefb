// deletePicturesOf (pictures.ts) and DELETE /api/donations/{id}/: a deleted donation's
// certificate leaves the picture storage (file and row), unless something else still shows the
// same picture; another donor's picture is never touched.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApiApp } from '../../app.ts';
import { honorCertificates, pictures } from '../../schema.ts';
import { freshIp, makeTestApi, type TestApi } from '../../test-support.ts';
import { signUp } from '../account/account-fixtures.ts';
import { jpegWithGps } from '../helpme/helpme-fixtures.ts';
import { deletePicturesOf, savePicture } from './pictures.ts';
import { folderStorage } from './storage.ts';

let t: TestApi;
let root: string;
let app: ReturnType<typeof createApiApp>;
beforeAll(async () => {
  t = await makeTestApi();
  root = mkdtempSync(join(tmpdir(), 'delete-pictures-'));
  // The same database, pictures in a folder of this test: proves the route uses the app's storage.
  app = createApiApp({ db: t.handle.db, env: 'test', now: () => t.clock.now, trustProxy: 1, pictures: folderStorage(root) });
});
afterAll(() => t.handle.close());

const call = (method: string, path: string, token: string, body?: unknown) => Promise.resolve(app.request(path, {
  method,
  headers: { 'x-forwarded-for': freshIp(), authorization: `Token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  body: body === undefined ? undefined : JSON.stringify(body),
}));

const fileOf = (key: string) => join(root, key.slice(0, 2), key);

async function certificate(userId: number) {
  return savePicture(t.handle.db, folderStorage(root), t.clock.now, userId, new Uint8Array(await jpegWithGps()));
}

describe('DELETE /api/donations/{id}/ and the certificate picture', () => {
  it('deletes the certificate file and row; its URL answers 404', async () => {
    const me = await signUp(t, 'certificate-gone@example.com');
    const pic = await certificate(me.id);
    const added = await call('POST', '/api/donations/', me.token, { donate_at: '2026-03-04', blood_class: 'blood', blood_station_id: 1, certificate_id: pic.id });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    expect(existsSync(fileOf(pic.storageKey))).toBe(true);
    expect((await call('GET', `/api/picture/${pic.id}/`, me.token)).status).toBe(200);

    expect((await call('DELETE', `/api/donations/${id}/`, me.token)).status).toBe(204);
    expect(existsSync(fileOf(pic.storageKey))).toBe(false);
    expect(await t.handle.db.select().from(pictures).where(eq(pictures.id, pic.id))).toEqual([]);
    expect((await call('GET', `/api/picture/${pic.id}/`, me.token)).status).toBe(404);
  });

  it('keeps a certificate another donation, the honor certificate or the profile photo still shows', async () => {
    const me = await signUp(t, 'certificate-shared@example.com');
    const shared = await certificate(me.id);
    const honor = await certificate(me.id);
    const photo = await certificate(me.id);
    const donate = async (day: string, pictureId: number) =>
      ((await (await call('POST', '/api/donations/', me.token, { donate_at: day, blood_class: 'plasma', blood_station_id: 1, certificate_id: pictureId })).json()) as { id: number }).id;
    const first = await donate('2026-04-01', shared.id);
    const second = await donate('2026-05-01', shared.id);
    const third = await donate('2026-06-01', honor.id);
    const fourth = await donate('2026-07-01', photo.id);
    await t.handle.db.insert(honorCertificates).values({ userId: me.id, pictureId: honor.id, honorCertificateDate: '2026-06-02', createdAt: t.clock.now });
    expect((await call('PATCH', '/api/auth/me/', me.token, { photo_id: photo.id })).status).toBe(200);

    for (const id of [first, third, fourth]) expect((await call('DELETE', `/api/donations/${id}/`, me.token)).status).toBe(204);
    const left = async () => (await t.handle.db.select({ id: pictures.id }).from(pictures).where(eq(pictures.userId, me.id))).map((r) => r.id).sort();
    expect(await left()).toEqual([shared.id, honor.id, photo.id].sort());
    for (const p of [shared, honor, photo]) expect(existsSync(fileOf(p.storageKey))).toBe(true);

    // The last donation that showed it goes: so does the picture.
    expect((await call('DELETE', `/api/donations/${second}/`, me.token)).status).toBe(204);
    expect(await left()).toEqual([honor.id, photo.id].sort());
    expect(existsSync(fileOf(shared.storageKey))).toBe(false);
  });

  it('deletePicturesOf never touches another donor’s picture, even by id', async () => {
    const me = await signUp(t, 'pictures-mine@example.com');
    const other = await signUp(t, 'pictures-theirs@example.com');
    const theirs = await certificate(other.id);
    expect(await deletePicturesOf(t.handle.db, folderStorage(root), me.id, [theirs.id])).toEqual({ deleted: 0, failed: 0 });
    expect(existsSync(fileOf(theirs.storageKey))).toBe(true);
    expect(await deletePicturesOf(t.handle.db, folderStorage(root), other.id)).toEqual({ deleted: 1, failed: 0 });
    expect(readdirSync(join(root, theirs.storageKey.slice(0, 2)))).not.toContain(theirs.storageKey);
  });
});
