// The station console (station-console.ts; docs/booking.md «Пульт станции»): only the station's
// own staff (or a moderator) read and change it; one tap sets a group's need, stamps and logs it,
// and the public station list shows it at once. The app runs as in production, read cache on,
// so «at once» is proven through the cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { listOf } from '@donor/shared/contract/common';
import { StationDetail, StationListItem } from '@donor/shared/contract/stations';
import { StationConsole } from '@donor/shared/contract/staff-stations';
import * as SM from '@donor/shared/staff-messages';
import * as SS from '@donor/shared/staff-stations-messages';
import * as MSG from '@donor/shared/messages';
import { DEMO_ACCOUNTS } from '../../seed.ts';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { bloodStationInfo, bloodStations, staffAudit } from '../../schema.ts';
import { STAFF_ACCOUNTS } from './seed.ts';

let t: TestApi;
let nurse = '';
let moderator = '';
let donor = '';
let mine = 0; // moscow-1: the nurse's
let other = 0; // moscow-3: not hers
const DAY = 86_400_000;

beforeAll(async () => {
  t = await makeTestApi('production');
  nurse = await t.login(STAFF_ACCOUNTS.nurse.email, STAFF_ACCOUNTS.nurse.password);
  moderator = await t.login(STAFF_ACCOUNTS.moderator.email, STAFF_ACCOUNTS.moderator.password);
  donor = await t.login(DEMO_ACCOUNTS.donor.email, DEMO_ACCOUNTS.donor.password);
  const rows = await t.handle.db.select({ id: bloodStations.id, slug: bloodStations.slug }).from(bloodStations)
    .where(and(eq(bloodStations.cityId, 1), inArray(bloodStations.slug, ['moscow-1', 'moscow-3'])));
  mine = rows.find((r) => r.slug === 'moscow-1')!.id;
  other = rows.find((r) => r.slug === 'moscow-3')!.id;
});
afterAll(async () => {
  await t?.handle.close();
});

const path = (id: number, rest = '') => `/api/staff/stations/${id}/${rest}`;
async function consoleOf(res: Response, status = 200): Promise<StationConsole> {
  expect(res.status, await res.clone().text()).toBe(status);
  return StationConsole.parse(await res.json());
}
const auditOf = (action: string) => t.handle.db.select().from(staffAudit).where(eq(staffAudit.action, action));

describe('who may open a station console', () => {
  it('anonymous 401, a donor 403, staff of another station 403 with the Russian reason', async () => {
    expect((await t.call('GET', path(mine))).status).toBe(401);
    expect((await t.call('GET', path(mine), { token: donor })).status).toBe(403);
    const res = await t.call('GET', path(other), { token: nurse });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: SM.otherStation });
    // Writes are refused the same way, before the body is even read.
    expect((await t.call('PUT', path(other, 'needs/'), { token: nurse, body: { group: 'o_plus', state: 'need' } })).status).toBe(403);
    expect((await t.call('POST', path(other, 'notices/'), { token: nurse, body: {} })).status).toBe(403);
  });

  it('the station\'s staff and a moderator read it; a moderator on a missing station gets 404', async () => {
    const own = await consoleOf(await t.call('GET', path(mine), { token: nurse }));
    expect(own.station.id).toBe(mine);
    expect(own.hours.length).toBeGreaterThan(0);
    expect(own.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await consoleOf(await t.call('GET', path(other), { token: moderator }));
    expect((await t.call('GET', path(999_999), { token: moderator })).status).toBe(404);
  });
});

describe('needs: one tap per group', () => {
  it('sets the state, stamps it, logs before/after; a repeat changes nothing; the public list shows it at once', async () => {
    const list = async () => {
      const res = await t.call('GET', '/api/blood_stations/?city_id=1&page_size=100');
      return { cache: res.headers.get('x-cache'), body: listOf(StationListItem).parse(await res.json()) };
    };
    await list();
    expect((await list()).cache).toBe('hit'); // the list is served from the read cache
    const before = (await consoleOf(await t.call('GET', path(mine), { token: nurse }))).needs.o_minus;
    const next = before === 'enough' ? 'need' : 'enough';
    t.clock.advance(60_000);
    const after = await consoleOf(await t.call('PUT', path(mine, 'needs/'), { token: nurse, body: { group: 'o_minus', state: next } }));
    expect(after.needs.o_minus).toBe(next);
    expect(after.needs_updated_at).toBe(t.clock.now.toISOString());

    const logged = (await auditOf('station.needs')).filter((a) => a.objectId === String(mine));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorRole: 'station_staff', objectType: 'station', before: { group: 'o_minus', component: null, state: before }, after: { group: 'o_minus', component: null, state: next } });

    const fresh = await list();
    expect(fresh.cache).not.toBe('hit');
    expect(fresh.body.results.find((s) => s.id === mine)?.blood_needs.o_minus).toBe(next);
    const page = StationDetail.parse(await (await t.call('GET', '/api/blood_stations/moscow-1/')).json());
    expect(page.blood_needs.o_minus).toBe(next);
    expect(page.needs_updated_at).toBe(t.clock.now.toISOString());

    t.clock.advance(60_000);
    const again = await consoleOf(await t.call('PUT', path(mine, 'needs/'), { token: nurse, body: { group: 'o_minus', state: next } }));
    expect(again.needs_updated_at).toBe(after.needs_updated_at);
    expect((await auditOf('station.needs')).filter((a) => a.objectId === String(mine))).toHaveLength(1);
  });

  it('a component the station takes has its own row; one it does not take is refused', async () => {
    await t.handle.db.update(bloodStationInfo).set({ donationTypes: ['whole_blood', 'plasma'] }).where(eq(bloodStationInfo.bloodStationId, mine));
    const res = await consoleOf(await t.call('PUT', path(mine, 'needs/'), { token: nurse, body: { group: 'ab_plus', state: 'need', component: 'plasma' } }));
    expect(res.component_needs).toEqual([{ component: 'plasma', needs: expect.objectContaining({ ab_plus: 'need', o_plus: 'unknown' }) }]);
    const page = StationDetail.parse(await (await t.call('GET', '/api/blood_stations/moscow-1/')).json());
    expect(page.component_needs?.[0]?.needs.ab_plus).toBe('need');
    const refused = await t.call('PUT', path(mine, 'needs/'), { token: nurse, body: { group: 'ab_plus', state: 'need', component: 'platelets' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ component: [SS.componentNotTaken] });
  });

  it('bad group or state: 400 «Выберите значение из списка»', async () => {
    const res = await t.call('PUT', path(mine, 'needs/'), { token: nurse, body: { group: 'z_plus', state: 'maybe' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ group: [MSG.choice], state: [MSG.choice] });
  });
});

describe('opening hours', () => {
  it('refuses a day that closes before it opens, a day twice and a bad time, each under its weekday', async () => {
    const res = await t.call('PUT', path(mine, 'hours/'), { token: nurse, body: { hours: [
      { weekday: 1, opens: '14:00', closes: '08:00' },
      { weekday: 2, opens: '08:00', closes: '14:00' },
      { weekday: 2, opens: '09:00', closes: '15:00' },
      { weekday: 3, opens: '8:00', closes: '14:00' },
      { weekday: 9, opens: '08:00', closes: '14:00' },
    ] } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ hours_1: [SS.hoursOrder], hours_2: [SS.hoursTwice], hours_3: [SS.time], hours: [SS.weekday] });
  });

  it('saves the whole table, writes the line the list shows, logs it once', async () => {
    const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:00', closes: '14:00' })).concat({ weekday: 6, opens: '09:00', closes: '13:00' });
    const res = await consoleOf(await t.call('PUT', path(mine, 'hours/'), { token: nurse, body: { hours } }));
    expect(res.hours).toEqual(hours);
    const page = StationDetail.parse(await (await t.call('GET', '/api/blood_stations/moscow-1/')).json());
    expect(page.working_hours).toBe('Пн–Пт: 8:00–14:00, Сб: 9:00–13:00');
    expect(page.hours).toEqual(hours);
    await consoleOf(await t.call('PUT', path(mine, 'hours/'), { token: nurse, body: { hours: [...hours].reverse() } }));
    expect((await auditOf('station.hours')).filter((a) => a.objectId === String(mine))).toHaveLength(1);
  });
});

describe('closed days', () => {
  it('a past day is refused; a day ahead is added (201), repeated (200), shown to donors, removed', async () => {
    const today = (await consoleOf(await t.call('GET', path(mine), { token: nurse }))).today;
    const past = new Date(Date.parse(`${today}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
    const ahead = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * DAY).toISOString().slice(0, 10);
    const refused = await t.call('POST', path(mine, 'closed-days/'), { token: nurse, body: { date: past, note: '' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ date: [SS.closedDayPast] });
    expect((await t.call('POST', path(mine, 'closed-days/'), { token: nurse, body: { date: '2026-02-30' } })).status).toBe(400);

    const added = await consoleOf(await t.call('POST', path(mine, 'closed-days/'), { token: nurse, body: { date: ahead, note: 'Санитарный день' } }), 201);
    expect(added.closed_days).toEqual([{ date: ahead, note: 'Санитарный день' }]);
    await consoleOf(await t.call('POST', path(mine, 'closed-days/'), { token: nurse, body: { date: ahead, note: 'Санитарный день' } }), 200);
    expect((await auditOf('station.closed_day')).filter((a) => a.objectId === String(mine))).toHaveLength(1);
    const page = StationDetail.parse(await (await t.call('GET', '/api/blood_stations/moscow-1/')).json());
    expect(page.closed_days).toEqual([{ date: ahead, note: 'Санитарный день' }]);

    const removed = await consoleOf(await t.call('DELETE', path(mine, `closed-days/${ahead}/`), { token: nurse }));
    expect(removed.closed_days).toEqual([]);
    await consoleOf(await t.call('DELETE', path(mine, `closed-days/${ahead}/`), { token: nurse }));
    expect((await auditOf('station.closed_day_remove')).filter((a) => a.objectId === String(mine))).toHaveLength(1);
  });

  it('today as a closed day: the station is not «open now» even within its hours', async () => {
    // A table open round the clock every day, so only the closed day can shut it.
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '00:00', closes: '23:59' }));
    const opened = await consoleOf(await t.call('PUT', path(mine, 'hours/'), { token: nurse, body: { hours } }));
    const now = new Date(t.clock.now);
    const local = new Date(now.getTime() + opened.station.utc_offset_min * 60_000);
    if (local.getUTCHours() === 23 && local.getUTCMinutes() >= 59) return; // the one minute the table is closed anyway
    expect(StationDetail.parse(await (await t.call('GET', '/api/blood_stations/moscow-1/')).json()).open_now).toBe(true);
    await consoleOf(await t.call('POST', path(mine, 'closed-days/'), { token: nurse, body: { date: opened.today, note: 'Праздник' } }), 201);
    expect(StationDetail.parse(await (await t.call('GET', '/api/blood_stations/moscow-1/')).json()).open_now).toBe(false);
    await t.call('DELETE', path(mine, `closed-days/${opened.today}/`), { token: nurse });
  });
});

describe('notices', () => {
  it('added once (a repeat answers the same), edited, shown on the public list, removed; all logged', async () => {
    const body = { title: 'Нужны доноры O−', text: 'Приходите в субботу с 9:00.', expires_at: new Date(t.clock.now.getTime() + 7 * DAY).toISOString() };
    const added = await consoleOf(await t.call('POST', path(mine, 'notices/'), { token: nurse, body }), 201);
    const notice = added.notices.find((n) => n.title === body.title)!;
    expect(notice).toBeDefined();
    await consoleOf(await t.call('POST', path(mine, 'notices/'), { token: nurse, body }), 200);
    expect((await consoleOf(await t.call('GET', path(mine), { token: nurse }))).notices.filter((n) => n.title === body.title)).toHaveLength(1);

    const edited = await consoleOf(await t.call('PATCH', path(mine, `notices/${notice.id}/`), { token: nurse, body: { text: 'Приходите в воскресенье.' } }));
    expect(edited.notices.find((n) => n.id === notice.id)?.text).toBe('Приходите в воскресенье.');
    const listed = (await (await t.call('GET', `/api/notice/?bs_id=${mine}`)).json()) as { results: { id: number; text: string }[] };
    expect(listed.results.find((n) => n.id === notice.id)?.text).toBe('Приходите в воскресенье.');

    // Another station's notice cannot be reached through this one.
    expect((await t.call('PATCH', path(other, `notices/${notice.id}/`), { token: moderator, body: { text: 'x' } })).status).toBe(404);

    await consoleOf(await t.call('DELETE', path(mine, `notices/${notice.id}/`), { token: nurse }));
    await consoleOf(await t.call('DELETE', path(mine, `notices/${notice.id}/`), { token: nurse }));
    const gone = (await (await t.call('GET', `/api/notice/?bs_id=${mine}`)).json()) as { results: { id: number }[] };
    expect(gone.results.some((n) => n.id === notice.id)).toBe(false);
    for (const action of ['station.notice_add', 'station.notice_edit', 'station.notice_remove']) {
      expect((await auditOf(action)).filter((a) => a.objectId === String(notice.id)), action).toHaveLength(1);
    }
  });

  it('blank fields and a past end are refused in Russian', async () => {
    const res = await t.call('POST', path(mine, 'notices/'), { token: nurse, body: { title: '  ', text: '', expires_at: '2020-01-01T00:00:00Z' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ title: [MSG.required], text: [MSG.required] });
    const past = await t.call('POST', path(mine, 'notices/'), { token: nurse, body: { title: 'a', text: 'b', expires_at: '2020-01-01T00:00:00Z' } });
    expect(await past.json()).toEqual({ expires_at: [SS.expiresPast] });
  });
});
