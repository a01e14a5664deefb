// spec §2 route /404/ (also any path no app owns): links home and to where to donate.
import { ls } from '../layout/layout.strings.ts';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { Page } from './page.tsx';

export function NotFoundPage() {
  return (
    <Page id="not-found" lead={ls.layout.notFoundHint}>
      <ul className="pg-actions">
        <li><Link href={pathTo('home')} className="ui-button">{ls.layout.toHome}</Link></li>
        <li><Link href={pathTo('stations')} className="ui-button ui-button--secondary">{ls.header.stations}</Link></li>
      </ul>
    </Page>
  );
}
