// Loading, empty and error states shared by the section's pages (issue 3: skeletons while
// loading, empty states in Russian, error states with retry).
import type { ReactNode } from 'react';
import { Button } from '@donor/shared/ui/button';
import { s } from '../stations.strings.ts';

export function SkeletonList({ rows = 5, label = s.common.loading }: { rows?: number; label?: string }) {
  return (
    <div className="st-skeletons" role="status" aria-live="polite">
      <span className="ui-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="st-skeleton" aria-hidden="true">
          <span className="st-skeleton__line st-skeleton__line--title" />
          <span className="st-skeleton__line" />
          <span className="st-skeleton__line st-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="st-state st-state--error" role="alert">
      <p>{message}</p>
      {onRetry && <Button variant="secondary" onClick={onRetry}>{s.common.retry}</Button>}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="st-state" role="status">
      <p className="st-state__title">{title}</p>
      {children}
    </div>
  );
}
