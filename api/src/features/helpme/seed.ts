// Demo recipient needs (docs/helpme.md «Демо-данные»): a dozen requests across cities, Moscow (1)
// and Kazan (50) first, most of them active, some found, cancelled or expired; half with a photo
// drawn at seed time with sharp (shapes only, no committed binaries, no fonts: the same pixels on
// every machine) and stored through the uploads module like an upload. The new@example.com demo
// account is the author of the first Moscow request, so closing can be tried by hand. Fixed
// tables, no randomness: the same requests every time, relative to the day of seeding.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { addDays, type BloodType, type HelpmeBloodClass } from '@donor/shared/contract/helpme';
import type { Tx } from '../../db.ts';
import { bloodStationHours, bloodStationInfo, bloodStations, pictures, users } from '../../schema.ts';
import { needJoinedUsers, needTimeSlots, needs } from './schema.ts';
import { savePicture } from '../uploads/pictures.ts';
import { pictureStorageFromEnv, type PictureStorage } from '../uploads/storage.ts';
import { DEFAULT_UTC_OFFSET_MIN, localDay, publicTitle } from './needs-data.ts';

type Status = 'search_in_progress' | 'found' | 'cancelled';
/** [city, first, middle, last, birth, component, types, donors, days to last_date (<0: passed), days since created, status, photo hue or null, reason] */
type Plan = readonly [number, string, string | null, string, string, HelpmeBloodClass, BloodType[], number, number, number, Status, number | null, string];

const PLANS: readonly Plan[] = [
  [1, 'Анна', 'Сергеевна', 'Смирнова', '1984-03-09', 'blood', ['o_plus', 'o_minus'], 10, 12, 2, 'search_in_progress', 350, 'Маме предстоит операция на сердце 10 декабря. Больница просит доноров цельной крови первой группы.'],
  [1, 'Михаил', 'Андреевич', 'Кузнецов', '2016-07-21', 'platelets', ['a_plus'], 8, 20, 1, 'search_in_progress', 210, 'Мише 10 лет, лейкоз, идёт химиотерапия. Нужны доноры тромбоцитов, приходите в любой день до конца месяца.'],
  [1, 'Елена', null, 'Волкова', '1972-11-02', 'plasma', ['ab_plus', 'ab_minus'], 6, 30, 4, 'search_in_progress', null, 'После ожогов нужна свежезамороженная плазма. Спасибо всем, кто откликнется!'],
  [1, 'Дмитрий', 'Олегович', 'Орлов', '1990-01-15', 'blood', ['b_minus'], 4, 7, 3, 'search_in_progress', 120, 'Редкая группа, B(III) Rh−. Плановая операция, кровь нужна заранее.'],
  [1, 'Софья', 'Игоревна', 'Лебедева', '2020-05-30', 'erythrocytes', ['o_minus'], 5, 45, 0, 'search_in_progress', null, 'Софье 6 лет, анемия. Нужны доноры эритроцитов O(I) Rh−.'],
  [1, 'Игорь', 'Петрович', 'Соколов', '1958-09-12', 'blood', ['a_plus', 'a_minus'], 10, -5, 30, 'search_in_progress', null, 'Операция прошла, но запрос остался открытым.'],
  [1, 'Татьяна', 'Викторовна', 'Новикова', '1966-04-18', 'blood', ['o_plus'], 12, 6, 25, 'found', 40, 'Доноры найдены, спасибо всем откликнувшимся!'],
  [1, 'Павел', null, 'Морозов', '1979-12-01', 'plasma', ['b_plus'], 3, 10, 15, 'cancelled', null, 'Пациента перевели в другую больницу.'],
  [50, 'Айгуль', 'Рустамовна', 'Хабибуллина', '1995-08-08', 'blood', ['a_plus', 'o_plus'], 10, 14, 2, 'search_in_progress', 160, 'Айгуль рожает в декабре, возможна большая кровопотеря. Нужны доноры заранее.'],
  [50, 'Тимур', 'Ильдарович', 'Гарипов', '2012-02-14', 'platelets', ['b_plus'], 6, 25, 1, 'search_in_progress', 280, 'Тимуру 14 лет, апластическая анемия. Очень нужны доноры тромбоцитов.'],
  [50, 'Рамиль', null, 'Сафин', '1969-06-25', 'blood', ['ab_plus'], 4, 9, 5, 'search_in_progress', null, 'Плановое протезирование, больница просит доноров AB(IV) Rh+.'],
  [50, 'Гульнара', 'Фаритовна', 'Закирова', '1988-10-03', 'plasma', ['o_minus'], 5, 4, 20, 'found', null, 'Доноров нашли за три дня. Спасибо, Казань!'],
  [2, 'Ольга', 'Николаевна', 'Павлова', '1975-01-29', 'blood', ['o_plus', 'b_plus'], 8, 18, 3, 'search_in_progress', 20, 'Операция на позвоночнике, нужна кровь первой и третьей групп.'],
  [4, 'Артём', 'Денисович', 'Ершов', '2009-03-17', 'granulocytes', ['a_minus'], 3, 8, 1, 'search_in_progress', null, 'Тяжёлая инфекция после трансплантации, врачи просят доноров гранулоцитов.'],
];

/** A portrait-like picture: a coloured ground, a head and shoulders in a lighter tone. */
export async function portrait(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
  <rect width="320" height="320" fill="hsl(${hue},45%,78%)"/>
  <circle cx="160" cy="127" r="61" fill="hsl(${hue},35%,94%)"/>
  <path d="M47 320 C 60 227 260 227 273 320 Z" fill="hsl(${hue},35%,94%)"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedHelpme(tx: Tx, now: Date, storage: PictureStorage = pictureStorageFromEnv()): Promise<void> {
  const [newcomer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'new@example.com')).limit(1);
  const community = await tx.select({ id: users.id }).from(users).where(eq(users.isActive, false)).orderBy(asc(users.id)).limit(40);
  if (!newcomer || community.length < 10) return;
  const cityIds = [...new Set(PLANS.map((p) => p[0]))];
  const stations = await tx
    .select({ id: bloodStations.id, cityId: bloodStations.cityId, offset: bloodStationInfo.utcOffsetMin })
    .from(bloodStations).leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, bloodStations.id))
    .where(and(inArray(bloodStations.cityId, cityIds), eq(bloodStations.closed, false))).orderBy(asc(bloodStations.id));

  // Stations open every day of the week first: a demo request's days are then all open
  // (need-days.ts), whatever weekday the base was filled on.
  const week = await tx.select({ id: bloodStationHours.bloodStationId, n: count() }).from(bloodStationHours).groupBy(bloodStationHours.bloodStationId);
  const daily = new Set(week.filter((w) => w.n === 7).map((w) => w.id));

  for (const [i, plan] of PLANS.entries()) {
    const [cityId, first, middle, last, birth, component, types, donors, toLast, sinceCreated, status, hue, reason] = plan;
    const inCity = stations.filter((s) => s.cityId === cityId);
    const local = inCity.some((s) => daily.has(s.id)) ? inCity.filter((s) => daily.has(s.id)) : inCity;
    const station = local[i % Math.min(local.length, 3)];
    if (!station) continue;
    const today = localDay(now, station.offset ?? DEFAULT_UTC_OFFSET_MIN);
    const author = i === 0 ? newcomer.id : community[i % community.length]!.id;
    const createdAt = new Date(now.getTime() - sinceCreated * 86_400_000);
    let pictureId: number | null = null;
    if (hue !== null) {
      const picture = await savePicture(tx, storage, createdAt, author, await portrait(hue));
      await tx.update(pictures).set({ public: true }).where(eq(pictures.id, picture.id));
      pictureId = picture.id;
    }
    const closed = status !== 'search_in_progress';
    const [row] = await tx.insert(needs).values({
      bloodStationId: station.id, cityId, title: publicTitle(first, last), bloodClass: component, requestedBloodTypes: types,
      requiredDonorsCount: donors, status, lastDate: addDays(today, toLast), createdAt, authorUserId: author, consentAt: createdAt,
      firstName: first, middleName: middle, lastName: last, birthDate: birth, searchReason: reason, pictureId, mainPage: true,
      closedAt: closed ? new Date(now.getTime() - 86_400_000) : null, closedBy: closed ? author : null,
    }).returning({ id: needs.id, lastDate: needs.lastDate });
    const firstDay = addDays(today, -sinceCreated);
    const days: string[] = [];
    for (let d = firstDay; d <= row!.lastDate; d = addDays(d, 1)) days.push(d);
    const slots = await tx.insert(needTimeSlots).values(days.map((date) => ({ addressNeedId: row!.id, date }))).returning({ id: needTimeSlots.id, date: needTimeSlots.date });
    // Donors who signed up: a few per request (found ones nearly full), on days up to a week ahead.
    const joiners = status === 'found' ? donors - 1 : status === 'cancelled' ? 1 : Math.min(donors - 1, 1 + (i % 4));
    const choices = slots.filter((s) => s.date >= addDays(firstDay, 0)).slice(0, 7);
    await tx.insert(needJoinedUsers).values(Array.from({ length: joiners }, (_, k) => ({
      addressNeedId: row!.id, timeslotId: choices[k % choices.length]!.id, userId: community[(i * 3 + k + 1) % community.length]!.id, createdAt,
    })));
  }
}
