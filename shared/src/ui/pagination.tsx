// Pagination of DRF lists (page_size 25, spec §9): real links, so a page is a URL too. One
// component for every section's list (stations, the ranking); each names its own `label`.
import { Link } from './link.tsx';
import { interpolate } from '../i18n.ts';
import { uiStrings } from './ui.strings.ts';
import './ui.css';

export interface PaginationProps {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  /** What the pages are of, for screen readers: «Страницы списка», «Страницы рейтинга». */
  label: string;
  className?: string;
}

/** Pages to show: first, last, current ± 1, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const want = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...want].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  }
  return out;
}

export function Pagination({ page, pages, hrefOf, label, className }: PaginationProps) {
  const s = uiStrings.pager;
  if (pages <= 1) return null;
  return (
    <nav className={className ? `ui-pager ${className}` : 'ui-pager'} aria-label={label}>
      {page > 1 && <Link className="ui-pager__link" href={hrefOf(page - 1)} rel="prev">← {s.prev}</Link>}
      <ul>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">…</li>
          ) : (
            <li key={p}>
              <Link
                className="ui-pager__link"
                href={hrefOf(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={p === page ? interpolate(s.current, { n: p, total: pages }) : interpolate(s.page, { n: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages && <Link className="ui-pager__link" href={hrefOf(page + 1)} rel="next">{s.next} →</Link>}
    </nav>
  );
}
