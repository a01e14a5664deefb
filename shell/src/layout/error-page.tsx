// spec §2: a page-level error renders an error page. Used as the fallback of the layout-level
// boundaries (the header or footer failing leaves the page usable) and of the shell's pages.
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@donor/shared/ui/error-boundary';
import { withEmailLink } from '@donor/shared/ui/section-fallback';
import { ls } from './layout.strings.ts';

export function ErrorPage({ supportEmail, compact = false }: { supportEmail: string; compact?: boolean }) {
  return (
    <div className={compact ? 'lay-error lay-error--compact' : 'lay-error'} role="alert">
      {compact ? <h2 className="lay-error__title">{ls.errorTitle}</h2> : <h1 className="lay-error__title">{ls.errorTitle}</h1>}
      {!compact && <p>{ls.layout.pageError}</p>}
      <p>
        <button type="button" className="ui-button ui-button--small" onClick={() => window.location.reload()}>{ls.errorReload}</button>{' '}
        <a className="ui-button ui-button--secondary ui-button--small" href="/">{ls.layout.toHome}</a>
      </p>
      {!compact && <p>{withEmailLink(ls.errorSupport, supportEmail)}</p>}
    </div>
  );
}

/** Layout-level boundary: logs (spec §8) and shows the error page; retries after navigation. */
export function PageErrorBoundary({ supportEmail, name, resetKey, compact, children }: {
  supportEmail: string; name: string; resetKey?: unknown; compact?: boolean; children?: ReactNode;
}) {
  return (
    <ErrorBoundary supportEmail={supportEmail} name={name} resetKey={resetKey}
      fallback={() => <ErrorPage supportEmail={supportEmail} compact={compact} />}>
      {children}
    </ErrorBoundary>
  );
}
