// The frame of a page about ONE item (an event, a help-me request): "load it or go to /404/".
// It takes the item's fetcher store (query.ts) and shows the kit's skeleton while it loads, the
// page (children) once there is data — kept on screen while it is asked again, and after a
// failed reload —, and on a failed first load either /404/ (a 404; and every failure where the
// spec says so: spec §8 «Failed event or recipient load: redirect to /404/») or ErrorState with
// retry. A URL that cannot name an item at all (a malformed id) passes `store={null}`: /404/ at once.
// The move to /404/ replaces the history entry, so Back does not land on the page that left.
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { atom, type ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { isNotFound } from '../api-error.ts';
import { pathTo } from '../routes.ts';
import { navigate } from './link.tsx';
import { ErrorState, SkeletonList } from './states.tsx';

interface ItemValue<T> { data?: T | undefined; error?: unknown; loading: boolean }

/** What the frame needs of a fetcher store: its value and a way to ask again. */
export interface ItemStore<T> extends ReadableAtom<ItemValue<T>> {
  revalidate(): void;
}

export interface EntityPageProps<T> {
  /** The item's fetcher store; null: the URL names no item. */
  store: ItemStore<T> | null;
  /** The page, with the item. */
  children: (data: T) => ReactNode;
  /** Any failed first load goes to /404/, not only a 404 (spec §8 for events and recipients). */
  failedIsNotFound?: boolean;
  /** The section's page block around the skeleton (its spacing), e.g. 'st-page'. */
  className?: string;
  /** The skeleton's announced text (default: the kit's «Загрузка…»). */
  loadingLabel?: string;
}

const NOTHING = atom<ItemValue<never>>({ loading: false });

/** Gone: the URL names no item, or its first load failed the way that means «no such page». */
function isGone<T>(store: ItemStore<T> | null, value: ItemValue<T>, failedIsNotFound: boolean): boolean {
  if (store === null) return true;
  if (value.data !== undefined || value.error === undefined) return false;
  return failedIsNotFound || isNotFound(value.error);
}

export function EntityPage<T>({ store, children, failedIsNotFound = false, className, loadingLabel }: EntityPageProps<T>) {
  const value = useStore(store ?? NOTHING) as ItemValue<T>;
  const gone = isGone(store, value, failedIsNotFound);
  useEffect(() => {
    if (gone) navigate(pathTo('not-found'), { replace: true });
  }, [gone]);
  if (value.data !== undefined) return <>{children(value.data)}</>;
  if (gone) return null;
  if (value.error !== undefined) return <ErrorState onRetry={() => store?.revalidate()} />;
  return (
    <div className={className}>
      <SkeletonList rows={3} {...(loadingLabel ? { label: loadingLabel } : {})} />
    </div>
  );
}
