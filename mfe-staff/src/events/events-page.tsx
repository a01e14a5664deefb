// /staff/stations/:id/events (route 'staff-station-events'; docs/booking.md «Акции сотрудников»):
// the station's events — create with slots, change places, add a time, cancel with a reason. The
// station's name comes from its console (the same cached request as the station page).
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { NotFound } from '@donor/shared/ui/states';
import { usePageTitle, type SectionPageProps } from '@donor/shared/ui/use-section-route';
import { createStationConsole } from '../station/station.resource.ts';
import { pageId } from './page-id.ts';
import { EventsPanel } from './events-panel.tsx';
import { es } from './events.strings.ts';

export function StationEventsPage({ params }: SectionPageProps) {
  const id = pageId(params.id);
  if (id === null) return <NotFound />;
  return <StationEvents id={id} />;
}

function StationEvents({ id }: { id: number }) {
  const { query, api } = useSection();
  const station = useMemo(() => createStationConsole({ query, api }, id), [query, api, id]);
  const title = useStore(station.$console).data?.station.title ?? '';
  const heading = title ? interpolate(es.pageTitle, { title }) : null;
  usePageTitle(heading);
  return (
    <section className="staff-events-page" aria-labelledby="staff-events-title">
      <p><Link href={pathTo('staff-station', { id })}>{es.back}</Link></p>
      <h1 id="staff-events-title">{heading ?? es.upcoming}</h1>
      <p>{es.intro}</p>
      <EventsPanel owner={{ station_id: id }} />
    </section>
  );
}
