// mfe-stations' first screens drawn with their data (docs/ARCHITECTURE.md «A first paint with the
// page's data», shared/src/section-first-paint.ts): the host renders them on the server with the
// page's first-screen answers, so /bloodstations/' first stations — its LCP — are in the page's
// HTML instead of waiting for the section's code. Server only: pages.ts must not import this
// module (the browser never downloads it, and zod here costs the section's first load nothing).
import type { FirstScreenPaintProps, FirstScreenPaints } from '@donor/shared/section-first-paint';
import { ByLocationList } from '@donor/shared/contract/stations';
import { parseFilters } from '@donor/shared/stations-request';
import { StationsFrame } from '../list/stations-head.tsx';
import { StationItem, countText } from '../list/station-item.tsx';

/**
 * How many stations the picture draws: a phone's first screen (412 × 823) shows the first one or
 * two, a desktop's the first three; the rest would only cost HTML bytes.
 */
const FIRST_ITEMS = 3;

/**
 * A page of GET /api/blood_stations/ (spec §7, §9 page size 25), or of …/by_location/, whose
 * `switched_city` names the city it answered for instead of the one asked (contract/stations.ts).
 */
const StationListPage = ByLocationList.extend({ switched_city: ByLocationList.shape.switched_city.optional() });

/**
 * /bloodstations/ (stations-page.tsx, station-list.tsx): the frame, then the layout with the list's
 * count and first items, the same components and classes as the live page's first commit. The
 * controls it cannot draw keep their space with empty elements whose heights stations.css gives
 * («The first screen drawn with its data»): the phone's toolbar («Фильтры», list/map), the
 * desktop's filters column and the donor's group above the list. Null — the static frame shows —
 * when the list is not in the answers, does not parse or is empty (the live page's empty state),
 * and for views the live page draws otherwise: the map on a phone (`view=map`), a «near me» list
 * answered for another city (the page follows it to that city's list).
 */
export function StationsFirstScreen({ answers, search }: FirstScreenPaintProps) {
  const filters = parseFilters(search);
  if (filters.view === 'map') return null;
  // The route declares one key, the list of the URL's filters in the visitor's city
  // (shared/src/first-screen.ts, stationListKey); the city's id is not in these props, so the
  // answer is the one that is a list page.
  const page = Object.values(answers).map((answer) => StationListPage.safeParse(answer)).find((r) => r.success)?.data;
  if (!page || page.count === 0 || page.results.length === 0 || (filters.near && page.switched_city)) return null;
  return (
    <StationsFrame>
      <div className="st-toolbar-space" />
      <div className="st-layout">
        <div className="st-filters-space" />
        <div className="st-list">
          <div className="st-mygroup-space" />
          <p className="st-count" role="status">{countText(page.count)}</p>
          <ul className="st-items">
            {/* mine = null: the server does not know the donor's group (it lives in the browser,
                donor-group.store.ts), so the API's order without the «your group» marks; the
                live page sorts that group's stations first when it takes over. */}
            {page.results.slice(0, FIRST_ITEMS).map((station) => <StationItem key={station.id} station={station} mine={null} />)}
          </ul>
        </div>
      </div>
    </StationsFrame>
  );
}

export const FIRST_SCREEN_PAINTS = { stations: StationsFirstScreen } satisfies FirstScreenPaints<'mfe_stations'>;
