// mfe-stations' router: the route table says which page the path is (shared/routes).
import { useEffect } from 'react';
import { matchRoute, pathTo } from '@donor/shared/routes';
import { useSection } from '@donor/shared/ui/section-context';
import { navigate, usePathname } from '@donor/shared/ui/link';
import { StationsPage } from '../list/stations-page.tsx';
import { StationPage } from '../station/station-page.tsx';
import { EventPage } from '../events/event-page.tsx';
import { OrganizationPage } from '../organizations/organization-page.tsx';
import '../stations.css';

const numericId = (v: string | undefined) => (v && /^\d{1,10}$/.test(v) ? Number(v) : null);

export function StationsRoot() {
  const pathname = usePathname();
  const { ui } = useSection();
  const match = matchRoute(pathname);
  const route = match?.route;
  useEffect(() => {
    if (route) ui.setTitle(route.title);
  }, [route, ui]);
  const id = numericId(match?.params.id);
  // A malformed event id cannot load: spec §8 sends a failed event load to /404/.
  useEffect(() => {
    if (route?.id === 'event' && id === null) navigate(pathTo('not-found'));
  }, [route, id]);

  switch (route?.id) {
    case 'stations': return <StationsPage />;
    case 'station': return <StationPage />;
    case 'event': return id === null ? null : <EventPage key={id} id={id} />;
    case 'organization': return id === null ? null : <OrganizationPage key={id} id={id} />;
    default: return null;
  }
}
