// spec §2 City selector: a spinner until the name is loaded, then the name (fallback 'Ваш
// регион' / 'Все регионы'); a click opens or closes the popup with the city choice (spec §2
// City-choice modal: Moscow / Other regions, close control, bottom sheet on mobile) and the
// city picker. The flag is stored by the city store, which also asks the shell to reload.
import { useStore } from '@nanostores/react';
import { t } from '@donor/shared/i18n';
import { Modal } from '@donor/shared/ui/modal';
import { Spinner } from '@donor/shared/ui/spinner';
import { useSection } from '@donor/shared/ui/section-context';
import type { CityFlag } from '@donor/shared/stores/types';
import { cityLabel } from './city-label.ts';
import { CityPicker } from './city-picker.tsx';
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

export function CityDialog({ open, onClose, container }: { open: boolean; onClose: () => void; container?: Element | null }) {
  const { city } = useSection();
  const { flag } = useStore(city.$city);
  const choose = (next: CityFlag) => {
    onClose();
    city.chooseFlag(next); // spec §4 City modal: stores the flag; the store requests a reload only if it changed
  };
  const option = (value: CityFlag, title: string, description: string) => (
    <button type="button" className="lay-city-option" aria-pressed={flag === value} onClick={() => choose(value)}>
      <span className="lay-city-option__title">{title}</span>
      <span className="lay-city-option__text">{description}</span>
    </button>
  );
  return (
    <Modal id={CITY_DIALOG_ID} open={open} onClose={onClose} title={t.cityModal.title} variant="sheet" container={container}>
      <div className="lay-city-options">
        {option('Moscow', t.cityModal.moscow, t.cityModal.moscowDescription)}
        {option('Other', t.cityModal.other, t.cityModal.otherDescription)}
      </div>
      {open && <CityPicker onPicked={onClose} />}
    </Modal>
  );
}
