// /profile/bonus (route 'profile-bonus', login required; spec §2, §3 Bonus, §7): the bonuses the
// donor took, newest first. The code stays hidden until asked for (a screen seen over a shoulder),
// then it can be copied; opening the partner's page is reported (POST link_checked/); each has a
// feedback form (bonus-feedback.tsx). Below, the "together" blocks: collective donations, advice, gifts.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Bonus } from '@donor/shared/contract/recognition';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { BonusFeedbackForm } from './bonus-feedback.tsx';
import { createBonusesResource, type BonusesResource } from './bonuses.resource.ts';
import { bs } from './bonuses.strings.ts';
import { MyBonusesFrame } from '../app/page-frames.tsx';
import '../cabinet/cabinet.css';
import './bonuses.css';

const s = bs.mine;
const TogetherBlocks = lazy(() => import('../together/together-blocks.tsx').then((m) => ({ default: m.TogetherBlocks })));

export function MyBonusesPage() {
  const section = useSection();
  const resource = useMemo(() => createBonusesResource(section), [section]);
  const mine = useStore(resource.$mine);
  return (
    <MyBonusesFrame>
      <p><Link href={pathTo('bonus')}>{s.catalogLink}</Link></p>
      <QueryState value={mine} loading={<SkeletonList rows={3} />} onRetry={resource.$mine.revalidate}>
        {(list) =>
          list.results.length === 0 ? (
            <EmptyState title={s.empty}><Link href={pathTo('bonus')}>{s.catalogLink}</Link></EmptyState>
          ) : (
            <ul className="bon-grid">{list.results.map((b) => <TakenCard key={b.id} bonus={b} resource={resource} />)}</ul>
          )}
      </QueryState>
      <Suspense fallback={<SkeletonList rows={2} />}>
        <TogetherBlocks />
      </Suspense>
    </MyBonusesFrame>
  );
}

function TakenCard({ bonus: b, resource }: { bonus: Bonus; resource: BonusesResource }) {
  const [revealed, setRevealed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = `my-bonus-${b.id}`;
  const code = b.taken?.code ?? '';

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setNotice(s.copied);
    } catch {
      setNotice(s.copyFailed);
    }
  };

  return (
    <li className="cab-card bon-card" aria-labelledby={titleId} data-bonus={b.id}>
      <p className="bon-partner">{b.partner}</p>
      <h2 id={titleId} className="cab-card__title">{b.title}</h2>
      {b.taken && <p className="cab-muted">{interpolate(s.takenAt, { date: formatDate(b.taken.taken_at) })} · {interpolate(bs.catalog.validUntil, { date: formatDate(b.valid_until) })}</p>}
      {revealed ? (
        <p>
          {s.code}: <span className="bon-code" data-testid="bonus-code">{code}</span>{' '}
          <Button variant="secondary" size="small" onClick={() => void onCopy()}>{s.copy}</Button>
        </p>
      ) : (
        <div className="cab-actions"><Button variant="secondary" onClick={() => setRevealed(true)}>{s.reveal}</Button></div>
      )}
      <p className="cab-status" role="status">{notice}</p>
      {b.link && (
        <p>
          {/* Reported when opened (spec §7 link_checked); a failed report never blocks the link. */}
          <a href={b.link} target="_blank" rel="noopener noreferrer" onClick={() => void resource.$linkChecked.mutate(b.id)}>{s.open}</a>
        </p>
      )}
      <BonusFeedbackForm bonusId={b.id} resource={resource} />
    </li>
  );
}
