// Demo data of the recognition pages (ARCHITECTURE §3 "Seed"; docs/recognition.md): a dozen
// partner bonuses in Moscow and Kazan with their promo codes — «Чай с чак-чаком» has exactly one
// code left (the race for the last code), «Капучино в подарок» needs a donation in the last 60
// days (the demo donor has one, new@example.com has none), «Такси» has run out — a collective
// donation organised by demo@example.com, and a few advices of community donors. Dates count
// from the seeding day so the offers and the collective donation stay ahead.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db.ts';
import { advices, bloodStations, bonusCodes, bonuses, collectiveDonationMembers, collectiveDonations, souvenirs, users } from '../../schema.ts';
import type { BonusConditionKind } from './schema.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { addDays } from './donor-facts.ts';

/** Sizes of the seeded T-shirt and hoodie (0024_gift_delivery.sql). */
export const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
const SIZED_SOUVENIRS = ['Футболка «Я — донор»', 'Худи проекта'] as const;

const MOSCOW = 1;
const KAZAN = 50;

/** [partner, title, description, city, condition, condition value, codes, days valid, link] */
const BONUSES: readonly (readonly [string, string, string, number | null, BonusConditionKind, number, number, number, string | null])[] = [
  ['Кофейня «Зерно»', 'Капучино в подарок', 'Большой капучино в день донации или в любой день месяца после неё. Покажите промокод бариста.', MOSCOW, 'donation_within_days', 60, 40, 120, 'https://zerno.example/donor'],
  ['Кинотеатр «Премьера»', 'Скидка 30% на билет', 'Скидка на любой сеанс с понедельника по четверг, кроме премьер первой недели.', MOSCOW, 'donations_count', 3, 25, 180, 'https://premiera.example/promo'],
  ['Аптека «Здоровье+»', 'Скидка 15% на препараты железа', 'Скидка на витамины и препараты железа при покупке на сайте или в аптеках сети.', MOSCOW, 'none', 0, 60, 365, 'https://zdorovie-plus.example'],
  ['Фитнес-клуб «Пульс»', 'Гостевой визит', 'Один бесплатный визит в тренажёрный зал и бассейн (не раньше чем через 3 дня после донации).', MOSCOW, 'donations_count', 1, 30, 150, null],
  ['Театр-студия «Диалог»', 'Скидка 25% на спектакль', 'Скидка на два билета на любой спектакль текущего сезона.', MOSCOW, 'donation_within_days', 180, 20, 200, 'https://dialog-theatre.example'],
  ['Такси «Едем»', 'Поездка до станции переливания бесплатно', 'Одна поездка до пункта сдачи крови до 700 ₽.', MOSCOW, 'none', 0, 0, 90, null],
  ['Пекарня «Хлебный дом»', 'Выпечка к чаю', 'Булочка и чай после донации — в любой пекарне сети.', KAZAN, 'donation_within_days', 30, 30, 120, null],
  ['Кинотеатр «Мираж»', 'Два билета по цене одного', 'Два билета на один сеанс по цене одного, кроме 3D и IMAX.', KAZAN, 'donations_count', 5, 20, 180, 'https://mirage-kzn.example'],
  ['Аптека «Табиб»', 'Скидка 10% на всё', 'Скидка на весь ассортимент, кроме рецептурных препаратов.', KAZAN, 'none', 0, 50, 365, null],
  ['Кафе «Чак-чак»', 'Чай с чак-чаком', 'Чайник татарского чая и порция чак-чака. Остался последний промокод.', KAZAN, 'none', 0, 1, 120, null],
  ['Служба доставки «Обед рядом»', 'Бесплатная доставка', 'Бесплатная доставка трёх заказов от 800 ₽.', KAZAN, 'donations_count', 1, 40, 150, 'https://obed-ryadom.example'],
  ['Книжная лавка «Страница»', 'Скидка 20% в интернет-магазине', 'Скидка на книги о здоровье и медицине при заказе с доставкой по всей России.', null, 'none', 0, 50, 365, 'https://stranitsa.example'],
];

const ADVICES = [
  'Накануне хорошо выспитесь и плотно позавтракайте без жирного: сладкий чай и каша — лучший вариант.',
  'Возьмите с собой паспорт и бутылку воды. После донации не спешите: посидите 10–15 минут.',
  'Запишитесь заранее через сайт станции — так не придётся ждать в очереди.',
  'Первый раз было страшно, но всё заняло меньше часа. Главное — не бойтесь спросить врача.',
];

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codeOf = (rnd: () => number) => Array.from({ length: 8 }, () => CODE_ALPHABET[Math.floor(rnd() * CODE_ALPHABET.length)]).join('');

export async function seedRecognition(tx: Tx, now: Date, rnd: () => number): Promise<void> {
  const today = moscowToday(now);
  const rows = await tx
    .insert(bonuses)
    .values(BONUSES.map(([partner, title, description, cityId, conditionKind, conditionValue, , days, link], i) => ({
      partner, title, description, cityId, conditionKind, conditionValue, link, validUntil: addDays(today, days), sort: i,
    })))
    .returning({ id: bonuses.id });
  const codes = rows.flatMap((b, i) => Array.from({ length: BONUSES[i]![6] }, (_, n) => ({ bonusId: b.id, code: `${codeOf(rnd)}${n}` })));
  for (let i = 0; i < codes.length; i += 200) await tx.insert(bonusCodes).values(codes.slice(i, i + 200));

  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'demo@example.com')).limit(1);
  const [station] = await tx.select({ id: bloodStations.id }).from(bloodStations).where(and(eq(bloodStations.cityId, MOSCOW), eq(bloodStations.closed, false))).orderBy(asc(bloodStations.id)).limit(1);
  // Community donors (other seeds' inactive accounts) write the advice and join the demo plan.
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, false), ne(users.firstName, '')))
    .orderBy(asc(users.id))
    .limit(ADVICES.length);
  if (demo && station) {
    const [cd] = await tx
      .insert(collectiveDonations)
      .values({
        ownerId: demo.id, title: 'Сдаём кровь всем отделом', description: 'Идём вместе после обеда, встречаемся у входа в 14:00.',
        bloodStationId: station.id, date: addDays(today, 12), maxParticipants: 10, createdAt: now,
      })
      .returning({ id: collectiveDonations.id });
    const members = [demo.id, ...others.slice(0, 2).map((u) => u.id)];
    await tx.insert(collectiveDonationMembers).values(members.map((userId) => ({ collectiveDonationId: cd!.id, userId, joinedAt: now })));
  }
  if (others.length > 0) {
    await tx.insert(advices).values(others.map((u, i) => ({ userId: u.id, text: ADVICES[i]!, createdAt: new Date(now.getTime() - (i + 1) * 86_400_000) })));
  }
  // The wearable souvenirs (seeded with the shop, features/payments/seed.ts) come in sizes, which a
  // gift request asks for (docs/recognition.md «Доставка»).
  await tx.update(souvenirs).set({ sizes: [...CLOTHING_SIZES] }).where(inArray(souvenirs.title, [...SIZED_SOUVENIRS]));
}
