// spec §2: a full-page spinner shows while loading (a section's code or a page's first data).
import { layoutStrings } from '@donor/shared/i18n-base';
import { Spinner } from '@donor/shared/ui/spinner';

export function FullPageSpinner({ label = layoutStrings.loading }: { label?: string }) {
  return (
    <div className="lay-fullspinner" aria-busy="true">
      <Spinner size={40} label={label} />
    </div>
  );
}
