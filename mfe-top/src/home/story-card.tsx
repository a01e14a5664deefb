// One story on the home page (spec §3 Stories): title, date, views (and «Просмотрено» for the
// donor's own), the text, and the like / dislike pair — toggle buttons with aria-pressed showing
// the donor's reaction and both counts. The card reports once when most of it is on screen, so
// the view is posted when the story is actually seen (home-community.resource.ts).
import { useEffect, useRef } from 'react';
import type { Story, StoryReaction } from '@donor/shared/contract/home';
import { formatDate, formatNumber, interpolate, plural } from '@donor/shared/i18n';
import { Link } from '@donor/shared/ui/link';
import { s } from '../top.strings.ts';

const THUMB = { up: 'M2 7h3v8H2zM6 15h6.5a2 2 0 0 0 2-1.7l.8-4.6A1.5 1.5 0 0 0 13.8 7H10V3.5A1.5 1.5 0 0 0 8.5 2L6 7z', down: 'M2 1h3v8H2zM6 1h6.5a2 2 0 0 1 2 1.7l.8 4.6A1.5 1.5 0 0 1 13.8 9H10v3.5A1.5 1.5 0 0 1 8.5 14L6 9z' };
const Thumb = ({ d }: { d: string }) => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d={d} fill="currentColor" /></svg>
);

export interface StoryCardProps {
  story: Story;
  busy: boolean;
  onReact: (story: Story, reaction: StoryReaction) => void;
  /** Called once when the card is mostly on screen; absent: nothing to report. */
  onSeen?: (story: Story) => void;
}

export function StoryCard({ story, busy, onReact, onSeen }: StoryCardProps) {
  const ref = useRef<HTMLLIElement>(null);
  const seen = useRef(onSeen);
  seen.current = onSeen;
  const report = Boolean(onSeen) && !story.viewed;
  useEffect(() => {
    const el = ref.current;
    if (!report || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      seen.current?.(story);
    }, { threshold: 0.6 });
    io.observe(el);
    return () => io.disconnect();
  }, [report, story]);

  const titleId = `top-story-${story.id}`;
  const button = (reaction: StoryReaction, label: string, n: number, d: string) => (
    <button type="button" className="top-story__react" aria-pressed={story.my_reaction === reaction} disabled={busy} onClick={() => onReact(story, reaction)}>
      <Thumb d={d} /> {label} <span className="top-story__n">{formatNumber(n)}</span>
    </button>
  );
  return (
    <li ref={ref} className="top-story" aria-labelledby={titleId}>
      <h3 id={titleId} className="top-story__title">{story.title}</h3>
      <p className="top-story__meta">
        <time dateTime={story.published_at}>{formatDate(new Date(story.published_at))}</time>
        {' · '}{interpolate(plural(story.views, s.home.views), { n: formatNumber(story.views) })}
        {story.viewed && <> · <span className="top-story__viewed">{s.home.viewed}</span></>}
      </p>
      <p className="top-story__text">{story.text}</p>
      {story.link && <Link href={story.link} className="top-story__more">{s.home.more}</Link>}
      <div className="top-story__reactions" role="group" aria-label={interpolate(s.home.rate, { title: story.title })}>
        {button('like', s.home.like, story.likes, THUMB.up)}
        {button('dislike', s.home.dislike, story.dislikes, THUMB.down)}
      </div>
    </li>
  );
}
