// The moderator's help-me queue on first start (development seed only, like every seed; docs/helpme.md
// «Модерация»): two Moscow requests sent by the demo donors and waiting for review — one with a
// photo drawn at seed time (helpme/seed.ts `portrait`, no committed binaries), private until
// approved, one without. Signed in as demo@example.com or new@example.com, the author sees
// «На проверке» on the request's page; nobody else finds it until the moderator publishes it.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays, type BloodType, type HelpmeBloodClass } from '@donor/shared/contract/helpme';
import type { Tx } from '../../db.ts';
import { bloodStationInfo, bloodStations, users } from '../../schema.ts';
import { needTimeSlots, needs } from '../helpme/schema.ts';
import { DEFAULT_UTC_OFFSET_MIN, localDay, publicTitle } from '../helpme/needs-data.ts';
import { portrait } from '../helpme/seed.ts';
import { savePicture } from '../uploads/pictures.ts';
import { pictureStorageFromEnv, type PictureStorage } from '../uploads/storage.ts';

interface PendingPlan {
  /** The demo accounts of api/src/seed.ts (DEMO_ACCOUNTS; named here, the seed imports this file). */
  author: string;
  first: string;
  middle: string | null;
  last: string;
  birth: string;
  component: HelpmeBloodClass;
  types: BloodType[];
  donors: number;
  /** Days to the last day of the search. */
  days: number;
  /** Hours since it was sent: the older one is first in the queue. */
  hoursAgo: number;
  /** The photo's hue, or null for none. */
  hue: number | null;
  reason: string;
}

const PLANS: readonly PendingPlan[] = [
  {
    author: 'demo@example.com', first: 'Виктор', middle: 'Алексеевич', last: 'Белов', birth: '1961-02-11', component: 'blood',
    types: ['a_plus'], donors: 6, days: 10, hoursAgo: 5, hue: 200,
    reason: 'Папе предстоит операция на коронарных сосудах. Больница просит найти доноров цельной крови A(II) Rh+ до операции.',
  },
  {
    author: 'new@example.com', first: 'Алиса', middle: null, last: 'Фёдорова', birth: '2018-09-04', component: 'platelets',
    types: ['o_plus', 'o_minus'], donors: 8, days: 21, hoursAgo: 2, hue: null,
    reason: 'Алисе 7 лет, идёт лечение в гематологии. Нужны доноры тромбоцитов первой группы.',
  },
];

export async function seedPendingRequests(tx: Tx, now: Date, storage: PictureStorage = pictureStorageFromEnv()): Promise<void> {
  const authors = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, PLANS.map((p) => p.author)));
  const stations = await tx.select({ id: bloodStations.id, offset: bloodStationInfo.utcOffsetMin }).from(bloodStations)
    .leftJoin(bloodStationInfo, eq(bloodStationInfo.bloodStationId, bloodStations.id))
    .where(and(eq(bloodStations.cityId, 1), eq(bloodStations.closed, false))).orderBy(asc(bloodStations.id)).limit(PLANS.length + 2);
  for (const [i, plan] of PLANS.entries()) {
    const author = authors.find((a) => a.email === plan.author);
    const station = stations[i + 2]; // not the nurse's two: the queue is the moderator's, the station is any
    if (!author || !station) continue;
    const sentAt = new Date(now.getTime() - plan.hoursAgo * 3_600_000);
    const today = localDay(now, station.offset ?? DEFAULT_UTC_OFFSET_MIN);
    // Private (the default) until a moderator publishes the request.
    const pictureId = plan.hue === null ? null : (await savePicture(tx, storage, sentAt, author.id, await portrait(plan.hue))).id;
    const [row] = await tx.insert(needs).values({
      bloodStationId: station.id, cityId: 1, title: publicTitle(plan.first, plan.last), bloodClass: plan.component,
      requestedBloodTypes: plan.types, requiredDonorsCount: plan.donors, status: 'search_in_progress', lastDate: addDays(today, plan.days),
      createdAt: sentAt, authorUserId: author.id, consentAt: sentAt, firstName: plan.first, middleName: plan.middle, lastName: plan.last,
      birthDate: plan.birth, searchReason: plan.reason, pictureId, mainPage: true, moderation: 'pending', submittedAt: sentAt,
    }).returning({ id: needs.id });
    const days: { addressNeedId: number; date: string }[] = [];
    for (let d = today; d <= addDays(today, plan.days); d = addDays(d, 1)) days.push({ addressNeedId: row!.id, date: d });
    await tx.insert(needTimeSlots).values(days);
  }
}
