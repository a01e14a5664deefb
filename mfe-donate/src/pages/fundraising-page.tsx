// /fundraising (spec §2, §7): active fundraisers with progress
// (GET /api/collects/?only_is_active=1&progress_percentage=1).
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { createLoader } from './loader.store.ts';
import { LoadState } from './status.tsx';
import { Progress } from './progress.tsx';
import type { Collect, Page } from './pages.types.ts';
import { P } from '../donate.strings.ts';

export function FundraisingPage() {
  const { api } = useSection();
  const $list = useMemo(() => createLoader(() => api.get<Page<Collect>>('/api/collects/', { query: { only_is_active: 1, progress_percentage: 1 } })), [api]);
  const state = useStore($list);
  return (
    <section className="dp">
      <h1>{P.fundraisingTitle}</h1>
      <LoadState state={state} />
      {state.status === 'ok' && (state.data.results.length === 0 ? <p>{P.fundraisingEmpty}</p> : (
        <ul className="dp__grid">
          {state.data.results.map((c) => (
            <li key={c.id} className="dp__card">
              <h2><Link href={pathTo('fundraiser', { slug: c.slug })}>{c.title}</Link></h2>
              <p>{c.description}</p>
              <Progress c={c} />
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}
