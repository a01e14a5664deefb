// spec §3 Honor certificate, §7 "GET, POST, PATCH /api/honor-certificate/": the donor's
// «Почётный донор» certificate — a picture (POST /api/picture/ first) and its date. One per
// donor: a second POST is refused with 400 (PATCH changes it), so a double-click cannot replace
// a certificate unnoticed. The picture stays private to its owner (features/uploads/pictures.ts).
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { z } from 'zod';
import {
  createHonorCertificate, getHonorCertificate, getHonorCertificateById, updateHonorCertificate, updateHonorCertificateById,
} from '@donor/shared/endpoints/cabinet';
import { HonorCertificateBody, HonorCertificateUpdateBody, type HonorCertificate } from '@donor/shared/contract/cabinet';
import * as MSG from '@donor/shared/messages';
import { honorCertificates } from '../../schema.ts';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { nonFieldError, notFound } from '../../lib/errors.ts';
import { pathId } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';
import { assertNotFuture } from './checks.ts';
import { ownPicture, pictureUrl } from '../uploads/pictures.ts';

type Row = typeof honorCertificates.$inferSelect;

const serialize = (r: Row): HonorCertificate => ({
  id: r.id,
  image_id: r.pictureId,
  image_url: pictureUrl(r.pictureId),
  honor_certificate_date: r.honorCertificateDate,
});

async function mine(db: Tx, userId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(honorCertificates).where(eq(honorCertificates.userId, userId)).limit(1);
  return row;
}

export function registerHonorCertificateRoutes(app: Hono<ApiEnv>): void {
  route(app, getHonorCertificate, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const row = await mine(deps.db, user.id);
    c.header('Cache-Control', 'no-store');
    return io.ok(row ? serialize(row) : null);
  });

  route(app, createHonorCertificate, HonorCertificateBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    assertNotFuture(body.honor_certificate_date, deps.now(), 'honor_certificate_date');
    await ownPicture(deps.db, user.id, body.image_id, 'image_id');
    if (await mine(deps.db, user.id)) throw nonFieldError(MSG.honorExists);
    const [row] = await deps.db
      .insert(honorCertificates)
      .values({ userId: user.id, pictureId: body.image_id, honorCertificateDate: body.honor_certificate_date, createdAt: deps.now() })
      .onConflictDoNothing({ target: honorCertificates.userId })
      .returning();
    // Two POSTs at once: the unique user_id lets one through, the other gets the same 400.
    if (!row) throw nonFieldError(MSG.honorExists);
    return io.ok(serialize(row), 201);
  });

  // PATCH without an id (spec §7) or with one (the id of GET's answer); another donor's id → 404.
  // The body is read after the owner check (401/404 before 400), so the route hands its reader in.
  const patch = async (c: Ctx, id: number | null, readBody: () => Promise<z.output<typeof HonorCertificateUpdateBody>>): Promise<HonorCertificate> => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const current = await mine(deps.db, user.id);
    if (!current || (id !== null && current.id !== id)) throw notFound();
    const body = await readBody();
    const set: Partial<typeof honorCertificates.$inferInsert> = {};
    if (body.honor_certificate_date !== undefined) {
      assertNotFuture(body.honor_certificate_date, deps.now(), 'honor_certificate_date');
      set.honorCertificateDate = body.honor_certificate_date;
    }
    if (body.image_id !== undefined) set.pictureId = (await ownPicture(deps.db, user.id, body.image_id, 'image_id')).id;
    const [row] = Object.keys(set).length > 0 ? await deps.db.update(honorCertificates).set(set).where(eq(honorCertificates.id, current.id)).returning() : [current];
    return serialize(row!);
  };
  route(app, updateHonorCertificate, HonorCertificateUpdateBody, async (c, io) => io.ok(await patch(c, null, io.body)));
  route(app, updateHonorCertificateById, HonorCertificateUpdateBody, async (c, io) => io.ok(await patch(c, pathId(c), io.body)));

  route(app, getHonorCertificateById, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const row = await mine(deps.db, user.id);
    if (!row || row.id !== pathId(c)) throw notFound();
    c.header('Cache-Control', 'no-store');
    return io.ok(serialize(row));
  });
}
