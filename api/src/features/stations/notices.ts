// spec §7: GET /api/notice/?bs_id= — a station's current notices, newest first (expired ones
// are left out).
import { and, count, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Notice } from '@donor/shared/contract/stations';
import { listNotices } from '@donor/shared/endpoints/stations';
import { notices } from './schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { listBody, queryId, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';

export function registerNoticeRoutes(app: Hono<ApiEnv>): void {
  route(app, listNotices, async (c, io) => {
    const { db, now } = c.get('deps');
    const bsId = queryId(c, 'bs_id');
    const page = readPage(c);
    const where: (SQL | undefined)[] = [or(isNull(notices.expiresAt), gt(notices.expiresAt, now()))];
    if (bsId !== undefined) where.push(eq(notices.bloodStationId, bsId));
    const cond = and(...where);
    const [total] = await db.select({ n: count() }).from(notices).where(cond);
    const rows = await db.select().from(notices).where(cond).orderBy(desc(notices.createdAt), desc(notices.id)).limit(page.size).offset(page.offset);
    const results: Notice[] = rows.map((r) => ({ id: r.id, title: r.title, text: r.text, created_at: r.createdAt.toISOString() }));
    return io.ok(listBody(c, page, total?.n ?? 0, results));
  });
}
