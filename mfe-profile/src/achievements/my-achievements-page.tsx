// /profile/achievements (route 'profile-achievements', login required, spec §2): every
// achievement with the reached stage and the progress toward the next one — a <progress> bar
// with its numbers in words, not colour alone — pinned first (spec §7 pinned_first), pin/unpin
// (at most MAX_PINNED, the API refuses more and says so) and a share link to the public card.
// Only confirmed donations count; a stage a pending one would reach says «засчитаем после
// подтверждения» (docs/recognition.md «Что засчитывается»).
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { MyAchievement } from '@donor/shared/contract/achievements';
import { formatDate, interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { QueryState, SkeletonList } from '@donor/shared/ui/states';
import { messageOf } from '@donor/shared/form/field-messages';
import { createMyAchievementsResource, MAX_PINNED, progressShare, shareUrl, type MyAchievementsResource } from './achievements.resource.ts';
import { as } from './achievements.strings.ts';
import { MyAchievementsFrame } from '../app/page-frames.tsx';
import '../cabinet/cabinet.css';
import './achievements.css';

const s = as.mine;

export function MyAchievementsPage() {
  const { auth } = useSection();
  const { user } = useStore(auth.$auth);
  return (
    <MyAchievementsFrame>
      {user ? <MyList userId={user.id} /> : <SkeletonList rows={3} />}
      <p><Link href={pathTo('profile-add-donation')}>{s.addDonation}</Link></p>
    </MyAchievementsFrame>
  );
}

function MyList({ userId }: { userId: number }) {
  const section = useSection();
  const resource = useMemo(() => createMyAchievementsResource(section, userId), [section, userId]);
  const mine = useStore(resource.$mine);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <p className="cab-status" role="status">{notice}</p>
      <QueryState value={mine} loading={<SkeletonList rows={4} />} onRetry={resource.$mine.revalidate}>
        {(data) => (
          <ul className="ach-grid" aria-label={s.title}>
            {data.results.map((a) => <MyCard key={a.type} achievement={a} resource={resource} onNotice={setNotice} />)}
          </ul>
        )}
      </QueryState>
    </>
  );
}

function MyCard({ achievement: a, resource, onNotice }: { achievement: MyAchievement; resource: MyAchievementsResource; onNotice: (text: string) => void }) {
  const pin = useStore(resource.$pin);
  const [error, setError] = useState<string | null>(null);
  const titleId = `my-ach-${a.type}`;
  const errorId = `${titleId}-error`;
  const reached = a.stage_reached > 0;

  const onPin = async () => {
    setError(null);
    const pinned = !a.pinned;
    if (!(await resource.$pin.mutate({ achievement_type: a.type, pinned }))) { setError(messageOf(resource.$pin.get().error, 'achievement_type')); return; }
    onNotice(interpolate(pinned ? s.pinnedNotice : s.unpinnedNotice, { title: a.title }));
  };

  const onShare = async () => {
    const url = shareUrl(window.location.origin, a.type, a.stage_reached);
    const text = interpolate(s.shareText, { title: a.stage_title ?? a.title });
    if (typeof navigator.share === 'function') {
      // A cancelled share sheet rejects: nothing to tell.
      await navigator.share({ title: text, text, url }).catch(() => {});
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      onNotice(interpolate(s.copied, { url }));
    } catch {
      onNotice(interpolate(s.copyFailed, { url }));
    }
  };

  return (
    <li className={`cab-card ach-card${reached ? '' : ' ach-card--locked'}`} aria-labelledby={titleId} data-type={a.type}>
      <h2 id={titleId} className="cab-card__title">{a.title}</h2>
      {a.pinned && <p><span className="cab-badge cab-badge--ok">{s.pinned}</span></p>}
      <p className="cab-muted">{a.description}</p>
      <p>
        {reached ? interpolate(s.reached, { title: a.stage_title ?? a.title }) : s.notReached}
        {reached && a.reached_at && <> <span className="cab-muted">{interpolate(s.reachedAt, { date: formatDate(a.reached_at) })}</span></>}
      </p>
      {a.pending && <p className="cab-badge cab-badge--wait">{s.pending}</p>}
      <Progress achievement={a} />
      {reached && (
        <div className="cab-actions">
          <Button variant="secondary" size="small" loading={Boolean(pin.loading)} aria-pressed={a.pinned} aria-describedby={error ? errorId : undefined} onClick={() => void onPin()}>
            {a.pinned ? s.unpin : s.pin}
          </Button>
          <Button variant="ghost" size="small" onClick={() => void onShare()}>{s.share}</Button>
        </div>
      )}
      {error && <p id={errorId} className="ui-error" role="alert">{error}</p>}
    </li>
  );
}

function Progress({ achievement: a }: { achievement: MyAchievement }) {
  if (!a.progress) return <p className="cab-badge cab-badge--ok">{s.allDone}</p>;
  const text = interpolate(s.progress, { current: a.progress.current, next: a.progress.next_threshold });
  const id = `my-ach-${a.type}-progress`;
  return (
    <>
      <p id={id}>{text}</p>
      <progress className="ach-progress" aria-labelledby={id} max={1} value={progressShare(a)}>{text}</progress>
    </>
  );
}
