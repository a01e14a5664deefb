// Pagination of the ranking (pages of 25, spec §9): real links, so a page is a URL too (the
// idiom of mfe-stations/src/list/pagination.tsx).
import { Link } from '@donor/shared/ui/link';
import { interpolate } from '@donor/shared/i18n';
import { s } from '../top.strings.ts';

export interface PaginationProps {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
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

export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="top-pager" aria-label={s.pager.label}>
      {page > 1 && <Link className="top-pager__link" href={hrefOf(page - 1)} rel="prev">← {s.pager.prev}</Link>}
      <ul>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">…</li>
          ) : (
            <li key={p}>
              <Link
                className="top-pager__link"
                href={hrefOf(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={p === page ? interpolate(s.pager.current, { n: p, total: pages }) : interpolate(s.pager.page, { n: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pages && <Link className="top-pager__link" href={hrefOf(page + 1)} rel="next">{s.pager.next} →</Link>}
    </nav>
  );
}
