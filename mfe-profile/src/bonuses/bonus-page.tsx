// /bonus/ (route 'bonus', public; spec §2, §3 Bonus): the partners' offers — partner, title,
// condition in words, codes left — with «Взять» for a signed-in donor and a login link (back to
// this page) for a visitor. A bonus the donor cannot take says why next to the button (the API's
// cannot_take_reason, and after a refused take the API's 400 reason, which is the same text).
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Bonus } from '@donor/shared/contract/recognition';
import { formatDate, formatNumber, interpolate, plural } from '@donor/shared/i18n';
import { loginHref, pathTo } from '@donor/shared/routes';
import { Button, buttonClass } from '@donor/shared/ui/button';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { messageOf } from '@donor/shared/form/field-messages';
import { createBonusesResource, type BonusesResource } from './bonuses.resource.ts';
import { bs } from './bonuses.strings.ts';
import { BonusFrame } from '../app/page-frames.tsx';
import '../cabinet/cabinet.css';
import './bonuses.css';

const s = bs.catalog;

export const codesLeftText = (n: number): string =>
  n <= 0 ? s.noCodes : interpolate(s.codesLeft, { count: formatNumber(n), word: plural(n, s.codeForms) });

export function BonusPage() {
  const section = useSection();
  const resource = useMemo(() => createBonusesResource(section), [section]);
  const catalog = useStore(resource.$catalog);
  const { user } = useStore(section.auth.$auth);
  return (
    <BonusFrame>
      {user && <p><Link href={pathTo('profile-bonus')}>{s.takenLink}</Link></p>}
      <QueryState value={catalog} loading={<SkeletonList rows={4} />} onRetry={resource.$catalog.revalidate}>
        {(list) =>
          list.results.length === 0 ? <EmptyState title={s.empty} /> : (
            <ul className="bon-grid">
              {list.results.map((b) => <BonusCard key={b.id} bonus={b} signedIn={Boolean(user)} resource={resource} />)}
            </ul>
          )}
      </QueryState>
    </BonusFrame>
  );
}

function BonusCard({ bonus: b, signedIn, resource }: { bonus: Bonus; signedIn: boolean; resource: BonusesResource }) {
  const take = useStore(resource.$take);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = `bonus-${b.id}`;
  const reasonId = `${titleId}-reason`;
  // The API's own reason: after a refused take, else the one it gave with the list.
  const reason = refused ?? (signedIn && !b.taken ? b.cannot_take_reason : null);

  const onTake = async () => {
    setRefused(null);
    setBusy(true);
    const ok = await resource.$take.mutate(b.id);
    setBusy(false);
    if (!ok) setRefused(messageOf(resource.$take.get().error, 'bonus_id'));
  };

  return (
    <li className="cab-card bon-card" aria-labelledby={titleId} data-bonus={b.id}>
      <p className="bon-partner">{b.partner}</p>
      <h2 id={titleId} className="cab-card__title">{b.title}</h2>
      {b.description && <p>{b.description}</p>}
      <p>{interpolate(s.condition, { text: b.condition_text })}</p>
      <p className="cab-muted">
        {codesLeftText(b.codes_left)} · {interpolate(s.validUntil, { date: formatDate(b.valid_until) })}
        {b.city && <> · {interpolate(s.city, { city: b.city.title })}</>}
      </p>
      {b.link && <p><a href={b.link} target="_blank" rel="noopener noreferrer">{s.partnerLink}</a></p>}
      {b.taken ? (
        <p role="status">
          {s.taken} <span className="bon-code">{b.taken.code}</span>{' '}
          <Link href={pathTo('profile-bonus')}>{s.takenLink}</Link>
        </p>
      ) : signedIn ? (
        <div className="cab-actions">
          <Button loading={busy && Boolean(take.loading)} aria-describedby={reason ? reasonId : undefined} onClick={() => void onTake()}>{s.take}</Button>
        </div>
      ) : (
        <div className="cab-actions"><Link className={buttonClass('secondary')} href={loginHref(pathTo('bonus'))}>{s.login}</Link></div>
      )}
      {reason && <p id={reasonId} className="bon-reason" role={refused ? 'alert' : undefined}>{reason}</p>}
    </li>
  );
}
