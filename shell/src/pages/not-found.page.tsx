// spec §2 route /404/ (also any path no app owns): links home and to where to donate.
import { t } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { Page } from './page.tsx';

export function NotFoundPage() {
  return (
    <Page id="not-found" lead={t.layout.notFoundHint}>
      <ul className="pg-actions">
        <li><Link href={pathTo('home')} className="ui-button">{t.layout.toHome}</Link></li>
        <li><Link href={pathTo('stations')} className="ui-button ui-button--secondary">{t.header.stations}</Link></li>
      </ul>
    </Page>
  );
}
