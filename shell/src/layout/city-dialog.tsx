// spec §2 City-choice modal: Moscow / Other regions, close control, bottom sheet on mobile, and
// the city picker; on a first visit the proposed region and geolocation on request
// (region-proposal.tsx). The flag is stored by the city store, which also asks the shell to reload.
// Loaded on first open (layout.tsx): the home page's first load does not carry it.
import { useStore } from '@nanostores/react';
import { ls } from './layout.strings.ts';
import { os } from './on-demand.strings.ts';
import { Modal } from '@donor/shared/ui/modal';
import { useSection } from '@donor/shared/ui/section-context';
import type { CityFlag } from '@donor/shared/stores/types';
import { CityPicker } from './city-picker.tsx';
import { CITY_DIALOG_ID } from './city-selector.tsx';
import { COOKIE_NAMES, getCookie } from '@donor/shared/cookies';
import { isFirstVisit } from './region-guess.ts';
import { RegionSuggest, useProposedCity } from './region-proposal.tsx';

export function CityDialog({ open, onClose, container }: { open: boolean; onClose: () => void; container?: Element | null }) {
  const { city, auth } = useSection();
  const { flag } = useStore(city.$city);
  const { user } = useStore(auth.$auth);
  const firstVisit = isFirstVisit({ cookieFlag: getCookie(COOKIE_NAMES.city), cookieCityId: getCookie(COOKIE_NAMES.cityId), userCityId: user?.city?.id });
  const proposed = useProposedCity(open && firstVisit);
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
    <Modal id={CITY_DIALOG_ID} open={open} onClose={onClose} title={os.cityModal.title} variant="sheet" container={container}>
      <div className="lay-city-options">
        {option('Moscow', ls.city.moscow, os.cityModal.moscowDescription)}
        {option('Other', os.cityModal.other, os.cityModal.otherDescription)}
      </div>
      {open && firstVisit && <RegionSuggest onPicked={onClose} proposed={proposed} />}
      {open && <CityPicker onPicked={onClose} proposed={firstVisit ? proposed : null} />}
    </Modal>
  );
}
