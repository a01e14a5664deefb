// The donor ocean (spec §7 "Rankings and option lists": GET /api/ocean/ random users, GET
// /api/ocean/{id}/): the ranked donors (an accepted donation, account not deleted — the same
// people as users_count, api/src/features/top/README.md) shown a random handful at a time. Each carries
// an opaque random UUID (0013 ocean_ids), never the user id (docs/SECURITY.md «Публичные списки
// доноров»); a donor who hid their name is «Донор» without photo or city. docs/home.md «Океан».
import { sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { OceanQuery, type Ocean, type OceanDonor } from '@donor/shared/contract/home';
import { getOcean, getOceanDonor } from '@donor/shared/endpoints/home';
import type { Tx } from '../../db.ts';
import type { ApiEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { parseValue } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { publicName } from '../stations/stations-people.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Row {
  public_id: string;
  first_name: string;
  last_name: string;
  hide_name: boolean;
  photo_small: string | null;
  city_id: number | null;
  city_title: string | null;
  total: number;
}

const donor = (r: Row): OceanDonor => ({
  id: r.public_id,
  name: publicName(r.first_name, r.last_name, r.hide_name),
  photo: r.hide_name ? null : r.photo_small,
  city: r.hide_name || r.city_id === null ? null : { id: r.city_id, title: r.city_title ?? '' },
  donations_count: r.total,
});

/** Ranked donors (top_stats all-time rows) with their ocean id; `tail` narrows and orders. */
async function select(db: Tx, tail: SQL): Promise<Row[]> {
  const res = await db.execute(sql`SELECT o.public_id::text AS public_id, u.first_name, u.last_name, u.hide_name, u.photo_small,
      c.id AS city_id, c.title AS city_title, t.total
    FROM top_stats t JOIN users u ON u.id = t.user_id JOIN ocean_ids o ON o.user_id = t.user_id
    LEFT JOIN cities c ON c.id = u.city_id
    WHERE t.period = 0 AND u.deleted_at IS NULL ${tail}`);
  return rowsOf<Row>(res);
}

export function registerOceanRoutes(app: Hono<ApiEnv>): void {
  // A random pick without sorting every donor: the donors whose random UUID follows a random
  // point (the unique index on public_id), wrapping round to the start when too few follow.
  route(app, getOcean, async (c, io) => {
    const { db } = c.get('deps');
    const q = parseValue(OceanQuery, c.req.query());
    const from = crypto.randomUUID();
    const after = await select(db, sql`AND o.public_id >= ${from}::uuid ORDER BY o.public_id LIMIT ${q.page_size}`);
    const before = after.length < q.page_size
      ? await select(db, sql`AND o.public_id < ${from}::uuid ORDER BY o.public_id LIMIT ${q.page_size - after.length}`)
      : [];
    const [n] = rowsOf<{ donors: number }>(await db.execute(sql`SELECT donors FROM top_counts WHERE period = 0`));
    c.header('Cache-Control', 'no-store');
    const body: Ocean = { count: Number(n?.donors ?? 0), results: [...after, ...before].map(donor) };
    return io.ok(body);
  });

  route(app, getOceanDonor, async (c, io) => {
    const { db } = c.get('deps');
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw notFound();
    const [row] = await select(db, sql`AND o.public_id = ${id}::uuid`);
    if (!row) throw notFound();
    const body: OceanDonor = donor(row);
    return io.ok(body);
  });
}

