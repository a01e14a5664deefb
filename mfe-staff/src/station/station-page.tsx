// /staff/stations/:id (route 'staff-station'; docs/booking.md «Пульт станции»): the station
// console — needs per blood group with one tap each, the weekly hours, closed days and notices —
// and the way to the station's events, its check-in and its public page. Phone first.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { StationConsole } from '@donor/shared/contract/staff-stations';
import { interpolate } from '@donor/shared/i18n';
import { pathTo } from '@donor/shared/routes';
import { Link } from '@donor/shared/ui/link';
import { useSection } from '@donor/shared/ui/section-context';
import { NotFound, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { loadErrorText } from '../events/load-error.ts';
import { pageId } from '../events/page-id.ts';
import { usePageTitle, type SectionPageProps } from '@donor/shared/ui/use-section-route';
import { ClosedDays } from './closed-days.tsx';
import { HoursForm } from './hours-form.tsx';
import { NeedsGrid } from './needs-grid.tsx';
import { Notices } from './notices.tsx';
import { VisitCapacityBlock } from './visit-capacity.tsx';
import { createStationConsole, type StationConsoleResource } from './station.resource.ts';
import { ss } from './station.strings.ts';
import './station.css';

export function StationPage({ params }: SectionPageProps) {
  const id = pageId(params.id);
  const { query, api } = useSection();
  const resource = useMemo(() => (id === null ? null : createStationConsole({ query, api }, id)), [query, api, id]);
  if (!resource) return <NotFound />;
  return <Console resource={resource} />;
}

function Console({ resource }: { resource: StationConsoleResource }) {
  const value = useStore(resource.$console);
  usePageTitle(value.data ? interpolate(ss.title, { title: value.data.station.title }) : null);
  return (
    <QueryState value={value} loading={<SkeletonList rows={4} />} errorMessage={loadErrorText(value.error, ss.loadError)} onRetry={resource.$console.revalidate}>
      {(c) => <ConsoleBody resource={resource} console={c} />}
    </QueryState>
  );
}

function ConsoleBody({ resource, console: c }: { resource: StationConsoleResource; console: StationConsole }) {
  const id = c.station.id;
  return (
    <section className="staff-station" aria-labelledby="staff-station-title">
      <header className="staff-station__head">
        <h1 id="staff-station-title" tabIndex={-1}>{interpolate(ss.title, { title: c.station.title })}</h1>
        <p className="staff-muted">{c.station.address}</p>
        <p>{ss.intro}</p>
        <nav aria-label={ss.links.label}>
          <ul className="staff-station__links">
            <li><Link className="ui-button ui-button--secondary" href={pathTo('staff-station-events', { id })}>{ss.links.events}</Link></li>
            <li><Link className="ui-button ui-button--secondary" href={pathTo('staff-checkin', { id })}>{ss.links.checkin}</Link></li>
            <li><Link className="ui-button ui-button--ghost" href={pathTo('station', { slug: c.station.slug })}>{ss.links.public}</Link></li>
          </ul>
        </nav>
      </header>
      <NeedsGrid resource={resource} console={c} />
      <HoursForm resource={resource} console={c} />
      <ClosedDays resource={resource} console={c} />
      <VisitCapacityBlock stationId={id} />
      <Notices resource={resource} console={c} />
    </section>
  );
}
