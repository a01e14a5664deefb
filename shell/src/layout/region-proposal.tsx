// A first visit's region proposal (region-guess.ts), in the city dialog: the proposed city as one
// tap above the picker, plus «Определить по местоположению» — geolocation only on that tap. Loaded
// with the city dialog, so no page's first load carries it.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CityChoice } from '@donor/shared/city-search';
import { cityFromHost } from '@donor/shared/first-load-city';
import { interpolate } from '@donor/shared/i18n';
import { useSection } from '@donor/shared/ui/section-context';
import { os } from './on-demand.strings.ts';
import { browserTimeZone, proposeRegion } from './region-guess.ts';
import { cityByTitle, cityNear } from './region.resource.ts';

/** The proposed city with its id: the subdomain's, else the time zone's (looked up by title). */
export function useProposedCity(enabled: boolean): CityChoice | null {
  const { city, query } = useSection();
  const state = useStore(city.$city);
  const [proposed, setProposed] = useState<CityChoice | null>(null);
  const { cityID, flag, name, searchRegion } = state;
  useEffect(() => {
    let live = true;
    if (!enabled) return;
    const proposal = proposeRegion({ hostCityID: cityFromHost(window.location.hostname).cityID, state: { cityID, flag, name }, timeZone: browserTimeZone() });
    if (proposal?.source === 'host') {
      if (proposal.title) setProposed({ value: proposal.cityID, label: proposal.title });
    } else if (proposal) {
      void cityByTitle(query, proposal.title, searchRegion).then((found) => { if (live) setProposed(found); });
    }
    return () => { live = false; };
  }, [enabled, query, cityID, flag, name, searchRegion]);
  return proposed;
}

/** In the city dialog on a first visit: the proposed city as one tap, and geolocation on request. */
export function RegionSuggest({ onPicked, proposed }: { onPicked: () => void; proposed: CityChoice | null }) {
  const { city, query } = useSection();
  const [located, setLocated] = useState<CityChoice | null>(null);
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed' | 'none'>('idle');
  const choice = located ?? proposed;
  const locate = () => {
    if (!('geolocation' in navigator)) { setStatus('failed'); return; }
    setStatus('busy');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        void cityNear(query, pos.coords.latitude, pos.coords.longitude).then((found) => {
          setLocated(found);
          setStatus(found ? 'idle' : 'none');
        });
      },
      () => setStatus('failed'),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  return (
    <div className="lay-region-suggest">
      {choice && (
        <button type="button" className="ui-button lay-region-suggest__pick" onClick={() => { onPicked(); city.pickCity(choice.value); }}>
          {interpolate(os.region.choose, { city: choice.label })}
        </button>
      )}
      <button type="button" className="ui-button ui-button--ghost lay-region-suggest__locate" onClick={locate} disabled={status === 'busy'} aria-describedby={status === 'failed' || status === 'none' ? 'lay-region-note' : undefined}>
        {status === 'busy' ? os.region.locating : os.region.locate}
      </button>
      {(status === 'failed' || status === 'none') && (
        <p id="lay-region-note" className="lay-region-suggest__note" role="status">{status === 'failed' ? os.region.locateFailed : os.region.nothingNear}</p>
      )}
    </div>
  );
}
