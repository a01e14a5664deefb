// spec §2 route '/': what the platform is and its main actions, with links into each section.
// Live blocks come from their owning sections as slots (docs/ARCHITECTURE.md §2.4), mounted into
// the elements of `data-home-live-slot` below: the number of donors, the month's top donors,
// donor stories and banners (mfe-top), the stations' needs by blood type and the upcoming events of the selected city
// (mfe-stations), the active requests for donors (mfe-helpme). The shell never sees their data.
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { donateHref } from '../layout/nav-links.ts';
import { Page } from './page.tsx';

interface Action {
  href: string;
  title: string;
  text: string;
}

const ACTIONS: Action[] = [
  { href: pathTo('stations'), title: 'Где сдать кровь', text: 'Станции и отделения переливания крови вашего города на карте и списком: адреса, часы работы и какие группы крови нужны сейчас.' },
  { href: pathTo('helpme'), title: 'Найти донора', text: 'Если кровь нужна близкому человеку, разместите запрос — его увидят доноры вашего города. Или откликнитесь на запрос рядом с вами.' },
  { href: pathTo('how'), title: 'Как стать донором', text: 'Кто может сдавать кровь, как подготовиться накануне, что происходит на станции и как восстановиться после донации.' },
  { href: pathTo('top'), title: 'Топ доноров', text: 'Рейтинг доноров по числу донаций — по стране, региону, городу и станции. Отмечайте донации в личном кабинете, чтобы попасть в него.' },
  { href: pathTo('achievements'), title: 'Достижения и бонусы', text: 'Виртуальные награды за донации и бонусы от партнёров проекта для тех, кто регулярно сдаёт кровь.' },
  { href: donateHref('home'), title: 'Помочь проекту', text: 'Платформа бесплатна для доноров и пациентов. Её работу поддерживают пожертвования — разовые и ежемесячные.' },
];

export function HomePage() {
  const { config } = useSection();
  return (
    <Page
      id="home"
      wide
      lead={`«${config.productName}» — бесплатная платформа для тех, кто сдаёт кровь, и для тех, кто ищет доноров для пациента. Узнайте, где и когда сдать кровь в своём городе, какие группы крови сейчас нужны, запишитесь на донорскую акцию и ведите учёт своих донаций.`}
    >
      <section className="pg__block" aria-labelledby="home-actions">
        <h2 id="home-actions" className="ui-visually-hidden">Что можно сделать на платформе</h2>
        <ul className="pg-cards">
          {ACTIONS.map((a) => (
            <li key={a.title} className="pg-card">
              <h3><Link href={a.href} className="pg-card__link">{a.title}</Link></h3>
              <p>{a.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* Live blocks: each is a row of the slot table owned by a section (ARCHITECTURE §2.4). The
          reserved ones keep their height (pages.css) from the first paint until the data comes. */}
      <div data-home-live-slot="" className="pg-home-live">
        <div id="home-donors-count" className="pg-home-live__block pg-home-live__block--count" />
        <div id="home-station-needs" className="pg-home-live__block pg-home-live__block--needs" />
        <div id="home-events" className="pg-home-live__block pg-home-live__block--events" />
        <div id="home-top-month" className="pg-home-live__block pg-home-live__block--top" />
        <div id="home-stories" className="pg-home-live__block pg-home-live__block--stories" />
        <div id="home-banners" className="pg-home-live__block pg-home-live__block--banners" />
        {/* Not reserved yet (it renders nothing while loading): last, so its arrival moves no block. */}
        <div id="home-needs" className="pg-home-live__block" />
      </div>

      <section className="pg__block" aria-labelledby="home-why">
        <h2 id="home-why">Почему донорство так важно</h2>
        <p>
          Донорскую кровь и её компоненты нельзя заменить лекарствами или получить искусственно. Они нужны при операциях
          и травмах, при осложнениях в родах, людям с онкологическими и гематологическими заболеваниями, пациентам с
          тяжёлыми ожогами. Часть компонентов хранится всего несколько дней, поэтому запасы приходится пополнять
          постоянно — и важна каждая донация.
        </p>
        <p>
          Большинство станций ждут не только новых доноров, но и тех, кто приходит регулярно: кадровые доноры помогают
          службе крови планировать запасы.
        </p>
      </section>

      <section className="pg__block" aria-labelledby="home-first">
        <h2 id="home-first">Впервые хотите сдать кровь?</h2>
        <ol className="pg-steps">
          <li>Проверьте <Link href={pathTo('requirements')}>требования к донорам</Link>: возраст от 18 лет, вес от 50 кг, нет противопоказаний.</li>
          <li>Выберите станцию в разделе <Link href={pathTo('stations')}>«Где сдать кровь»</Link> и посмотрите, какая группа крови там нужна.</li>
          <li>Накануне выспитесь, откажитесь от жирной еды и алкоголя, утром позавтракайте — подробнее в разделе <Link href={pathTo('how')}>«Как стать донором»</Link>.</li>
          <li>Возьмите паспорт. Врач на станции проведёт осмотр и решит, можно ли вам сдавать кровь сегодня.</li>
        </ol>
      </section>
    </Page>
  );
}
