// spec §2 City selector: a spinner until the name is loaded, then the name (fallback 'Ваш
// регион' / 'Все регионы'); a click opens or closes the popup with the city choice
// (city-dialog.tsx, loaded on first open).
import { useStore } from '@nanostores/react';
import { Spinner } from '@donor/shared/ui/spinner';
import { useSection } from '@donor/shared/ui/section-context';
import { cityLabel } from './city-label.ts';
import { PinIcon, ChevronIcon } from './icons.tsx';
import { ls } from './layout.strings.ts';

export const CITY_DIALOG_ID = 'city-dialog';

export function CitySelector({ open, onToggle, className }: { open: boolean; onToggle: () => void; className?: string }) {
  const { city } = useSection();
  const state = useStore(city.$city);
  const label = cityLabel(state);
  return (
    <button
      type="button"
      className={['lay-city', className].filter(Boolean).join(' ')}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? CITY_DIALOG_ID : undefined}
      onClick={onToggle}
    >
      <PinIcon />
      {state.loading ? (
        <Spinner size={16} label={ls.cityLoading} />
      ) : (
        <span className="lay-city__name">
          <span className="ui-visually-hidden">{ls.cityPrefix}</span>
          {label}
        </span>
      )}
      <ChevronIcon />
    </button>
  );
}
