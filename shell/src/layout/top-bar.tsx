// The top bar (spec §2 route table; decision in docs/home.md «Верхняя полоса»): one line that
// asks to support the project, above the header on every page but '/', where the donation form
// itself is shown in its main-page style. Inline link in a sentence: exempt from the 24 px
// target size (WCAG 2.2 2.5.8), and the line is tall enough anyway.
import { Link } from '@donor/shared/ui/link';
import { ls } from './layout.strings.ts';
import { donateHref } from './nav-links.ts';
import { TOP_BAR_CLASS } from '../../common/top-bar.ts';

export function TopBar() {
  return (
    <p className={TOP_BAR_CLASS}>
      <span className="lay-topbar__text">{ls.topBar.text}</span> <Link href={donateHref('top_bar')}>{ls.topBar.link}</Link>
    </p>
  );
}
