// «Можно снова сдавать» (eligible-alerts.ts; docs/notifications.md): once a day, one push alert to
// each donor who opted in and whose next possible date for a component they give is today — not
// to the opted out or never asked, a donor who never gave, a date still ahead or one that merely
// says «nothing stops you»; run twice (or by two processes) the day queues each alert once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { PushPayload } from '@donor/shared/contract/push';
import { addDays } from '@donor/shared/eligibility/dates';
import { makeTestApi, type TestApi } from '../../test-support.ts';
import { alertPrefs, bloodStationComponentNeeds, bloodStations, dailyJobRuns, deferrals, donations, outbox, users } from '../../schema.ts';
import type { DonorNoticeBody } from '../../lib/donor-notice.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { refreshNextDates } from './next-dates.ts';
import { ELIGIBLE_JOB, eligibleDayDone, runEligibleDay } from './eligible-alerts.ts';
import { ELIGIBLE_TITLE, eligiblePayload } from './eligible-texts.ts';
import { startComebackJobs } from './comeback-jobs.ts';

let t: TestApi;
let today = '';
let yesterday = new Date();
const DAY = 86_400_000;
/** Moscow stations needing A(II) Rh+ whole blood, as the alert should list them. */
const needing: { id: number; slug: string; title: string }[] = [];

beforeAll(async () => {
  t = await makeTestApi();
  today = moscowToday(t.clock.now);
  yesterday = new Date(t.clock.now.getTime() - DAY);
  const db = t.handle.db;
  // Moscow: four stations need A+ (updated at different times), the rest have enough.
  await db.update(bloodStations).set({ a_plus: 'enough' }).where(eq(bloodStations.cityId, 1));
  const picked = await db.select({ id: bloodStations.id, slug: bloodStations.slug, title: bloodStations.title }).from(bloodStations)
    .where(and(eq(bloodStations.cityId, 1), inArray(bloodStations.slug, ['moscow-2', 'moscow-3', 'moscow-4', 'moscow-5'])));
  for (const [k, s] of picked.sort((a, b) => a.id - b.id).entries()) {
    await db.update(bloodStations).set({ a_plus: 'need', needsUpdatedAt: new Date(t.clock.now.getTime() - k * 60_000) }).where(eq(bloodStations.id, s.id));
  }
  needing.push(...picked.sort((a, b) => a.id - b.id).slice(0, 3));
});
afterAll(async () => {
  await t?.handle.close();
});

let made = 0;
interface Spec {
  /** undefined: no alert_prefs row (never asked). */
  eligible?: boolean;
  /** Donations, as [days ago, component]. */
  gave?: [number, string][];
  deferral?: { kind: string; daysAgo: number };
  city?: number;
  /** When the row was computed (default: yesterday). */
  computedAt?: Date;
}

async function donor(spec: Spec): Promise<number> {
  const db = t.handle.db;
  const n = ++made;
  const [u] = await db.insert(users).values({
    email: `eligible-${n}@example.com`, passwordHash: '!', firstName: 'Донор', referralCode: `ELIGIBLE${n}`, isActive: true,
    dateJoined: t.clock.now, cityId: spec.city ?? 1, bloodGroup: 'a_plus',
  }).returning({ id: users.id });
  const id = u!.id;
  if (spec.eligible !== undefined) {
    await db.insert(alertPrefs).values({ userId: id, reminder: true, need: true, eligible: spec.eligible, news: false, quietFrom: null, quietTo: null, fallback: 'email', updatedAt: t.clock.now });
  }
  for (const [ago, component] of spec.gave ?? []) {
    await db.insert(donations).values({ userId: id, donateAt: addDays(today, -ago), status: 'accepted', bloodClass: component, createdAt: t.clock.now });
  }
  if (spec.deferral) await db.insert(deferrals).values({ userId: id, kind: spec.deferral.kind, fromDate: addDays(today, -spec.deferral.daysAgo), createdAt: t.clock.now });
  await refreshNextDates(db, id, spec.computedAt ?? yesterday);
  return id;
}

const alertsTo = (ids: number[]) => t.handle.db.select().from(outbox).where(and(eq(outbox.channel, 'push'), inArray(outbox.target, ids.map(String))));
const bodyOf = (row: { body: string }) => JSON.parse(row.body) as DonorNoticeBody;
async function freshDay(): Promise<void> {
  await t.handle.db.delete(dailyJobRuns).where(eq(dailyJobRuns.job, ELIGIBLE_JOB));
  await t.handle.db.delete(outbox).where(like(outbox.ref, 'eligible:%'));
}

describe('the daily run', () => {
  it('alerts exactly the donors it concerns, once each, with the stations that need their group', async () => {
    await freshDay();
    const blood = await donor({ eligible: true, gave: [[60, 'blood']] });
    const plasmaOnly = await donor({ eligible: true, gave: [[14, 'plasma']] }); // blood is possible today too, but they give plasma
    const optedOut = await donor({ eligible: false, gave: [[60, 'blood']] });
    const neverAsked = await donor({ gave: [[60, 'blood']] });
    const neverGave = await donor({ eligible: true, deferral: { kind: 'dental', daysAgo: 10 } }); // the deferral ends today
    const ahead = await donor({ eligible: true, gave: [[59, 'blood']] });
    const long = await donor({ eligible: true, gave: [[200, 'blood']], computedAt: t.clock.now }); // free for months, not «from today»
    const ids = [blood, plasmaOnly, optedOut, neverAsked, neverGave, ahead, long];

    expect(await runEligibleDay(t.handle.db, t.clock.now)).toBeGreaterThanOrEqual(2);
    const rows = await alertsTo(ids);
    expect(rows.map((r) => Number(r.target)).sort()).toEqual([blood, plasmaOnly].sort());

    const toBlood = rows.find((r) => Number(r.target) === blood)!;
    const payload = bodyOf(toBlood);
    expect(payload).toMatchObject({ kind: 'eligible', title: ELIGIBLE_TITLE, utc_offset_min: 180, url: '/bloodstations/?city=1&group=a&rh=plus' });
    expect(payload.text).toContain('цельную кровь');
    expect(payload.text).not.toContain('плазму');
    for (const s of needing) expect(payload.text).toContain(s.title);
    expect(toBlood).toMatchObject({ subject: ELIGIBLE_TITLE, ref: `eligible:${blood}:${today}`, status: 'pending' });
    // At 10:00 Moscow time, or at once when that has passed.
    const tenMoscow = Date.parse(`${today}T07:00:00Z`);
    expect(toBlood.createdAt.getTime()).toBe(Math.max(tenMoscow, t.clock.now.getTime()));
    expect(toBlood.nextAttemptAt).toEqual(toBlood.createdAt);

    const toPlasma = bodyOf(rows.find((r) => Number(r.target) === plasmaOnly)!);
    expect(toPlasma.text).toContain('плазму');
    expect(toPlasma.text).not.toContain('цельную кровь');
    // No station needs A+ plasma: no station named, the city's list.
    expect(toPlasma.text).toContain('Выберите станцию');

    // Run again the same day: nothing more.
    expect(await runEligibleDay(t.handle.db, t.clock.now)).toBeNull();
    expect(await alertsTo(ids)).toHaveLength(2);
  });

  it('two processes at once queue the day once; a lost claim does not send an alert twice (the ref)', async () => {
    await freshDay();
    const a = await donor({ eligible: true, gave: [[60, 'blood']] });
    const results = await Promise.all([runEligibleDay(t.handle.db, t.clock.now), runEligibleDay(t.handle.db, t.clock.now)]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(await alertsTo([a])).toHaveLength(1);
    await t.handle.db.delete(dailyJobRuns).where(eq(dailyJobRuns.job, ELIGIBLE_JOB));
    await runEligibleDay(t.handle.db, t.clock.now);
    expect(await alertsTo([a])).toHaveLength(1);
  });

  it('component needs name stations for plasma; the city\'s clock sets the hour', async () => {
    await freshDay();
    const [s] = await t.handle.db.select({ id: bloodStations.id, slug: bloodStations.slug, title: bloodStations.title }).from(bloodStations).where(eq(bloodStations.slug, 'moscow-7'));
    await t.handle.db.insert(bloodStationComponentNeeds).values({ bloodStationId: s!.id, component: 'plasma', needKey: 'a_plus', state: 'need' });
    const plasma = await donor({ eligible: true, gave: [[14, 'plasma']] });
    const [far] = await t.handle.db.select({ cityId: bloodStations.cityId }).from(bloodStations).where(eq(bloodStations.slug, 'chelyabinsk-1'));
    const chelyabinsk = await donor({ eligible: true, gave: [[60, 'blood']], city: far!.cityId }); // UTC+5
    await runEligibleDay(t.handle.db, t.clock.now);
    const [row] = await alertsTo([plasma]);
    expect(bodyOf(row!)).toMatchObject({ url: `/bloodstations/${s!.slug}/` });
    expect(bodyOf(row!).text).toContain(s!.title);
    const [o] = await alertsTo([chelyabinsk]);
    expect(bodyOf(o!).utc_offset_min).toBe(300);
    expect(o!.createdAt.getTime()).toBe(Math.max(Date.parse(`${today}T05:00:00Z`), t.clock.now.getTime()));
  });

  it('the background jobs run the day on their own', async () => {
    await freshDay();
    const jobs = startComebackJobs({ db: t.handle.db, now: () => t.clock.now, intervalMs: 20 });
    for (let i = 0; i < 200 && !(await eligibleDayDone(t.handle.db, t.clock.now)); i++) await new Promise((r) => setTimeout(r, 20));
    await jobs.stop();
    expect(await eligibleDayDone(t.handle.db, t.clock.now)).toBe(true);
  });
});

describe('eligiblePayload', () => {
  it('names the components in order and up to the given stations; one station → its page', () => {
    const p: PushPayload = eligiblePayload({ components: ['plasma', 'blood'], group: 'ab_minus', cityId: 2, stations: [{ slug: 'spb-1', title: 'Станция 1' }, { slug: 'spb-2', title: 'Станция 2' }] });
    expect(p).toEqual({
      kind: 'eligible', title: 'Можно снова сдавать кровь', tag: 'eligible', url: '/bloodstations/?city=2&group=ab&rh=minus',
      text: 'С сегодняшнего дня вам снова можно сдать цельную кровь и плазму. Кровь группы AB(IV) Rh− сейчас нужна: Станция 1; Станция 2.',
    });
    expect(eligiblePayload({ components: ['blood'], group: 'o_plus', cityId: 1, stations: [{ slug: 'moscow-1', title: 'Центр' }] }).url).toBe('/bloodstations/moscow-1/');
    expect(eligiblePayload({ components: ['blood'], group: null, cityId: null, stations: [] })).toMatchObject({
      url: '/bloodstations/', text: 'С сегодняшнего дня вам снова можно сдать цельную кровь. Выберите станцию и запишитесь.',
    });
  });
});
