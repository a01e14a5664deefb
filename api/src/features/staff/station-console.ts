// The station console (docs/booking.md «Пульт станции»; issue «Behind the counter» §6): a
// station's staff (or a moderator) set the need per blood group — of whole blood, which the public
// list, map and filters show, and of each component the station takes — with one tap, the weekly
// hours, closed days and notices. Every write: the station row locked (writes on one station are
// served in turn), the change and its audit record in one transaction, the console's new state as
// the answer. A repeat changes nothing and writes no second record. Any successful write empties
// the public read cache (app.ts shareWrites/readCache), so the station list shows it at once.
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  ClosedDayBody, HoursBody, NoticeBody, NoticePatchBody, SetNeedBody, STAFF_LIMITS, addDays, hoursProblems, isCalendarDay, localDay,
} from '@donor/shared/contract/staff-stations';
import {
  addClosedDay, addNotice, deleteNotice, getStationConsole, removeClosedDay, setStationHours, setStationNeed, updateNotice,
} from '@donor/shared/endpoints/staff-stations';
import * as SS from '@donor/shared/staff-stations-messages';
import type { Tx } from '../../db.ts';
import type { ApiEnv, Ctx } from '../../lib/context.ts';
import { ApiError, fieldError, notFound } from '../../lib/errors.ts';
import { pathId } from '../../lib/http.ts';
import { route } from '../../lib/route.ts';
import { bloodStationClosedDays, bloodStationComponentNeeds, bloodStationHours, bloodStations, notices } from '../../schema.ts';
import { writeAudit } from './audit-log.ts';
import { requireStation, type Acting } from './roles.ts';
import { componentsOf } from '../stations/component-needs.ts';
import { loadConsole, lockStation, stationInfo } from './station-console-data.ts';
import { queueNeedAlerts } from './need-alerts.ts';
import { hoursText } from './station-hours.ts';

const stationObject = (id: number) => ({ type: 'station', id });

/** The acting person and the station id of a console request. */
async function consoleOf(c: Ctx): Promise<{ acting: Acting; id: number }> {
  const id = pathId(c);
  return { acting: await requireStation(c, id), id };
}

/** An ISO instant that must lie ahead (a notice's end). */
function futureInstant(value: string | null | undefined, now: Date): Date | null {
  if (!value) return null;
  const at = new Date(value);
  if (at.getTime() <= now.getTime()) throw fieldError('expires_at', SS.expiresPast);
  return at;
}

type NoticeRow = typeof notices.$inferSelect;
const noticeView = (n: NoticeRow) => ({ id: n.id, title: n.title, text: n.text, expires_at: n.expiresAt ? n.expiresAt.toISOString() : null });

async function ownNotice(tx: Tx, stationId: number, noticeId: number): Promise<NoticeRow | undefined> {
  const [row] = await tx.select().from(notices).where(and(eq(notices.id, noticeId), eq(notices.bloodStationId, stationId)));
  return row;
}

export function registerStationConsoleRoutes(app: Hono<ApiEnv>): void {
  route(app, getStationConsole, async (c, io) => {
    const { id } = await consoleOf(c);
    const { db, now } = c.get('deps');
    return io.ok(await loadConsole(db, id, now()));
  });

  // One tap per group: the state is set (a repeat of the same state changes nothing, not even the
  // «обновлено» stamp), needs_updated_at stamped, `station.needs` logged with before and after.
  route(app, setStationNeed, SetNeedBody, async (c, io) => {
    const { acting, id } = await consoleOf(c);
    const body = await io.body();
    const { db, now: clock } = c.get('deps');
    const now = clock();
    const component = body.component ?? null;
    return io.ok(await db.transaction(async (tx) => {
      const station = await lockStation(tx, id);
      let before: string;
      if (component === null) {
        before = station[body.group];
        if (before !== body.state) await tx.update(bloodStations).set({ [body.group]: body.state, needsUpdatedAt: now }).where(eq(bloodStations.id, id));
      } else {
        if (!componentsOf((await stationInfo(tx, id)).types).includes(component)) throw fieldError('component', SS.componentNotTaken);
        const [row] = await tx.select({ state: bloodStationComponentNeeds.state }).from(bloodStationComponentNeeds)
          .where(and(eq(bloodStationComponentNeeds.bloodStationId, id), eq(bloodStationComponentNeeds.component, component), eq(bloodStationComponentNeeds.needKey, body.group)));
        before = row?.state ?? 'unknown';
        if (before !== body.state) {
          await tx.insert(bloodStationComponentNeeds).values({ bloodStationId: id, component, needKey: body.group, state: body.state })
            .onConflictDoUpdate({ target: [bloodStationComponentNeeds.bloodStationId, bloodStationComponentNeeds.component, bloodStationComponentNeeds.needKey], set: { state: body.state } });
          await tx.update(bloodStations).set({ needsUpdatedAt: now }).where(eq(bloodStations.id, id));
        }
      }
      // «Нужна ваша группа рядом» (need-alerts.ts): whole blood turned to «нужна» alerts its donors.
      const alerts = component === null && before !== 'need' && body.state === 'need'
        ? await queueNeedAlerts(tx, now, { ...station, utcOffsetMin: (await stationInfo(tx, id)).offset }, body.group)
        : undefined;
      if (before !== body.state) {
        await writeAudit(tx, acting, now, {
          action: 'station.needs', object: stationObject(id),
          before: { group: body.group, component, state: before }, after: { group: body.group, component, state: body.state, ...(alerts === undefined ? {} : { alerts }) },
        });
      }
      return loadConsole(tx, id, now);
    }));
  });

  // The whole weekly table at once (days left out are days off); `working_hours`, the line the
  // list card shows, is written from it in the same transaction.
  route(app, setStationHours, HoursBody, async (c, io) => {
    const { acting, id } = await consoleOf(c);
    const body = await io.body();
    const problems = hoursProblems(body.hours);
    if (Object.keys(problems).length > 0) throw new ApiError(400, problems);
    const { db, now: clock } = c.get('deps');
    const now = clock();
    const rows = [...body.hours].sort((a, b) => a.weekday - b.weekday);
    return io.ok(await db.transaction(async (tx) => {
      await lockStation(tx, id);
      const old = (await tx.select().from(bloodStationHours).where(eq(bloodStationHours.bloodStationId, id)))
        .map((h) => ({ weekday: h.weekday, opens: h.opens.slice(0, 5), closes: h.closes.slice(0, 5) }))
        .sort((a, b) => a.weekday - b.weekday);
      if (JSON.stringify(old) !== JSON.stringify(rows)) {
        await tx.delete(bloodStationHours).where(eq(bloodStationHours.bloodStationId, id));
        if (rows.length > 0) await tx.insert(bloodStationHours).values(rows.map((r) => ({ bloodStationId: id, ...r })));
        await tx.update(bloodStations).set({ workingHours: hoursText(rows) }).where(eq(bloodStations.id, id));
        await writeAudit(tx, acting, now, { action: 'station.hours', object: stationObject(id), before: old, after: rows });
      }
      return loadConsole(tx, id, now);
    }));
  });

  // A closed day from today (the station's calendar) up to a year ahead; the same day again
  // updates its note (or changes nothing).
  route(app, addClosedDay, ClosedDayBody, async (c, io) => {
    const { acting, id } = await consoleOf(c);
    const body = await io.body();
    const { db, now: clock } = c.get('deps');
    const now = clock();
    const note = body.note ?? '';
    let created = false;
    const state = await db.transaction(async (tx) => {
      await lockStation(tx, id);
      const today = localDay(now, (await stationInfo(tx, id)).offset);
      if (body.date < today) throw fieldError('date', SS.closedDayPast);
      if (body.date > addDays(today, STAFF_LIMITS.daysAhead)) throw fieldError('date', SS.closedDayFar);
      const where = and(eq(bloodStationClosedDays.bloodStationId, id), eq(bloodStationClosedDays.day, body.date));
      const [old] = await tx.select().from(bloodStationClosedDays).where(where);
      if (!old) {
        await tx.insert(bloodStationClosedDays).values({ bloodStationId: id, day: body.date, note });
        created = true;
      } else if (old.note !== note) {
        await tx.update(bloodStationClosedDays).set({ note }).where(where);
      }
      if (!old || old.note !== note) {
        await writeAudit(tx, acting, now, { action: 'station.closed_day', object: stationObject(id), before: old ? { date: old.day, note: old.note } : null, after: { date: body.date, note } });
      }
      return loadConsole(tx, id, now);
    });
    return io.ok(state, created ? 201 : 200);
  });

  route(app, removeClosedDay, async (c, io) => {
    const { acting, id } = await consoleOf(c);
    const date = c.req.param('date') ?? '';
    if (!isCalendarDay(date)) throw notFound();
    const { db, now: clock } = c.get('deps');
    const now = clock();
    return io.ok(await db.transaction(async (tx) => {
      await lockStation(tx, id);
      const gone = await tx.delete(bloodStationClosedDays)
        .where(and(eq(bloodStationClosedDays.bloodStationId, id), eq(bloodStationClosedDays.day, date)))
        .returning();
      for (const d of gone) {
        await writeAudit(tx, acting, now, { action: 'station.closed_day_remove', object: stationObject(id), before: { date: d.day, note: d.note } });
      }
      return loadConsole(tx, id, now);
    }));
  });

  // A notice donors read on the station page (GET /api/notice/?bs_id=). Sent twice (a double tap,
  // a retry), the same current notice is answered, not written again.
  route(app, addNotice, NoticeBody, async (c, io) => {
    const { acting, id } = await consoleOf(c);
    const body = await io.body();
    const { db, now: clock } = c.get('deps');
    const now = clock();
    const expiresAt = futureInstant(body.expires_at, now);
    let created = false;
    const state = await db.transaction(async (tx) => {
      await lockStation(tx, id);
      const [same] = await tx.select({ id: notices.id }).from(notices).where(and(
        eq(notices.bloodStationId, id), eq(notices.title, body.title), eq(notices.text, body.text),
        or(isNull(notices.expiresAt), gt(notices.expiresAt, now)),
      ));
      if (!same) {
        const [row] = await tx.insert(notices).values({ bloodStationId: id, title: body.title, text: body.text, createdAt: now, expiresAt }).returning();
        await writeAudit(tx, acting, now, { action: 'station.notice_add', object: { type: 'notice', id: row!.id }, after: { station_id: id, ...noticeView(row!) } });
        created = true;
      }
      return loadConsole(tx, id, now);
    });
    return io.ok(state, created ? 201 : 200);
  });

  route(app, updateNotice, NoticePatchBody, async (c, io) => {
    const { acting, id } = await consoleOf(c);
    const noticeId = pathId(c, 'noticeId');
    const body = await io.body();
    const { db, now: clock } = c.get('deps');
    const now = clock();
    const expiresAt = body.expires_at === undefined ? undefined : futureInstant(body.expires_at, now);
    return io.ok(await db.transaction(async (tx) => {
      await lockStation(tx, id);
      const old = await ownNotice(tx, id, noticeId);
      if (!old) throw new ApiError(404, { detail: SS.noticeNotFound });
      const next = {
        title: body.title ?? old.title,
        text: body.text ?? old.text,
        expiresAt: expiresAt === undefined ? old.expiresAt : expiresAt,
      };
      const changed = next.title !== old.title || next.text !== old.text || next.expiresAt?.getTime() !== old.expiresAt?.getTime();
      if (changed) {
        const [row] = await tx.update(notices).set(next).where(eq(notices.id, old.id)).returning();
        await writeAudit(tx, acting, now, { action: 'station.notice_edit', object: { type: 'notice', id: old.id }, before: noticeView(old), after: noticeView(row!) });
      }
      return loadConsole(tx, id, now);
    }));
  });

  route(app, deleteNotice, async (c, io) => {
    const { acting, id } = await consoleOf(c);
    const noticeId = pathId(c, 'noticeId');
    const { db, now: clock } = c.get('deps');
    const now = clock();
    return io.ok(await db.transaction(async (tx) => {
      await lockStation(tx, id);
      const gone = await tx.delete(notices).where(and(eq(notices.id, noticeId), eq(notices.bloodStationId, id))).returning();
      for (const n of gone) {
        await writeAudit(tx, acting, now, { action: 'station.notice_remove', object: { type: 'notice', id: n.id }, before: { station_id: id, ...noticeView(n) } });
      }
      return loadConsole(tx, id, now);
    }));
  });
}
