// spec §7: POST /api/favorite_blood_stations/ (blood_station), DELETE /api/favorite_blood_stations/{id}/
// and GET (the visitor's own list). Adding twice answers with the existing favourite, so a
// double tap on the star never shows an error.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { FavoriteBody, type Favorite } from '@donor/shared/contract/stations';
import { addFavorite, deleteFavorite, listFavorites } from '@donor/shared/endpoints/stations';
import { bloodStations } from '../../schema.ts';
import { favoriteBloodStations } from './schema.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { listBody, pathId, readPage } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { requireUser } from '../../lib/tokens.ts';

const toFavorite = (r: { id: number; bloodStationId: number }): Favorite => ({ id: r.id, blood_station: r.bloodStationId });

export function registerFavoriteRoutes(app: Hono<ApiEnv>): void {
  route(app, listFavorites, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const page = readPage(c);
    const cond = eq(favoriteBloodStations.userId, user.id);
    const [total] = await deps.db.select({ n: count() }).from(favoriteBloodStations).where(cond);
    const rows = await deps.db.select().from(favoriteBloodStations).where(cond)
      .orderBy(desc(favoriteBloodStations.createdAt), desc(favoriteBloodStations.id)).limit(page.size).offset(page.offset);
    return io.ok(listBody(c, page, total?.n ?? 0, rows.map(toFavorite)));
  });

  route(app, addFavorite, FavoriteBody, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const body = await io.body();
    const [station] = await deps.db.select({ id: bloodStations.id }).from(bloodStations).where(eq(bloodStations.id, body.blood_station));
    if (!station) throw fieldError('blood_station', 'Станция не найдена.');
    const [created] = await deps.db
      .insert(favoriteBloodStations)
      .values({ userId: user.id, bloodStationId: station.id, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning();
    if (created) return io.ok(toFavorite(created), 201);
    const [existing] = await deps.db.select().from(favoriteBloodStations)
      .where(and(eq(favoriteBloodStations.userId, user.id), eq(favoriteBloodStations.bloodStationId, station.id)));
    return io.ok(toFavorite(existing!), 200);
  });

  route(app, deleteFavorite, async (c, io) => {
    const deps = c.get('deps');
    const { user } = await requireUser(c, deps);
    const id = pathId(c);
    const gone = await deps.db.delete(favoriteBloodStations)
      .where(and(eq(favoriteBloodStations.id, id), eq(favoriteBloodStations.userId, user.id)))
      .returning({ id: favoriteBloodStations.id });
    if (gone.length === 0) throw notFound();
    return io.empty();
  });
}
