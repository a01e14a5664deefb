// spec §2 route /non-profit: who runs the project and how donations are spent, in general
// terms (the organization's legal details are provided on request — no invented data here).
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { donateHref } from '../layout/nav-links.ts';
import { Block, Page } from './page.tsx';

export function NonProfitPage() {
  const { config } = useSection();
  const mail = <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>;
  return (
    <Page
      id="non-profit"
      lead={`Платформу «${config.productName}» развивает некоммерческая организация. Её цель — чтобы донорской крови хватало всем, кому она нужна.`}
    >
      <Block id="np-why" title="Почему некоммерческая">
        <p>
          Мы не продаём данные доноров и не берём плату за размещение запросов на поиск доноров. Пожертвования
          организация направляет на свои уставные цели — развитие безвозмездного донорства.
        </p>
      </Block>

      <Block id="np-money" title="На что идут пожертвования">
        <ul>
          <li>разработка и поддержка платформы, серверы и защита данных;</li>
          <li>проверка и модерация запросов на поиск доноров;</li>
          <li>просветительские материалы о донорстве крови и костного мозга;</li>
          <li>организация донорских акций вместе со службой крови, компаниями и вузами.</li>
        </ul>
      </Block>

      <Block id="np-help" title="Как поддержать">
        <ul>
          <li>Сделайте разовое или ежемесячное <Link href={donateHref('non_profit')}>пожертвование</Link> — условия описаны в <Link href={pathTo('offer')}>публичной оферте</Link>.</li>
          <li>Поддержите <Link href={pathTo('fundraising')}>текущие сборы</Link> проекта.</li>
          <li>Предложите донорский день в своей компании или вузе — напишите нам на {mail}.</li>
        </ul>
      </Block>

      <Block id="np-docs" title="Реквизиты и отчёты">
        <p>
          Полное наименование, реквизиты организации и отчёты о расходовании пожертвований мы предоставляем по запросу:
          напишите на {mail}, и мы ответим.
        </p>
      </Block>
    </Page>
  );
}
