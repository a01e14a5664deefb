// spec §2 route /smi: information for the press (no invented publications or figures).
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { Block, Page } from './page.tsx';

export function SmiPage() {
  const { config } = useSection();
  const mail = <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>;
  return (
    <Page id="smi" lead="Страница для журналистов, блогеров и редакций, которые пишут о донорстве крови.">
      <Block id="smi-contact" title="Контакты для прессы">
        <p>
          Запросы на комментарий, интервью и данные присылайте на {mail}. Укажите издание, тему материала и срок —
          так мы быстрее подберём собеседника.
        </p>
      </Block>

      <Block id="smi-topics" title="О чём мы можем рассказать">
        <ul>
          <li>как устроено безвозмездное донорство крови и её компонентов в России;</li>
          <li>как подготовиться к первой донации и как часто можно сдавать кровь;</li>
          <li>как пациентам и их близким искать доноров;</li>
          <li>как компании и вузы проводят донорские дни;</li>
          <li>как работает платформа «{config.productName}».</li>
        </ul>
        <p>
          Медицинские вопросы мы переадресуем специалистам службы крови: платформа не является медицинской
          организацией.
        </p>
      </Block>

      <Block id="smi-use" title="Использование материалов">
        <p>
          Тексты сайта распространяются по лицензии CC BY-SA 4.0: их можно цитировать и перерабатывать с указанием
          источника и ссылкой на страницу. Полезные страницы для подготовки материала —{' '}
          <Link href={pathTo('blooddonation')}>«О донорстве крови»</Link>, <Link href={pathTo('requirements')}>«Требования к донорам»</Link> и{' '}
          <Link href={pathTo('about')}>«О проекте»</Link>.
        </p>
        <p>
          Пожалуйста, не публикуйте персональные данные пациентов из запросов на поиск доноров без согласия их
          авторов.
        </p>
      </Block>
    </Page>
  );
}
