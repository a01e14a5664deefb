// Pictures (spec §7 "Other store base paths": picture; §5 "Image"): POST /api/picture/ takes one
// image (multipart field `file`), GET /api/picture/{id}/ serves it. Certificates are private to
// their owner; a picture attached as a profile photo becomes public (attachPublicPicture).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import type { Picture } from '@donor/shared/contract/common';
import { pathOf } from '@donor/shared/endpoint';
import { getPicture, uploadPicture } from '@donor/shared/endpoints/uploads';
import * as MSG from '@donor/shared/messages';
import { pictures } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv, ApiDeps, Ctx } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { pathId } from '../../lib/http.ts';
import { honoPath, route } from '../../lib/route.ts';
import { consume, type Limit } from '../../lib/rate-limit.ts';
import { currentUser, requireUser, sessionOfToken } from '../../lib/tokens.ts';
import { IMAGE_LIMITS, cleanImage } from './image.ts';
import type { PictureStorage } from './storage.ts';

/** The upload path: the app's 1 MB body limit skips it, this file applies the image limit. */
export const UPLOAD_PATH = /^\/api\/picture\/?$/;
/** Served from our own origin (relative: the host proxies /api). */
export const pictureUrl = (id: number): string => pathOf(getPicture, { id });

export type PictureRow = typeof pictures.$inferSelect;

/** Uploads per user per hour: a form needs a few; more is someone filling our disk. */
const UPLOADS_PER_USER: Limit = { scope: 'upload:user', max: 60, windowMs: 60 * 60_000 };

const newPictureKey = () => `${randomBytes(16).toString('hex')}.webp`;

/** Checks, cleans and stores an image of `userId` (the route and the seed). */
export async function savePicture(db: Tx, storage: PictureStorage, now: Date, userId: number, bytes: Uint8Array): Promise<PictureRow> {
  const image = await cleanImage(bytes);
  const key = newPictureKey();
  await storage.put(key, image.data);
  try {
    const [row] = await db
      .insert(pictures)
      .values({ userId, storageKey: key, mime: image.mime, width: image.width, height: image.height, bytes: image.data.length, createdAt: now })
      .returning();
    return row!;
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}

/**
 * Erases pictures of `userId`, the stored file and then the row: all of them (deleting the
 * account, docs/SECURITY.md «Удаление аккаунта»), or only `ids` that nothing else still shows —
 * another donation's certificate, the honor certificate, a help-me request's photo or the
 * profile photo (deleting a donation drops its certificate, not a picture it shares). A row goes
 * only once its file is gone, so a storage failure leaves the row behind as the record of what
 * is still to erase (private by then, see delete-account.ts), never a file nobody knows of. Such
 * a failure is logged, not thrown: what the donor asked for has already happened.
 */
export async function deletePicturesOf(
  db: Tx, storage: PictureStorage, userId: number, ids?: readonly number[],
  logError: (line: string, err: unknown) => void = (line, err) => console.error(`[pictures] ${line}`, err),
): Promise<{ deleted: number; failed: number }> {
  if (ids && ids.length === 0) return { deleted: 0, failed: 0 };
  const unused = sql`NOT EXISTS (SELECT 1 FROM donations d WHERE d.certificate_picture_id = ${pictures.id})
    AND NOT EXISTS (SELECT 1 FROM honor_certificates h WHERE h.picture_id = ${pictures.id})
    AND NOT EXISTS (SELECT 1 FROM address_needs n WHERE n.picture_id = ${pictures.id})
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.photo_small = '/api/picture/' || ${pictures.id} || '/')`;
  const rows = await db.select({ id: pictures.id, key: pictures.storageKey }).from(pictures)
    .where(and(eq(pictures.userId, userId), ids ? and(inArray(pictures.id, [...ids]), unused) : undefined));
  let deleted = 0;
  for (const row of rows) {
    try {
      await storage.delete(row.key);
      await db.delete(pictures).where(eq(pictures.id, row.id));
      deleted++;
    } catch (err) {
      logError(`picture ${row.id} of user ${userId} not erased`, err);
    }
  }
  return { deleted, failed: rows.length - deleted };
}

export const serializePicture = (p: PictureRow): Picture => ({ id: p.id, url: pictureUrl(p.id), width: p.width, height: p.height });

/** A picture of this user, or a 400 at `field` (another donor's picture is "not found" too). */
export async function ownPicture(db: Tx, userId: number, pictureId: number, field: string): Promise<PictureRow> {
  const [row] = await db.select().from(pictures).where(and(eq(pictures.id, pictureId), eq(pictures.userId, userId))).limit(1);
  if (!row) throw fieldError(field, MSG.pictureNotFound);
  return row;
}

/**
 * For the profile photo (PATCH /api/auth/me {photo_id}): checks that the picture is the user's,
 * makes it public (a photo is shown next to the name on public pages) and returns its URL.
 * Throws 400 `{photo_id: [...]}` otherwise.
 */
export async function attachPublicPicture(db: Tx, userId: number, pictureId: number, field = 'photo_id'): Promise<string> {
  await ownPicture(db, userId, pictureId, field);
  await db.update(pictures).set({ public: true }).where(eq(pictures.id, pictureId));
  return pictureUrl(pictureId);
}

/**
 * The viewer of a private picture: the Authorization header, or else the `token` cookie, because
 * an <img src> cannot send headers. Taking the cookie here is safe: this is a GET that changes
 * nothing (no CSRF to fear), the cookie is SameSite=Strict (shared/src/cookies.ts), so another
 * site's page cannot make the browser send it, and the answer carries
 * Cross-Origin-Resource-Policy: same-site, so no other site can embed the bytes either.
 */
async function viewerOf(c: Ctx, deps: ApiDeps): Promise<{ id: number; isStaff: boolean } | null> {
  const cookie = getCookie(c, 'token');
  const authed = (await currentUser(c, deps)) ?? (cookie ? await sessionOfToken(deps, cookie) : null);
  return authed ? { id: authed.user.id, isStaff: authed.user.isStaff } : null;
}

/**
 * A help-me request's photo (docs/helpme.md «Модерация») is public only while its request is
 * published (the moderation writes `public`), and moderators may open it before that. A public
 * one is cached for minutes, not a year: hiding the request must take the photo out of shared
 * caches soon.
 */
const NEED_PHOTO = sql<boolean>`EXISTS (SELECT 1 FROM address_needs n WHERE n.picture_id = "pictures"."id")`;
const NEED_PHOTO_CACHE = 'public, max-age=300';
/**
 * A donation's certificate stays private to its donor, and moderators may open it: they review
 * donations by it (docs/staff.md «Проверка донаций»). No one else, and no other private picture.
 */
// Spelled "pictures"."id": drizzle writes a bare "id" for a column inside a select list, which the
// subquery would read as its own row's id.
const CERTIFICATE = sql<boolean>`EXISTS (SELECT 1 FROM donations d WHERE d.certificate_picture_id = "pictures"."id")`;

export function registerPictureRoutes(app: Hono<ApiEnv>, storage: PictureStorage): void {
  // Room for the multipart framing around an 8 MB file; a bigger body is refused before it is read.
  const limit = bodyLimit({
    maxSize: IMAGE_LIMITS.maxBytes + 64 * 1024,
    onError: (c) => c.json({ file: [MSG.imageFileLarge] }, 400),
  });

  // The image limit runs before the upload's handler (registered first, on its path and method only).
  app.use(honoPath(uploadPicture.path), (c, next) => (c.req.method === uploadPicture.method ? limit(c, next) : next()));
  route(app, uploadPicture, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw fieldError('file', MSG.imageMissing);
    let file: unknown;
    try {
      file = (await c.req.parseBody())['file'];
    } catch {
      throw fieldError('file', MSG.imageMissing);
    }
    if (!(file instanceof File)) throw fieldError('file', MSG.imageMissing);
    await consume(deps, UPLOADS_PER_USER, String(user.id));
    const row = await savePicture(deps.db, storage, deps.now(), user.id, new Uint8Array(await file.arrayBuffer()));
    return io.ok(serializePicture(row), 201);
  });

  route(app, getPicture, async (c, io) => {
    const deps = c.get('deps');
    const [found] = await deps.db.select({ row: pictures, needPhoto: NEED_PHOTO, certificate: CERTIFICATE }).from(pictures).where(eq(pictures.id, pathId(c))).limit(1);
    if (!found) throw notFound();
    const { row, needPhoto, certificate } = found;
    // Someone else's private picture answers like a missing one: its existence is not told.
    if (!row.public) {
      const viewer = await viewerOf(c, deps);
      if (!viewer || (viewer.id !== row.userId && !((needPhoto || certificate) && viewer.isStaff))) throw notFound();
    }
    const etag = `"p${row.id}-${row.bytes}"`;
    const headers: Record<string, string> = {
      'Content-Type': row.mime,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // A stored picture never changes (a new upload gets a new id): cache it for long, but a
      // private one only in the viewer's own browser, never in a shared cache.
      'Cache-Control': !row.public ? 'private, max-age=86400' : needPhoto ? NEED_PHOTO_CACHE : 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': row.public ? 'cross-origin' : 'same-site',
      ETag: etag,
    };
    if (!row.public) headers.Vary = 'Authorization, Cookie';
    if (c.req.header('if-none-match') === etag) return io.send(c.body(null, 304, headers));
    const bytes = await storage.get(row.storageKey);
    if (!bytes) throw notFound();
    return io.send(c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Length': String(bytes.length) }));
  });
}
