// spec §7 "Events, recipients, organizations": GET /api/address_needs/ (main_page and city_id, or
// blood_station; only active needs), GET /api/address_needs/{id}/, POST /api/address_needs/ as a
// multipart form (the help-me form, spec §2, §3 Blood request, Recipient data), and PATCH
// /api/address_needs/{id}/ {status} to close one (author, staff or its organization's manager).
// Joining: address-needs-join.ts. Decisions (statuses, privacy, slots, limits): docs/helpme.md.
// Moderation (docs/helpme.md «Модерация»): a request is public once a moderator published it;
// until then it is its author's and moderators' only — a 404 to everyone else, like a missing
// one. POST /api/address_needs/{id}/resubmit/ sends a returned one again (resubmit-need.ts).
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HELPME_IMAGE_FIELD, HelpmeBody, NeedCloseBody } from '@donor/shared/contract/helpme';
import { closeNeed, createNeed as createNeedEndpoint, getNeed, listNeeds } from '@donor/shared/endpoints/helpme';
import { resubmitNeed as resubmitNeedEndpoint } from '@donor/shared/endpoints/staff-helpme';
import * as MSG from '@donor/shared/messages';
import { bloodStationInfo } from '../../schema.ts';
import { needs } from './schema.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { ApiError, DETAIL, notFound } from '../../lib/errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import { listBody, parseValue, pathId, queryBool, queryId, readPage } from '../../lib/http.ts';
import { honoPath, route } from '../../lib/route.ts';
import { currentUser, requireUser } from '../../lib/tokens.ts';
import { IMAGE_LIMITS } from '../uploads/image.ts';
import type { PictureStorage } from '../uploads/storage.ts';
import { activeCondition, managedBy, mayClose, mayView, serializeNeed, serializeNeedItems, type Viewer } from './needs-data.ts';
import { resubmitNeed } from './resubmit-need.ts';
import { readHelpmeForm } from './helpme-form.ts';
import { HELPME_RATE, createNeed } from './create-need.ts';

/**
 * The help-me POSTs carry a photo (the form, and its resubmission): the app's 1 MB body limit
 * skips them, this file applies the image one.
 */
export const HELPME_UPLOAD_PATH = /^\/api\/address_needs(?:\/|\/\d{1,10}\/resubmit\/?)?$/;

async function viewerOf(c: Ctx): Promise<Viewer> {
  const authed = await currentUser(c, c.get('deps'));
  return authed ? { id: authed.user.id, isStaff: authed.user.isStaff } : null;
}

/** The request, if this viewer may see it at all (else 404: its existence is not told). */
async function loadNeed(c: Ctx, viewer: Viewer) {
  const [row] = await c.get('deps').db.select().from(needs).where(eq(needs.id, pathId(c)));
  if (!row || !mayView(row, viewer)) throw notFound();
  return row;
}

/** `remove_image=true` on a resubmission: drop the photo without sending a new one. */
const wantsNoImage = (fields: Record<string, unknown>): boolean => fields.remove_image === 'true' || fields.remove_image === true;

export function registerAddressNeedRoutes(app: Hono<ApiEnv>, storage: PictureStorage): void {
  // Room for the multipart framing and text fields around an 8 MB photo (spec §5 Image).
  const limit = bodyLimit({ maxSize: IMAGE_LIMITS.maxBytes + 128 * 1024, onError: (c) => c.json({ [HELPME_IMAGE_FIELD]: [MSG.imageFileLarge] }, 400) });

  route(app, listNeeds, async (c, io) => {
    const { db, now } = c.get('deps');
    const at = now();
    const where: SQL[] = [activeCondition(at)];
    const mainPage = queryBool(c, 'main_page');
    const cityId = queryId(c, 'city_id');
    const station = queryId(c, 'blood_station');
    const org = queryId(c, 'organization');
    if (mainPage !== undefined) where.push(eq(needs.mainPage, mainPage));
    if (cityId) where.push(eq(needs.cityId, cityId)); // 0 = all regions (spec §9)
    if (station !== undefined) where.push(eq(needs.bloodStationId, station));
    if (org !== undefined) where.push(eq(needs.organizationId, org));
    const page = readPage(c);
    const cond = and(...where);
    const [total] = await db.select({ n: count() }).from(needs).leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, needs.bloodStationId)).where(cond);
    // The most urgent first: the nearest last day.
    const rows = await db.select({ n: needs }).from(needs).leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, needs.bloodStationId))
      .where(cond).orderBy(asc(needs.lastDate), asc(needs.id)).limit(page.size).offset(page.offset);
    return io.ok(listBody(c, page, total?.n ?? 0, await serializeNeedItems(db, rows.map((r) => r.n), at)));
  });

  route(app, getNeed, async (c, io) => {
    const viewer = await viewerOf(c);
    const row = await loadNeed(c, viewer);
    // The author's and staff's view holds the whole last name and the birth date.
    if (viewer) c.header('Cache-Control', 'private, no-store');
    return io.ok(await serializeNeed(c.get('deps').db, row, viewer, c.get('deps').now()));
  });

  // The photo's limit before the handler, on the POST only (a GET has no body, and bodyLimit would
  // make it a full request for nothing, app.ts).
  app.use(honoPath(createNeedEndpoint.path), (c, next) => (c.req.method === 'POST' ? limit(c, next) : next()));
  app.use(honoPath(resubmitNeedEndpoint.path), (c, next) => (c.req.method === 'POST' ? limit(c, next) : next()));
  route(app, createNeedEndpoint, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    await consume(deps, HELPME_RATE.attempt, String(user.id));
    const form = await readHelpmeForm(c);
    const values = parseValue(HelpmeBody, form.fields);
    const row = await createNeed(c, { user, values, image: form.image, storage });
    return io.ok(await serializeNeed(deps.db, row, { id: user.id, isStaff: user.isStaff }, deps.now()), 201);
  });

  route(app, resubmitNeedEndpoint, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    await consume(deps, HELPME_RATE.attempt, String(user.id));
    const form = await readHelpmeForm(c);
    const values = parseValue(HelpmeBody, form.fields);
    const row = await resubmitNeed(c, { user, id: pathId(c), values, image: form.image, removeImage: wantsNoImage(form.fields), storage });
    return io.ok(await serializeNeed(deps.db, row, { id: user.id, isStaff: user.isStaff }, deps.now()));
  });

  route(app, closeNeed, NeedCloseBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const viewer = { id: user.id, isStaff: user.isStaff };
    const row = await loadNeed(c, viewer);
    // A need is public: someone who may not close it is told so (the collects' rule), not 404.
    if (!mayClose(row, viewer, await managedBy(deps.db, viewer))) throw new ApiError(403, { detail: DETAIL.forbidden });
    const body = await io.body();
    const now = deps.now();
    // Closing again (found after cancelled, or the other way) only records the latest outcome.
    const [updated] = await deps.db.update(needs).set({ status: body.status, closedAt: now, closedBy: user.id }).where(eq(needs.id, row.id)).returning();
    return io.ok(await serializeNeed(deps.db, updated!, viewer, now));
  });
}
