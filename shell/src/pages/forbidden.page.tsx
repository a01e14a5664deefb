// «Нет доступа» (403): a staff page (/staff/**) opened by a signed-in donor without a staff role
// (docs/staff.md «Роли»). The shell draws it, so the staff section's code is never downloaded.
// Its strings live here, in its own chunk: nobody else needs them.
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { Page } from './page.tsx';

const TEXT = {
  lead: 'Эта страница — для сотрудников станций переливания крови, модераторов и организаторов. Если вы работаете в станции, попросите модератора проекта открыть вам доступ.',
  cabinet: 'В личный кабинет',
  home: 'На главную',
} as const;

export function ForbiddenPage() {
  return (
    <Page id="forbidden" lead={TEXT.lead}>
      <ul className="pg-actions">
        <li><Link href={pathTo('profile')} className="ui-button">{TEXT.cabinet}</Link></li>
        <li><Link href={pathTo('home')} className="ui-button ui-button--secondary">{TEXT.home}</Link></li>
      </ul>
    </Page>
  );
}
