// spec §2: a full-page spinner shows while loading (a section's code or a page's first data).
import { t } from '@donor/shared/i18n';
import { Spinner } from '@donor/shared/ui/spinner';

export function FullPageSpinner({ label = t.layout.loading }: { label?: string }) {
  return (
    <div className="lay-fullspinner" aria-busy="true">
      <Spinner size={40} label={label} />
    </div>
  );
}
