// Demo data of mfe-donate (docs/ARCHITECTURE.md §3 "Seed"): fundraisers with progress, souvenirs,
// the charity shop, and payments of this month (so the widget's donor list is not empty) plus one
// monthly subscription of the demo donor (the cabinet can cancel it). Deterministic; dates are
// relative to `now` because the donor list shows "this month".
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db.ts';
import { users } from '../../schema.ts';
import { collects, paymentOrders, payments, shopItems, souvenirs, subscriptions } from './schema.ts';
import { catalogImage } from '../shop/catalog-images.ts';

const COLLECTS = [
  { slug: 'servery-2026', title: 'Серверы и SMS на 2026 год', goal: 600_000, active: true,
    description: 'Платформа отправляет донорам напоминания о донациях и срочные запросы крови по SMS. Собираем на год работы серверов и рассылок.' },
  { slug: 'mobilnoe-prilozhenie', title: 'Новое мобильное приложение', goal: 1_200_000, active: true,
    description: 'Запись на донорские акции, напоминания и карта станций переливания — в одном приложении для iOS и Android.' },
  { slug: 'den-donora-2026', title: 'Национальный день донора 2026', goal: 250_000, active: true,
    description: 'Печать материалов, подарки донорам и организация выездных акций в 20 городах.' },
  { slug: 'karta-stanciy-2025', title: 'Обновление карты станций', goal: 150_000, active: false,
    description: 'Сбор завершён: мы проверили адреса и часы работы всех станций переливания крови.' },
];
const rub = (n: number) => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(n);
/** [title, description, donations needed, how to get it («Как получить: …»), where, donation amount] (0016). */
const SOUVENIRS: [string, string, number, string, 'donations' | 'achievement' | 'amount', number | null][] = [
  ['Значок «Донор Рядом»', 'Эмалированный значок с каплей крови.', 1, 'за достижение «Первая донация» — первую подтверждённую донацию', 'achievement', null],
  ['Браслет донора', 'Силиконовый браслет с группой крови.', 3, 'за 3 подтверждённые донации', 'donations', null],
  ['Термокружка', 'Кружка 350 мл для тех, кто сдаёт кровь по утрам.', 5, `за пожертвование проекту от ${rub(1500)}`, 'amount', 1500],
  ['Футболка «Я — донор»', 'Хлопок, размеры S–XXL.', 10, 'за 10 подтверждённых донаций', 'donations', null],
  ['Худи проекта', 'Тёплое худи с вышитым логотипом.', 20, `за пожертвование проекту от ${rub(5000)}`, 'amount', 5000],
  ['Памятная медаль', 'Для доноров с 40 и более донациями.', 40, 'за достижение «Почётный донор России» — 40 донаций крови или её компонентов', 'achievement', null],
];
/** Stock of the shop's items by position (null: not counted, made to order) (0016). */
const SHOP_STOCK = [25, null, 0, 3, 12, null];
const SHOP = [
  ['Шоппер «Кровь — это жизнь»', 'Плотный хлопок, печать с двух сторон.', 900],
  ['Набор открыток', '8 открыток с иллюстрациями о донорстве.', 450],
  ['Носки «Капля»', 'Хлопковые носки, размеры 36–44.', 600],
  ['Блокнот донора', 'Дневник донаций и самочувствия на два года.', 700],
  ['Кружка «Сдаю кровь»', 'Керамика, 330 мл.', 800],
  ['Пин «Первая донация»', 'Для тех, кто только начинает.', 350],
] as const;
/** [name, amount, monthly, hideAmount, hideName, days ago (kept inside this month)] */
const PAYMENTS: [string, number, boolean, boolean, boolean, number][] = [
  ['Анна К.', 500, true, false, false, 0], ['Дмитрий С.', 500, true, false, false, 1], ['Елена В.', 500, true, true, false, 2],
  ['', 500, true, false, true, 3], ['Игорь П.', 300, true, false, false, 1], ['Ольга Н.', 1000, true, false, false, 4],
  ['Михаил Т.', 3000, true, false, false, 2], ['Светлана Р.', 500, false, false, false, 0], ['Павел Л.', 1000, false, false, false, 3],
  ['Наталья Ж.', 300, false, false, false, 5], ['Сергей М.', 500, false, false, false, 6],
];

export async function seedDonate(tx: Tx, now: Date): Promise<void> {
  const inserted = await tx
    .insert(collects)
    // The project's own fundraisers: public from the start (moderation is for new ones).
    .values(COLLECTS.map((c, i) => {
      const createdAt = new Date(now.getTime() - (i + 1) * 86_400_000 * 20);
      return { slug: c.slug, title: c.title, description: c.description, goal: c.goal, isActive: c.active, createdAt, status: 'approved' as const, moderatedAt: createdAt };
    }))
    .returning({ id: collects.id, goal: collects.goal });
  // Pictures are drawn here, at seed time (features/shop/catalog-images.ts): no binary file in the repository.
  const images = await Promise.all(SOUVENIRS.map((_, i) => catalogImage(i)));
  await tx.insert(souvenirs).values(SOUVENIRS.map(([title, description, n, howToGet, getVia, donationAmount], i) => (
    { title, description, donationsNeeded: n, inStock: i !== 5, sort: i, howToGet, getVia, donationAmount, image: images[i] })));
  await tx.insert(shopItems).values(SHOP.map(([title, description, price], i) => (
    { title, description, price, inStock: i !== 2, sort: i, stock: SHOP_STOCK[i] ?? null, image: images[(i + 3) % images.length] })));

  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 0, 0, 1));
  const at = (daysAgo: number) => new Date(Math.max(monthStart.getTime(), now.getTime() - daysAgo * 86_400_000));
  await tx.insert(payments).values(
    PAYMENTS.map(([name, amount, monthly, hideAmount, , days], i) => ({
      provider: 'sandbox', transactionId: `seed-${i + 1}`, paymentType: monthly ? ('monthly' as const) : ('once' as const), amount,
      email: `donor${i + 1}@example.com`, displayName: name, hideAmount, createdAt: at(days),
    })),
  );
  // Progress of the fundraisers: earlier donations earmarked for them (a fixed share of the goal).
  const shares = [0.62, 0.18, 0.91, 1];
  await tx.insert(payments).values(
    inserted.map((c, i) => ({
      provider: 'sandbox', transactionId: `seed-collect-${c.id}`, paymentType: 'once' as const, amount: Math.round(c.goal * shares[i]!),
      email: 'fund@example.com', displayName: 'Партнёры проекта', collectId: c.id, createdAt: new Date(now.getTime() - 40 * 86_400_000),
    })),
  );

  const [demo] = await tx.select().from(users).where(eq(users.email, 'demo@example.com'));
  if (!demo) return;
  const orderId = '00000000-0000-4000-8000-000000000001';
  await tx.insert(paymentOrders).values({
    id: orderId, provider: 'sandbox', flow: 'widget', paymentType: 'monthly', paymentMethod: 'card', amount: 500, email: 'demo@example.com', userId: demo.id,
    firstName: demo.firstName, lastName: demo.lastName, status: 'succeeded', createdAt: at(10), updatedAt: at(10),
  });
  await tx.insert(subscriptions).values({
    orderId, provider: 'sandbox', providerSubscriptionId: `sbx-sub-${orderId}`, email: 'demo@example.com', userId: demo.id, amount: 500,
    cancelNonce: 'seed-demo-nonce-7f3a9c21', nextChargeAt: new Date(at(10).getTime() + 30 * 86_400_000), createdAt: at(10),
  });
}
