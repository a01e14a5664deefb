// /achievements/ (route 'achievements', public; a signed-in donor is sent to /profile/achievements
// by the guard, spec §2): every achievement as an award card with its stages and how many donors
// reached each, then the feed of the latest reached stages, 20 a page (spec §9). A shared link
// `?type=…&stage=…` (the og:image card the host renders) marks that card and scrolls to it.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AchievementInfo } from '@donor/shared/contract/achievements';
import { formatDate, formatNumber, interpolate, plural } from '@donor/shared/i18n';
import { loginHref, pathTo } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { Link, useLocation } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { createCatalogStore, createFeedStore } from './achievements.resource.ts';
import { as } from './achievements.strings.ts';
import '../cabinet/cabinet.css';
import './achievements.css';

export const holdersText = (n: number): string =>
  n === 0 ? as.nobody : interpolate(as.holders, { count: formatNumber(n), word: plural(n, as.holderForms) });

/**
 * Everything below the page's title and intro, which the router paints from the section's first
 * chunk while this chunk arrives (achievements-frame.tsx).
 */
export function AchievementsBody() {
  const { query, auth } = useSection();
  const $catalog = useMemo(() => createCatalogStore(query), [query]);
  const catalog = useStore($catalog);
  const { user } = useStore(auth.$auth);
  const focus = new URLSearchParams(useLocation().split('?')[1] ?? '').get('type');
  useEffect(() => {
    if (focus && catalog.data) document.getElementById(`ach-${focus}`)?.scrollIntoView({ block: 'center' });
  }, [focus, catalog.data]);
  return (
    <>
      {!user && <p><Link href={loginHref(pathTo('profile-achievements'))}>{as.login}</Link> — {as.loginHint}</p>}
      <QueryState value={catalog} loading={<SkeletonList rows={4} />} onRetry={$catalog.revalidate}>
        {(data) => (
          <ul className="ach-grid">
            {data.results.map((a) => <AwardCard key={a.type} achievement={a} focused={a.type === focus} />)}
          </ul>
        )}
      </QueryState>
      <Feed />
    </>
  );
}

function AwardCard({ achievement: a, focused }: { achievement: AchievementInfo; focused: boolean }) {
  const titleId = `ach-${a.type}-title`;
  return (
    <li id={`ach-${a.type}`} className={`cab-card ach-card${focused ? ' ach-card--focus' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="cab-card__title">{a.title}</h2>
      {focused && <p className="cab-badge cab-badge--ok">{as.sharedFocus}</p>}
      <p className="cab-muted">{a.description}</p>
      <p><strong>{holdersText(a.holders_count)}</strong></p>
      {a.stages.length > 1 && (
        <ul className="ach-stages" aria-label={as.stagesTitle}>
          {a.stages.map((s) => (
            <li key={s.stage}>
              <span>{s.title}</span>
              <span className="ach-holders">{holdersText(s.holders_count)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Feed() {
  const [pages, setPages] = useState(1);
  return (
    <section className="cab-block" aria-labelledby="ach-feed">
      <h2 id="ach-feed">{as.feedTitle}</h2>
      {Array.from({ length: pages }, (_, i) => (
        <FeedPageItems key={i} page={i + 1} last={i + 1 === pages} onMore={() => setPages(i + 2)} />
      ))}
    </section>
  );
}

function FeedPageItems({ page, last, onMore }: { page: number; last: boolean; onMore: () => void }) {
  const { query } = useSection();
  const $page = useMemo(() => createFeedStore(query, page), [query, page]);
  const value = useStore($page);
  return (
    <QueryState value={value} loading={<SkeletonList rows={3} />} onRetry={$page.revalidate}>
      {(data) => (
        <>
          {page === 1 && data.results.length === 0 && <EmptyState title={as.feedEmpty} />}
          <ul className="ach-feed" aria-label={page > 1 ? `${as.feedTitle}, ${page}` : undefined}>
            {data.results.map((f) => (
              <li key={f.id}>
                <span>{interpolate(as.feedItem, { name: f.donor_name, title: f.title })}</span>
                <time className="cab-muted" dateTime={f.reached_at}>{formatDate(f.reached_at)}</time>
              </li>
            ))}
          </ul>
          {last && data.next !== null && (
            <div className="cab-actions"><Button variant="secondary" onClick={onMore}>{as.more}</Button></div>
          )}
        </>
      )}
    </QueryState>
  );
}
