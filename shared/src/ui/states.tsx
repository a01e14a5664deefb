// The four states every section page shows around its data (docs/ARCHITECTURE.md "Sections"):
// skeletons while loading, an empty state, an error with retry (spec §8: failures are logged and
// the page says so), and not found. `QueryState` picks between them for a fetcher store's value
// ({ data, error, loading }, query.ts), so a page only renders its data.
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { isApiError, isNotFound } from '../api-error.ts';
import * as OFF from '../offline-messages.ts';
import { $online } from '../stores/online.store.ts';
import { t } from '../i18n.ts';
import { Button } from './button.tsx';
import { Link } from './link.tsx';
import './ui.css';
import './states.css';

export function SkeletonList({ rows = 5, label = t.states.loading }: { rows?: number; label?: string }) {
  return (
    <div className="ui-skeletons" role="status" aria-live="polite">
      <span className="ui-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="ui-skeleton" aria-hidden="true">
          <span className="ui-skeleton__line ui-skeleton__line--title" />
          <span className="ui-skeleton__line" />
          <span className="ui-skeleton__line ui-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}

export function ErrorState({ message = t.states.loadError, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="ui-state ui-state--error" role="alert">
      <p>{message}</p>
      {onRetry && <Button variant="secondary" onClick={onRetry}>{t.states.retry}</Button>}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="ui-state" role="status">
      <p className="ui-state__title">{title}</p>
      {children}
    </div>
  );
}

export function NotFound({ title = t.states.notFound, hint = t.states.notFoundHint }: { title?: string; hint?: string }) {
  return (
    <div className="ui-state" role="alert">
      <p className="ui-state__title">{title}</p>
      <p>{hint}</p>
      <Link href="/">{t.states.toHome}</Link>
    </div>
  );
}

export interface QueryStateProps<T> {
  /** A fetcher store's value. */
  value: { data?: T | undefined; error?: unknown; loading: boolean };
  children: (data: T) => ReactNode;
  /** What loading looks like (default: skeleton rows). */
  loading?: ReactNode;
  /** Retry after an error: usually the store's `revalidate`. */
  onRetry?: () => void;
  /** Shown for a 404 (default: NotFound). */
  notFound?: ReactNode;
  errorMessage?: string;
}

/**
 * Stale-while-revalidate as the library's authors advise: data, once there, stays on screen
 * while a newer answer loads — and after a failed refresh (query.ts keeps it); skeletons at once
 * when there is nothing to show yet. A read that failed because the device is offline says so
 * (the store asks again by itself when the network returns, query.ts).
 */
export function QueryState<T>({ value, children, loading, onRetry, notFound, errorMessage }: QueryStateProps<T>) {
  const online = useStore($online);
  if (value.data !== undefined) return <>{children(value.data)}</>;
  if (value.error !== undefined) {
    if (isNotFound(value.error)) return <>{notFound ?? <NotFound />}</>;
    if (!online && isApiError(value.error) && value.error.kind === 'network') return <ErrorState message={OFF.readOffline} />;
    return <ErrorState {...(errorMessage ? { message: errorMessage } : {})} {...(onRetry ? { onRetry } : {})} />;
  }
  return <>{loading ?? <SkeletonList />}</>;
}
