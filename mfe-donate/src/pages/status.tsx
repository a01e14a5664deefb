// Loading and error states shared by the section's pages.
import { Spinner } from '@donor/shared/ui/spinner';
import type { Loaded } from './loader.store.ts';
import { P } from '../donate.strings.ts';

export function LoadState({ state }: { state: Loaded<unknown> }) {
  if (state.status === 'loading') return <Spinner label={P.loading} />;
  if (state.status === 'error') return <p role="alert" className="dp__alert">{P.loadError}</p>;
  if (state.status === 'not-found') return <p role="alert" className="dp__alert">{P.notFound}</p>;
  return null;
}
