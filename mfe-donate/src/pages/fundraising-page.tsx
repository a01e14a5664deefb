// /fundraising (spec §2, §7): active fundraisers with progress (collects.resource.ts).
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState } from '@donor/shared/ui/states';
import { createActiveCollectsStore } from './collects.resource.ts';
import { Progress } from './progress.tsx';
import { P } from '../donate.strings.ts';
import { FundraisingFrame } from './dp-frame.tsx';

export function FundraisingPage() {
  const { query } = useSection();
  const $collects = useMemo(() => createActiveCollectsStore(query), [query]);
  const value = useStore($collects);
  return (
    <FundraisingFrame>
      <QueryState value={value} onRetry={$collects.revalidate}>
        {(list) => (list.results.length === 0 ? <p>{P.fundraisingEmpty}</p> : (
          <ul className="dp__grid">
            {list.results.map((c) => (
              <li key={c.id} className="dp__card">
                <h2><Link href={pathTo('fundraiser', { slug: c.slug })}>{c.title}</Link></h2>
                <p>{c.description}</p>
                <Progress c={c} />
              </li>
            ))}
          </ul>
        ))}
      </QueryState>
    </FundraisingFrame>
  );
}
