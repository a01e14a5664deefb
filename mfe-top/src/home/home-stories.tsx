// The home page's donor stories (docs/ARCHITECTURE.md §2.4, slot row 'home-stories'; spec §3
// Stories): the newest ten in a row that scrolls sideways (one fixed height, so the reserved space
// holds whatever they say), each with its like / dislike pair; the view is posted once a story is
// seen. A visitor's reaction gets a hint to log in, under the row in a live region. One request;
// a skeleton while it is on its way; gone if it fails.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { useHomeBlockState } from '@donor/shared/ui/home-block';
import { SkeletonList } from '@donor/shared/ui/states';
import { Link, usePathname } from '@donor/shared/ui/link';
import { loginHref } from '@donor/shared/routes';
import { s } from '../top.strings.ts';
import { createStories } from './home-community.resource.ts';
import { StoryCard } from './story-card.tsx';
import './home.css';

export function HomeStories() {
  const props = useSection();
  const model = useMemo(() => createStories(props), [props]);
  const list = useStore(model.$list);
  const message = useStore(model.$message);
  const busy = useStore(model.$busy);
  const { token } = useStore(props.auth.$auth);
  const pathname = usePathname();
  const state = useHomeBlockState(list);
  if (state === 'hidden') return null;
  return (
    <section className="top-home top-stories" aria-labelledby="top-home-stories-title" aria-busy={state === 'loading'}>
      <h2 id="top-home-stories-title">{s.home.stories}</h2>
      {!list.data ? (
        <SkeletonList rows={2} label={s.home.storiesLoading} />
      ) : list.data.results.length === 0 ? (
        <p className="top-home__muted">{s.home.storiesEmpty}</p>
      ) : (
        <>
          {/* A scrolling list must be reachable by keyboard (its buttons are, the gaps between are not). */}
          <ul className="top-stories__row" aria-label={s.home.storiesLabel} tabIndex={0}>
            {list.data.results.map((story) => (
              <StoryCard key={story.id} story={story} busy={busy === story.id} onReact={model.react} {...(token ? { onSeen: model.view } : {})} />
            ))}
          </ul>
          <p className="top-stories__message" role="status">
            {message?.text}
            {message?.text === s.home.loginHint && <> <Link href={loginHref(pathname)}>{s.home.login}</Link></>}
          </p>
        </>
      )}
    </section>
  );
}
