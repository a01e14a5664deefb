// The moderators' first work (development only, like every seed: ARCHITECTURE §3 "Seed"; docs/staff.md
// «Проверка донаций»): pending donations from several donors in three cities — with and without a
// certificate, one refused earlier and sent again, one likely duplicate of a station's record —
// and the demo donor's own pending donation gets a certificate, so the browser tests can follow a
// verdict to her cabinet. The certificates are drawn here from an SVG with sharp and stored
// through the ordinary picture storage and table (features/uploads/): no binary file is
// committed. No randomness: one day gives one database.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { addDays } from '@donor/shared/eligibility/dates';
import { COMPONENT_LABEL } from '@donor/shared/eligibility/reasons';
import type { BloodClass } from '@donor/shared/contract/cabinet';
import { formatDate } from '@donor/shared/i18n';
import type { Tx } from '../../db.ts';
import { bloodStations, donations, users } from '../../schema.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { savePicture } from '../uploads/pictures.ts';
import { pictureStorageFromEnv, type PictureStorage } from '../uploads/storage.ts';

const HOUR = 3_600_000;

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface CertificateText {
  donor: string;
  day: string;
  station: string;
  bloodClass: BloodClass;
}

/**
 * A picture of a «Справка о донации» (form 402/у): a sheet with the station, the donor, the date
 * and the component, a stamp and a signature. `unreadable` blurs it, as a shaky phone photo would.
 */
export async function certificatePicture(t: CertificateText, opts: { unreadable?: boolean; tilt?: number } = {}): Promise<Buffer> {
  const line = (y: number, label: string, value: string) =>
    `<text x="70" y="${y}" font-size="22" fill="#555">${esc(label)}</text><text x="300" y="${y}" font-size="24" fill="#1a1a1a">${esc(value)}</text>
     <line x1="300" y1="${y + 8}" x2="830" y2="${y + 8}" stroke="#bbb" stroke-width="1"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
  <rect width="900" height="640" fill="#e9e4d8"/>
  <g transform="rotate(${opts.tilt ?? 0} 450 320)">
    <rect x="30" y="24" width="840" height="592" fill="#fffdf7" stroke="#d8d2c2" stroke-width="2"/>
    <text x="70" y="78" font-size="18" fill="#555">${esc(t.station)}</text>
    <text x="830" y="78" font-size="18" fill="#555" text-anchor="end">Форма № 402/у</text>
    <text x="450" y="150" font-size="40" font-weight="bold" fill="#1a1a1a" text-anchor="middle">Справка о донации</text>
    <text x="450" y="188" font-size="20" fill="#555" text-anchor="middle">выдана донору крови и (или) её компонентов</text>
    ${line(260, 'Донор', t.donor)}
    ${line(310, 'Дата донации', formatDate(t.day))}
    ${line(360, 'Вид донации', COMPONENT_LABEL[t.bloodClass])}
    ${line(410, 'Безвозмездно', 'да')}
    <circle cx="690" cy="520" r="62" fill="none" stroke="#2d4f9e" stroke-width="5" opacity="0.75"/>
    <circle cx="690" cy="520" r="48" fill="none" stroke="#2d4f9e" stroke-width="2" opacity="0.75"/>
    <text x="690" y="527" font-size="16" fill="#2d4f9e" text-anchor="middle" opacity="0.8">ПЕЧАТЬ</text>
    <text x="70" y="530" font-size="20" fill="#555">Врач-трансфузиолог</text>
    <path d="M300 528 c 30 -40 50 20 80 -10 s 40 -30 60 10 s 30 10 50 -20" fill="none" stroke="#1d2f6f" stroke-width="3"/>
  </g>
</svg>`;
  let image = sharp(Buffer.from(svg));
  if (opts.unreadable) image = image.blur(9);
  return image.jpeg({ quality: 82 }).toBuffer();
}

interface PendingSeed {
  donor: { email: string; phone: string | null; firstName: string; lastName: string; cityId: number };
  /** The pending donation: days before today, component, station slug, hours since it was sent. */
  pending: { daysAgo: number; bloodClass: BloodClass; station: string; sentHoursAgo: number; certificate: 'readable' | 'unreadable' | null };
  /** Earlier donations (their history beside the pending one). */
  history: { daysAgo: number; bloodClass: BloodClass; station: string; status: 'accepted' | 'rejected'; source: 'seed' | 'station' }[];
  /** Refused before by the moderator and sent again. */
  refusedBefore?: boolean;
}

const DONORS: readonly PendingSeed[] = [
  {
    donor: { email: 'olga.petrova@example.com', phone: '+79990000102', firstName: 'Ольга', lastName: 'Петрова', cityId: 1 },
    pending: { daysAgo: 6, bloodClass: 'blood', station: 'moscow-10', sentHoursAgo: 5 * 24, certificate: 'readable' },
    history: [
      { daysAgo: 130, bloodClass: 'blood', station: 'moscow-10', status: 'accepted', source: 'seed' },
      { daysAgo: 250, bloodClass: 'plasma', station: 'moscow-10', status: 'accepted', source: 'seed' },
    ],
  },
  {
    // Only a phone: the verdict goes by SMS.
    donor: { email: '', phone: '+79990000103', firstName: 'Игорь', lastName: 'Соколов', cityId: 2 },
    pending: { daysAgo: 9, bloodClass: 'plasma', station: 'saint-petersburg-2', sentHoursAgo: 3 * 24, certificate: null },
    history: [{ daysAgo: 60, bloodClass: 'plasma', station: 'saint-petersburg-2', status: 'accepted', source: 'seed' }],
  },
  {
    donor: { email: 'alsu.galieva@example.com', phone: null, firstName: 'Алсу', lastName: 'Галиева', cityId: 50 },
    pending: { daysAgo: 12, bloodClass: 'platelets', station: 'kazan-2', sentHoursAgo: 2 * 24, certificate: 'unreadable' },
    history: [],
    refusedBefore: true,
  },
  {
    // The likely duplicate: the station's check-in already wrote this donation, and the donor typed it too.
    donor: { email: 'dmitry.kuznetsov@example.com', phone: null, firstName: 'Дмитрий', lastName: 'Кузнецов', cityId: 1 },
    pending: { daysAgo: 3, bloodClass: 'blood', station: 'moscow-12', sentHoursAgo: 20, certificate: 'readable' },
    history: [
      { daysAgo: 3, bloodClass: 'blood', station: 'moscow-12', status: 'accepted', source: 'station' },
      { daysAgo: 200, bloodClass: 'blood', station: 'moscow-12', status: 'accepted', source: 'seed' },
    ],
  },
  {
    donor: { email: 'maria.sokolova@example.com', phone: null, firstName: 'Мария', lastName: 'Соколова', cityId: 1 },
    pending: { daysAgo: 2, bloodClass: 'plasma', station: 'moscow-11', sentHoursAgo: 6, certificate: null },
    history: [{ daysAgo: 45, bloodClass: 'plasma', station: 'moscow-11', status: 'rejected', source: 'seed' }],
  },
];

export async function seedPendingDonations(tx: Tx, now: Date, storage: PictureStorage = pictureStorageFromEnv()): Promise<void> {
  const today = moscowToday(now);
  const slugs = [...new Set(DONORS.flatMap((d) => [d.pending.station, ...d.history.map((h) => h.station)]))];
  const stations = new Map(
    (await tx.select({ id: bloodStations.id, slug: bloodStations.slug, title: bloodStations.title }).from(bloodStations).where(inArray(bloodStations.slug, slugs)))
      .map((s) => [s.slug, s]),
  );
  // The earlier refusals are the seeded moderator's (seed.ts makes them before calling this).
  const [moderator] = await tx.select({ id: users.id }).from(users).where(eq(users.isStaff, true)).orderBy(asc(users.id)).limit(1);

  for (const [i, seed] of DONORS.entries()) {
    const station = stations.get(seed.pending.station);
    if (!station) continue;
    const [donor] = await tx
      .insert(users)
      .values({
        email: seed.donor.email || null, phone: seed.donor.phone, passwordHash: '!', firstName: seed.donor.firstName, lastName: seed.donor.lastName,
        cityId: seed.donor.cityId, referralCode: `REVIEW${String(i + 1).padStart(2, '0')}`, isActive: true, dateJoined: new Date(now.getTime() - 400 * 24 * HOUR),
      })
      .returning({ id: users.id });
    const userId = donor!.id;
    if (seed.history.length > 0) {
      await tx.insert(donations).values(seed.history.map((h) => ({
        userId, donateAt: addDays(today, -h.daysAgo), status: h.status, bloodClass: h.bloodClass, bloodStationId: stations.get(h.station)?.id ?? null,
        createdAt: now, submittedAt: now, source: h.source,
        ...(h.status === 'rejected' ? { reviewedBy: moderator?.id ?? null, reviewedAt: now, rejectReason: 'no_certificate' } : {}),
      })));
    }
    const day = addDays(today, -seed.pending.daysAgo);
    const picture = seed.pending.certificate
      ? await savePicture(tx, storage, now, userId, await certificatePicture(
        { donor: `${seed.donor.lastName} ${seed.donor.firstName}`, day, station: station.title, bloodClass: seed.pending.bloodClass },
        { unreadable: seed.pending.certificate === 'unreadable', tilt: i % 2 === 0 ? -2 : 3 },
      ))
      : null;
    const sentAt = new Date(now.getTime() - seed.pending.sentHoursAgo * HOUR);
    await tx.insert(donations).values({
      userId, donateAt: day, status: 'pre_accepted', bloodClass: seed.pending.bloodClass, bloodStationId: station.id,
      certificatePictureId: picture?.id ?? null, createdAt: new Date(sentAt.getTime() - (seed.refusedBefore ? 72 * HOUR : 0)), submittedAt: sentAt, source: 'seed',
      ...(seed.refusedBefore
        ? { reviewedBy: moderator?.id ?? null, reviewedAt: new Date(sentAt.getTime() - 24 * HOUR), rejectReason: 'unreadable', rejectComment: 'Не видно даты и печати.' }
        : {}),
    });
  }

  await certifyDemoDonation(tx, now, storage);
}

/**
 * The demo donor's pending donation (features/cabinet/seed.ts) gets a certificate and waits in
 * the queue for four days: the browser test rejects it and she fixes and resends it.
 */
async function certifyDemoDonation(tx: Tx, now: Date, storage: PictureStorage): Promise<void> {
  const [row] = await tx
    .select({ id: donations.id, userId: donations.userId, donateAt: donations.donateAt, bloodClass: donations.bloodClass, first: users.firstName, last: users.lastName, station: bloodStations.title })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .leftJoin(bloodStations, eq(bloodStations.id, donations.bloodStationId))
    .where(and(eq(users.email, 'demo@example.com'), eq(donations.status, 'pre_accepted'), isNull(donations.certificatePictureId)))
    .limit(1);
  if (!row) return;
  const picture = await savePicture(tx, storage, now, row.userId, await certificatePicture(
    { donor: `${row.last} ${row.first}`, day: row.donateAt, station: row.station ?? '', bloodClass: row.bloodClass as BloodClass },
    { tilt: 1 },
  ));
  await tx.update(donations).set({ certificatePictureId: picture.id, submittedAt: new Date(now.getTime() - 4 * 24 * HOUR) }).where(eq(donations.id, row.id));
}
