// Demo data of the stations section (mfe-stations): station details and hours, notices, community
// donors with donations (station tops), organizations' members and needs, and events with time
// slots in every timing state of spec §4 (past, recently ended, running, future). Deterministic
// (own seeded PRNG); dates are anchored to the day the database is seeded, so a fresh database
// always has upcoming events (delete the data folder to move them forward).
import { asc, sql } from 'drizzle-orm';
import type { Tx } from '../../db.ts';
import { bloodStations, donations, organizations, users } from '../../schema.ts';
import { bloodStationHours, bloodStationInfo, notices, organizationMembers } from './schema.ts';
import { eventTimeSlots, events, joinedUsers, type EventCategory } from '../booking/schema.ts';
import { addressNeeds } from '../helpme/schema.ts';

const DAY = 86_400_000;

/** "Пн–Пт: 8:00–14:00, Сб: 9:00–13:00" → ISO weekday rows (the seed's HOURS wordings). */
export function parseHours(text: string): { weekday: number; opens: string; closes: string }[] {
  const days = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
  const out: { weekday: number; opens: string; closes: string }[] = [];
  const rest = text.replace(/^Ежедневно/, 'Пн–Вс');
  for (const m of rest.matchAll(/([А-Яа-я,\s–]+?):\s*(\d{1,2}:\d{2})–(\d{1,2}:\d{2})/g)) {
    const set = new Set<number>();
    for (const item of m[1]!.split(',').map((d) => d.trim()).filter(Boolean)) {
      const [a, b] = item.split('–').map((d) => days.indexOf(d.trim()) + 1);
      if (!a) continue;
      for (let d = a; d <= (b || a); d++) set.add(d);
    }
    const pad = (t: string) => t.padStart(5, '0');
    for (const weekday of set) out.push({ weekday, opens: pad(m[2]!), closes: pad(m[3]!) });
  }
  return out;
}

/** Local offset of a city (minutes east of UTC): by longitude, with the common exceptions. */
export function utcOffsetOf(cityId: number, lng: number): number {
  // Moscow time east of 45° E: Penza, Kirov, Cheboksary and Tatarstan (Naberezhnye Chelny, Kazan,
  // Almetyevsk, Nizhnekamsk) — by longitude alone they came out UTC+5, two hours off.
  const exact: Record<number, number> = {
    35: 120, 6: 240, 18: 240, 20: 240, 29: 240, 16: 240, 63: 240, 64: 360, 58: 180, 59: 180, 60: 180,
    30: 180, 33: 180, 34: 180, 49: 180, 50: 180, 51: 180, 52: 180,
  };
  if (exact[cityId] !== undefined) return exact[cityId]!;
  if (lng < 45) return 180;
  if (lng < 68) return 300;
  if (lng < 80) return cityId === 7 ? 360 : 300;
  if (lng < 100) return 420;
  if (lng < 115) return 480;
  return 600;
}

const TYPES_POOL = ['plasma', 'platelets', 'erythrocytes', 'granulocytes'] as const;
const FIRST = ['Алексей', 'Мария', 'Дмитрий', 'Елена', 'Игорь', 'Ольга', 'Сергей', 'Татьяна', 'Андрей', 'Наталья', 'Павел', 'Ирина', 'Михаил', 'Светлана', 'Руслан', 'Айгуль'];
const LAST = ['Смирнов', 'Кузнецова', 'Попов', 'Васильева', 'Соколов', 'Михайлова', 'Новиков', 'Фёдорова', 'Морозов', 'Волкова', 'Лебедев', 'Козлова', 'Егоров', 'Павлова', 'Гарипов', 'Сафина'];
const PARTNERS = ['Кафе «Лето»', 'Книжный клуб «Страница»', 'Фитнес-студия «Пульс»', 'Волонтёры Красного Креста', 'Студсовет МГТУ'];
type StaffCategory = Exclude<EventCategory, 'visit'>;
const CATEGORY_TITLE: Record<StaffCategory, string> = {
  donor_day: 'День донора', blood_drive: 'Донорская акция', open_day: 'День открытых дверей', lecture: 'Лекция о донорстве',
};

type StationRow = { id: number; cityId: number; lng: number; title: string; address: string; workingHours: string; oMinus: string; slug: string };

/** `day` days from the seed day at local hh:mm, as an instant (offset: minutes east of UTC). */
function localInstant(dayStartUtc: number, day: number, hh: number, mm: number, offset: number): Date {
  return new Date(dayStartUtc + day * DAY + (hh * 60 + mm - offset) * 60_000);
}
const isoDay = (dayStartUtc: number, day: number) => new Date(dayStartUtc + day * DAY).toISOString().slice(0, 10);

interface EventPlan { category: StaffCategory; firstDay: number; days: number; }

/** Timing mix of spec §4 "Event timing": future, running, recently ended (≤ 3 days), past. */
function eventPlans(rnd: () => number, mustHaveFuture: boolean): EventPlan[] {
  const cat = (): StaffCategory => (['donor_day', 'blood_drive', 'open_day', 'lecture'] as const)[Math.floor(rnd() * 4)]!;
  const plans: EventPlan[] = [];
  if (mustHaveFuture || rnd() < 0.6) plans.push({ category: cat(), firstDay: 2 + Math.floor(rnd() * 10), days: 1 + Math.floor(rnd() * 3) });
  if (rnd() < 0.35) plans.push({ category: cat(), firstDay: 14 + Math.floor(rnd() * 30), days: 1 + Math.floor(rnd() * 2) });
  if (rnd() < 0.25) plans.push({ category: cat(), firstDay: -1, days: 3 });
  if (rnd() < 0.25) plans.push({ category: cat(), firstDay: -3, days: 2 });
  if (rnd() < 0.4) plans.push({ category: cat(), firstDay: -40 - Math.floor(rnd() * 60), days: 1 });
  return plans;
}

/** `rnd`: a seeded PRNG of its own (seed.ts passes one), so the base seed's sequence is untouched. */
export async function seedStations(tx: Tx, now: Date, rnd: () => number): Promise<void> {
  const dayStartUtc = Math.floor(now.getTime() / DAY) * DAY;
  const stations: StationRow[] = await tx
    .select({ id: bloodStations.id, cityId: bloodStations.cityId, lng: bloodStations.lng, title: bloodStations.title, address: bloodStations.address, workingHours: bloodStations.workingHours, oMinus: bloodStations.o_minus, slug: bloodStations.slug })
    .from(bloodStations)
    .orderBy(asc(bloodStations.id));

  // Station details and structured hours.
  const info = stations.map((s) => ({
    bloodStationId: s.id,
    donationTypes: ['whole_blood', ...TYPES_POOL.filter(() => rnd() < 0.45)],
    howToGet: rnd() < 0.5 ? 'От метро 10 минут пешком. Вход со двора, по указателям «Донорское отделение».' : 'Остановка общественного транспорта в 300 м. Пропуск — по паспорту на проходной.',
    email: s.slug.endsWith('-1') ? `donor@${s.slug}.blood.example` : null,
    utcOffsetMin: utcOffsetOf(s.cityId, s.lng),
  }));
  const hours = stations.flatMap((s) => parseHours(s.workingHours).map((h) => ({ bloodStationId: s.id, ...h })));
  for (let i = 0; i < info.length; i += 200) await tx.insert(bloodStationInfo).values(info.slice(i, i + 200));
  for (let i = 0; i < hours.length; i += 500) await tx.insert(bloodStationHours).values(hours.slice(i, i + 500));

  // Needs at a glance (0014, spec §3 need per type): some «нет данных» become «достаточно», and
  // every station gets the date of its last update — mostly the last weeks, a few last year, a
  // few never. Plain arithmetic on the id, so the base seed's PRNG sequence is untouched.
  const enough = (col: string, k: number) => sql.raw(`${col} = CASE WHEN ${col} = 'unknown' AND (id * 7 + ${k}) % 3 <> 0 THEN 'enough' ELSE ${col} END`);
  const cols = ['o_plus', 'o_minus', 'a_plus', 'a_minus', 'b_plus', 'b_minus', 'ab_plus', 'ab_minus'];
  await tx.execute(sql`UPDATE blood_stations SET ${sql.join(cols.map((c, k) => enough(c, k)), sql`, `)},
    needs_updated_at = CASE WHEN id % 13 = 0 THEN NULL
      WHEN id % 17 = 0 THEN ${now.toISOString()}::timestamptz - interval '400 days'
      ELSE ${now.toISOString()}::timestamptz - make_interval(days => (id * 5) % 30, hours => (id * 3) % 9) END,
    booking_url = CASE WHEN id % 9 = 4 THEN 'https://' || slug || '.blood.example/zapis' ELSE NULL END`);

  // Notices at main stations and a share of Moscow's.
  const noticeRows = stations
    .filter((s) => s.slug.endsWith('-1') || (s.cityId === 1 && rnd() < 0.3))
    .flatMap((s, i) => [
      { bloodStationId: s.id, title: 'Изменение графика', text: 'В праздничные дни станция работает по сокращённому графику: приём доноров с 8:00 до 12:00.', createdAt: new Date(now.getTime() - (i % 9) * DAY) },
      ...(i % 2 === 0 ? [{ bloodStationId: s.id, title: 'Срочно нужны доноры', text: 'Запасы компонентов крови на исходе. Просим доноров записаться на ближайшие дни.', createdAt: new Date(now.getTime() - 2 * DAY) }] : []),
    ]);
  await tx.insert(notices).values(noticeRows);

  // Community donors: the station tops and the planned list need people (no login: no password).
  const donors = await tx
    .insert(users)
    .values(Array.from({ length: 40 }, (_, i) => ({
      passwordHash: '!', firstName: FIRST[i % FIRST.length]!, lastName: LAST[(i * 7) % LAST.length]!, cityId: i % 4 === 3 ? 50 : 1,
      referralCode: `COMMUNITY${String(i + 1).padStart(2, '0')}`, isActive: false, dateJoined: new Date(now.getTime() - 400 * DAY),
    })))
    .returning({ id: users.id, cityId: users.cityId });
  const topStations = [...stations.filter((s) => s.cityId === 1).slice(0, 8), ...stations.filter((s) => s.cityId === 50).slice(0, 3)];
  const donationRows = donors.flatMap((d, i) => {
    const local = topStations.filter((s) => s.cityId === d.cityId);
    return Array.from({ length: 1 + Math.floor(rnd() * 10) }, (_, k) => ({
      userId: d.id, donateAt: isoDay(dayStartUtc, -Math.floor(rnd() * 700) - 1), status: 'accepted' as const,
      bloodClass: k % 3 === 0 ? 'plasma' : 'blood', bloodStationId: local[(i + k) % local.length]!.id, createdAt: now,
    }));
  });
  await tx.insert(donations).values(donationRows);

  // Organizations: members and donor needs (actual and past).
  const orgs = await tx.select().from(organizations).orderBy(asc(organizations.id));
  await tx.insert(organizationMembers).values(
    orgs.flatMap((o, oi) => donors.filter((_, di) => (di + oi) % 3 === 0).map((d) => ({ organizationId: o.id, userId: d.id, joinedAt: now }))),
  );
  const mainOf = (cityId: number | null) => stations.find((s) => s.cityId === cityId && s.slug.endsWith('-1')) ?? stations[0]!;
  await tx.insert(addressNeeds).values(orgs.flatMap((o, oi) => [
    { organizationId: o.id, bloodStationId: mainOf(o.cityId).id, cityId: o.cityId, title: 'Нужны доноры тромбоцитов для пациентов гематологии', bloodClass: 'platelets', requestedBloodTypes: ['o_minus', 'a_minus'], requiredDonorsCount: 10, lastDate: isoDay(dayStartUtc, 10 + oi), createdAt: now },
    { organizationId: o.id, bloodStationId: mainOf(o.cityId).id, cityId: o.cityId, title: 'Плановый сбор цельной крови', bloodClass: 'blood', requestedBloodTypes: ['o_plus', 'b_plus'], requiredDonorsCount: 20, lastDate: isoDay(dayStartUtc, 25), createdAt: now },
    { organizationId: o.id, bloodStationId: mainOf(o.cityId).id, cityId: o.cityId, title: 'Срочный поиск доноров плазмы', bloodClass: 'plasma', requestedBloodTypes: ['ab_plus'], requiredDonorsCount: 5, status: 'closed', lastDate: isoDay(dayStartUtc, -20 - oi), createdAt: new Date(now.getTime() - 60 * DAY) },
  ]));

  // Events: Moscow stations that need O− always get an upcoming one (e2e/specs/stations.spec.ts
  // finds such a station by filters and joins one of its events).
  const hosts: { station: StationRow; orgId: number | null; mustFuture: boolean }[] = [];
  for (const s of stations) {
    const moscow = s.cityId === 1;
    if (moscow && (s.oMinus === 'need' || rnd() < 0.35)) hosts.push({ station: s, orgId: null, mustFuture: s.oMinus === 'need' });
    else if (!moscow && s.slug.endsWith('-1')) hosts.push({ station: s, orgId: null, mustFuture: rnd() < 0.7 });
  }
  for (const o of orgs) hosts.push({ station: mainOf(o.cityId), orgId: o.id, mustFuture: true }, { station: mainOf(o.cityId), orgId: o.id, mustFuture: false });

  // Built in memory, inserted in bulk (a row-by-row seed would slow every API test's start).
  type Planned = { host: number; ev: typeof events.$inferInsert; slots: Omit<typeof eventTimeSlots.$inferInsert, 'eventId'>[] };
  const planned: Planned[] = [];
  for (const [hi, host] of hosts.entries()) {
    const offset = utcOffsetOf(host.station.cityId, host.station.lng);
    const org = host.orgId !== null ? orgs.find((o) => o.id === host.orgId) : undefined;
    for (const plan of eventPlans(rnd, host.mustFuture)) {
      const slotDays = Array.from({ length: plan.days }, (_, d) => plan.firstDay + d);
      const times = [[9, 0], [9, 30], [10, 0], [10, 30], [11, 0], [12, 0]].filter((_, k) => k < 3 || rnd() < 0.7);
      planned.push({
        host: hi,
        ev: {
          category: plan.category,
          title: org ? `${CATEGORY_TITLE[plan.category]}: ${org.name}` : `${CATEGORY_TITLE[plan.category]} — ${host.station.title}`,
          description: 'Приходите сдать кровь вместе с нами. Перед донацией выспитесь, позавтракайте без жирного, возьмите паспорт и СНИЛС.',
          cityId: host.station.cityId, bloodStationId: host.station.id, organizationId: host.orgId,
          authorName: org ? org.name : 'Координатор «Донор Рядом»',
          individualPartners: rnd() < 0.4 ? [PARTNERS[hi % PARTNERS.length]!] : [],
          address: host.station.address,
          startDate: localInstant(dayStartUtc, slotDays[0]!, 9, 0, offset),
          endDate: localInstant(dayStartUtc, slotDays[slotDays.length - 1]!, 14, 0, offset),
          mainPage: plan.firstDay >= 0 && host.station.slug.endsWith('-1'),
          utcOffsetMin: offset,
        },
        slots: slotDays.flatMap((day) => times.map(([hh, mm]) => ({
          date: isoDay(dayStartUtc, day), startTime: `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`,
          startsAt: localInstant(dayStartUtc, day, hh!, mm!, offset), capacity: 2 + Math.floor(rnd() * 5),
        }))),
      });
    }
  }
  const eventIds: number[] = [];
  for (let i = 0; i < planned.length; i += 200) {
    const rows = await tx.insert(events).values(planned.slice(i, i + 200).map((p) => p.ev)).returning({ id: events.id });
    eventIds.push(...rows.map((r) => r.id));
  }
  const slotRows = planned.flatMap((p, i) => p.slots.map((slot) => ({ ...slot, eventId: eventIds[i]! })));
  const slotIds: { id: number; eventId: number; capacity: number }[] = [];
  for (let i = 0; i < slotRows.length; i += 500) {
    slotIds.push(...await tx.insert(eventTimeSlots).values(slotRows.slice(i, i + 500)).returning({ id: eventTimeSlots.id, eventId: eventTimeSlots.eventId, capacity: eventTimeSlots.capacity }));
  }
  // Some community donors sign up; the first slot of every third event is full.
  const joins: (typeof joinedUsers.$inferInsert)[] = [];
  for (const [i, p] of planned.entries()) {
    const eventId = eventIds[i]!;
    const inserted = slotIds.filter((x) => x.eventId === eventId);
    const mine = donors.filter((_, di) => (di + p.host) % 11 === 0).map((d, k) => ({ eventId, timeslotId: inserted[k % inserted.length]!.id, userId: d.id, createdAt: now }));
    const first = inserted[0];
    if (p.host % 3 === 0 && first) {
      const used = new Set(mine.map((j) => j.userId));
      const room = first.capacity - mine.filter((j) => j.timeslotId === first.id).length;
      for (const d of donors.filter((x) => !used.has(x.id)).slice(0, room)) mine.push({ eventId, timeslotId: first.id, userId: d.id, createdAt: now });
    }
    joins.push(...mine);
  }
  for (let i = 0; i < joins.length; i += 500) await tx.insert(joinedUsers).values(joins.slice(i, i + 500));
}
