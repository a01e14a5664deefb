// Creating a recipient need from the help-me form (spec §4 Help-me form: submit → the new id;
// docs/helpme.md): the city and station must exist and agree, the dates are checked against
// the station's own day, the account and the address are rate-limited, the photo goes through
// the uploads module (content check, re-encode without metadata), and one slot per day from
// today to last_date is created. The need starts 'pending' (docs/helpme.md «Модерация»): it and
// its photo stay private to the author and moderators until a moderator publishes it. All in one
// transaction; a photo already written to storage is removed again when anything after it fails.
import { eq } from 'drizzle-orm';
import { HELPME_IMAGE_FIELD, addDays, birthDateProblem, lastDateProblem, type HelpmeValues } from '@donor/shared/contract/helpme';
import * as MSG from '@donor/shared/messages';
import type { Tx } from '../../db.ts';
import { bloodStationInfo, bloodStations, cities } from '../../schema.ts';
import { needTimeSlots, needs } from './schema.ts';
import type { Ctx } from '../../lib/context.ts';
import { ApiError, fieldError } from '../../lib/errors.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { consume, release, type Limit } from '../../lib/rate-limit.ts';
import type { UserRow } from '../../lib/users.ts';
import { savePicture } from '../uploads/pictures.ts';
import type { PictureStorage } from '../uploads/storage.ts';
import { DEFAULT_UTC_OFFSET_MIN, localDay, publicTitle, type NeedRow } from './needs-data.ts';

const HOUR = 60 * 60_000;
/**
 * A family asks for one patient, maybe two; dozens a day from one account or one address is a
 * spammer (docs/helpme.md «Ограничения»). `attempt` brakes every try, valid or not, before the
 * photo is decoded; `perUser`/`perIp` count created needs only.
 */
export const HELPME_RATE = {
  attempt: { scope: 'helpme:try', max: 30, windowMs: HOUR },
  perUser: { scope: 'helpme:user', max: 5, windowMs: 24 * HOUR },
  perIp: { scope: 'helpme:ip', max: 10, windowMs: 24 * HOUR },
} satisfies Record<string, Limit>;

/** The uploads module names its field `file`; here the photo is the form's `_image`. */
function asImageError(err: unknown): unknown {
  if (err instanceof ApiError && err.status === 400 && 'file' in err.body) {
    const { file, ...rest } = err.body as Record<string, string[]>;
    return new ApiError(400, { ...rest, [HELPME_IMAGE_FIELD]: file! });
  }
  return err;
}

/** The form's place and dates, checked against the database and the station's own day. */
export async function checkPlaceAndDates(c: Ctx, v: HelpmeValues): Promise<{ stationId: number; cityId: number; today: string }> {
  const deps = c.get('deps');
  const now = deps.now();
  const [city] = await deps.db.select({ id: cities.id }).from(cities).where(eq(cities.id, v.city_id));
  if (!city) throw fieldError('city_id', MSG.helpmeCity);
  const [station] = await deps.db
    .select({ id: bloodStations.id, cityId: bloodStations.cityId, closed: bloodStations.closed, offset: bloodStationInfo.utcOffsetMin })
    .from(bloodStations).leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, bloodStations.id))
    .where(eq(bloodStations.id, v.blood_station_id));
  if (!station || station.closed) throw fieldError('blood_station_id', MSG.helpmeStation);
  if (station.cityId !== city.id) throw fieldError('blood_station_id', MSG.helpmeStationCity);

  // "Today" is the station's: a Vladivostok family at 8 a.m. is already a day ahead of Moscow.
  const today = localDay(now, station.offset ?? DEFAULT_UTC_OFFSET_MIN);
  const lastProblem = lastDateProblem(v.last_date, today);
  if (lastProblem) throw fieldError('last_date', lastProblem);
  const birthProblem = birthDateProblem(v.birth_date, today);
  if (birthProblem) throw fieldError('birth_date', birthProblem);
  return { stationId: station.id, cityId: city.id, today };
}

/**
 * Stores the form's photo as `userId`'s picture, private: it becomes public only with the
 * published need (docs/helpme.md «Модерация»). `stored` learns the key at once, so a caller
 * can remove the file when its transaction fails.
 */
export async function saveNeedPhoto(tx: Tx, storage: PictureStorage, now: Date, userId: number, image: Uint8Array, stored: (key: string) => void): Promise<number> {
  const picture = await savePicture(tx, storage, now, userId, image).catch((err: unknown) => { throw asImageError(err); });
  stored(picture.storageKey);
  return picture.id;
}

export async function createNeed(c: Ctx, input: { user: UserRow; values: HelpmeValues; image: Uint8Array | null; storage: PictureStorage }): Promise<NeedRow> {
  const deps = c.get('deps');
  const { user, values: v, image, storage } = input;
  const now = deps.now();
  const place = await checkPlaceAndDates(c, v);

  const events = [await consume(deps, HELPME_RATE.perUser, String(user.id))];
  let storedKey: string | null = null;
  try {
    events.push(await consume(deps, HELPME_RATE.perIp, clientIp(c)));
    return await deps.db.transaction(async (tx) => {
      const pictureId = image ? await saveNeedPhoto(tx, storage, now, user.id, image, (key) => { storedKey = key; }) : null;
      const [row] = await tx.insert(needs).values({
        bloodStationId: place.stationId, cityId: place.cityId, title: publicTitle(v.first_name, v.last_name),
        bloodClass: v.blood_class, requestedBloodTypes: v.requested_blood_type, requiredDonorsCount: v.required_donors_count,
        status: 'search_in_progress', lastDate: v.last_date, createdAt: now, authorUserId: user.id, consentAt: now,
        firstName: v.first_name, middleName: v.middle_name, lastName: v.last_name, birthDate: v.birth_date,
        searchReason: v.search_reason, pictureId, mainPage: true, moderation: 'pending', submittedAt: now,
      }).returning();
      await addDaySlots(tx, row!.id, place.today, v.last_date);
      return row!;
    });
  } catch (err) {
    // Nothing half-made stays behind: no orphan photo, and a refused photo costs no quota.
    if (storedKey) await storage.delete(storedKey).catch(() => undefined);
    await release(deps, events);
    throw err;
  }
}

/** One slot per day from `today` to `lastDate` (docs/helpme.md «Дни»); days already there stay as they are. */
export async function addDaySlots(tx: Tx, needId: number, today: string, lastDate: string): Promise<void> {
  const days: { addressNeedId: number; date: string }[] = [];
  for (let d = today; d <= lastDate; d = addDays(d, 1)) days.push({ addressNeedId: needId, date: d });
  if (days.length > 0) await tx.insert(needTimeSlots).values(days).onConflictDoNothing();
}
