// Demo data of the home page blocks (ARCHITECTURE §3 "Seed"; docs/home.md): a dozen donor
// stories (invented people, real-sounding situations), three banners (one for Kazan only, one
// ending soon) and six «Интересное» cards. The demo donor has liked and read a few stories, so
// the stories block shows a reaction and a «просмотрено» mark. Dates count from the seeding day.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db.ts';
import { users } from '../../schema.ts';
import { banners, interesting, stories, storyReactions, storyViews } from './schema.ts';
import { moscowToday } from '../cabinet/checks.ts';
import { addDays } from '../recognition/donor-facts.ts';

const KAZAN = 50;
const DAY = 86_400_000;

/** [title, text, days ago] — newest last in the table, newest first in the list. */
const STORIES: readonly (readonly [string, string, number])[] = [
  ['Первый раз — страшно только до кресла', 'Марина из Твери пришла на первую донацию с подругой «за компанию». Говорит, что дольше всего заполняла анкету, а сама сдача заняла восемь минут. Теперь ходит раз в два месяца.', 60],
  ['Кровь для сына одноклассника', 'Когда мальчику из параллельного класса понадобилось переливание, родительский чат за вечер собрал двенадцать доноров. Пятеро из них остались в регистре и приходят до сих пор.', 55],
  ['Тромбоциты по субботам', 'Игорь — инженер, в будни не успевает. Он нашёл станцию, которая принимает по субботам, и уже третий год сдаёт тромбоциты: процедура дольше, но и помощь онкобольным детям нужнее всего.', 48],
  ['Редкая группа — повод не пропадать', 'У Светланы AB(IV) резус-отрицательная. Станция звонит ей, когда запасы кончаются, и она старается не уезжать надолго без предупреждения: таких доноров в городе несколько десятков.', 42],
  ['Донорский день в университете', 'Студенческий совет договорился с выездной бригадой: за один день в актовом зале сдали кровь 87 человек. Половина пришла впервые, многие узнали о донорстве из рассылки в общежитии.', 36],
  ['После отвода — снова в строю', 'Алексею дали временный отвод после татуировки. Через четыре месяца он вернулся, прошёл обследование и получил значок за десятую донацию в тот же день, когда пришёл снова.', 30],
  ['Плазма для ожогового центра', 'Зимой ожоговому центру понадобилось много свежезамороженной плазмы. Ольга увидела запрос на сайте, записалась на ближайший слот и привела с собой мужа.', 24],
  ['Как я перестал бояться иглы', 'Денис честно предупредил медсестру, что боится. Его посадили удобнее, предложили не смотреть и разговаривали всё время процедуры. «Оказалось, бояться было нечего», — говорит он.', 18],
  ['Корпоративная команда доноров', 'В логистической компании из Казани завели традицию: раз в квартал сотрудники едут на станцию вместе. За год команда сдала больше сорока литров крови.', 12],
  ['Сорок донаций к пятидесяти', 'Нина Петровна начала сдавать кровь в студенчестве и к юбилею дошла до сорока донаций. Сейчас она уговаривает внуков: двое уже записались на день донора.', 8],
  ['Кровь нужна и летом', 'Летом доноры уезжают в отпуск, а запасы тают. Андрей специально планирует донацию перед отъездом и напоминает об этом друзьям в общем чате.', 4],
  ['Спасибо от получателя', 'Елена после тяжёлых родов получила переливание от трёх доноров. Через год она сама пришла на станцию: «Хочу, чтобы кто-то ещё получил такой же шанс».', 1],
];

/** [title, text, link, link label, city, starts (days from today), ends (days, null = open)] */
const BANNERS: readonly (readonly [string, string, string, string, number | null, number, number | null])[] = [
  ['Нужна кровь первой отрицательной', 'Запасы O(I) Rh− на станциях ниже нормы. Если у вас эта группа, запишитесь на ближайшую дату.', '/bloodstations/', 'Выбрать станцию', null, -10, 30],
  ['Неделя донора в Казани', 'Выездные бригады в вузах и на предприятиях города. Расписание и запись — на странице событий.', '/bloodstations/', 'Расписание', KAZAN, -3, 7],
  ['Ищете донора для близкого?', 'Оставьте заявку — её увидят доноры вашего города с подходящей группой крови.', '/helpme/', 'Оставить заявку', null, -30, null],
];

/** [title, text, link] */
const INTERESTING: readonly (readonly [string, string, string | null])[] = [
  ['Кровь восстанавливается быстрее, чем кажется', 'Объём плазмы возвращается за сутки-двое, эритроциты — примерно за месяц. Поэтому между донациями цельной крови нужен перерыв не меньше 60 дней.', null],
  ['Одна донация — до трёх жизней', 'Из цельной крови получают эритроциты, плазму и тромбоциты: каждый компонент может достаться разному пациенту.', null],
  ['Перед донацией — завтрак', 'Натощак сдавать кровь не нужно. Лёгкий завтрак без жирного и сладкий чай помогут чувствовать себя хорошо.', '/how/'],
  ['Тромбоциты живут пять дней', 'Их нельзя заготовить впрок, поэтому доноры тромбоцитов нужны постоянно, особенно отделениям гематологии.', null],
  ['Кто может стать донором', 'Взрослые от 18 лет, весом от 50 кг, без противопоказаний. Окончательное решение принимает врач на станции.', '/requirements'],
  ['Почётный донор', 'Звание даётся за 40 донаций цельной крови или 60 донаций плазмы и тромбоцитов — вместе с ежегодной выплатой.', null],
];

export async function seedHome(tx: Tx, now: Date): Promise<void> {
  const today = moscowToday(now);
  const added = await tx
    .insert(stories)
    .values(STORIES.map(([title, text, daysAgo]) => ({ title, text, image: null, link: null, publishedAt: new Date(now.getTime() - daysAgo * DAY) })))
    .returning({ id: stories.id });
  await tx.insert(banners).values(BANNERS.map(([title, text, link, linkLabel, cityId, from, to], sort) => ({
    title, text, image: null, link, linkLabel, cityId, sort,
    startsAt: addDays(today, from), endsAt: to === null ? null : addDays(today, to),
  })));
  await tx.insert(interesting).values(INTERESTING.map(([title, text, link], sort) => ({ title, text, link, sort })));
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'demo@example.com')).limit(1);
  if (!demo || added.length < 3) return;
  // The two newest are unread; the demo donor liked the third and read the next ones.
  const read = added.slice(-5, -2);
  await tx.insert(storyViews).values(read.map((s) => ({ storyId: s.id, userId: demo.id, viewedAt: now })));
  await tx.insert(storyReactions).values({ storyId: read[read.length - 1]!.id, userId: demo.id, reaction: 'like', reactedAt: now });
}
