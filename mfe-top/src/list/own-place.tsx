// The signed-in donor's own place (spec §2 /top/, §3 "Response: items and user_info"): pinned
// above the ranking and highlighted whichever page is shown, with a link to the page it is on.
// A visitor is invited to log in; a donor the filter leaves out is told so.
import { Link } from '@donor/shared/ui/link';
import { interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import type { TopUserInfo } from '@donor/shared/contract/top';
import { s } from '../top.strings.ts';
import { TopRow } from './top-row.tsx';

export interface OwnPlaceProps {
  info: TopUserInfo | null;
  signedIn: boolean;
  page: number;
  hrefOf: (page: number) => string;
}

export function OwnPlace({ info, signedIn, page, hrefOf }: OwnPlaceProps) {
  if (!signedIn) {
    return (
      <p className="top-me top-me--hint">
        <Link href={pathTo('login')}>{s.me.login}</Link>
      </p>
    );
  }
  return (
    <section className="top-me" aria-labelledby="top-me-title">
      <h2 id="top-me-title" className="top-me__title">{s.me.title}</h2>
      {info ? (
        <>
          <TopRow item={info} me eager as="div" />
          {info.page !== page && (
            <p className="top-me__link">
              <Link href={hrefOf(info.page)}>{interpolate(s.me.onPage, { n: info.page })}</Link>
            </p>
          )}
        </>
      ) : (
        <p className="top-me__none">{s.me.none}</p>
      )}
    </section>
  );
}
