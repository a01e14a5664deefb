// /bloodstations/{slug} (spec §2 "Blood station page"): title, address, how to get there, hours,
// contacts, need per type, notices, requests for donors, upcoming events, top donors, planned
// donors, favourite toggle.
import { useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Link, usePathname } from '@donor/shared/ui/link';
import { Button } from '@donor/shared/ui/button';
import { loginHref } from '@donor/shared/routes';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { CachedAt } from '@donor/shared/ui/cached-at';
import { usePageTitle } from '@donor/shared/ui/use-section-route';
import { rawStationSegment, selectedStationSlug } from '@donor/shared/station-slug';
import type { StationDetail } from '@donor/shared/contract/stations';
import { DONATION_TYPE_TEXT, s } from '../stations.strings.ts';
import { STATIONS_PATH } from '../links.ts';
import { NeedSummary } from '../ui/needs.tsx';
import { DonorGroupControl } from '../ui/donor-group-control.tsx';
import { $donorGroup } from '../donor-group.store.ts';
import { BookButton, BringBlock, CallButton, MapCard, WeekHours } from './station-decide.tsx';
import { d } from './decide.strings.ts';
import { ClosedDays, ComponentNeeds } from './station-extras.tsx';
import { createStationResource, type StationResource } from './station.resource.ts';
import { SelfCheckLink } from '../ui/self-check-link.tsx';
import { NoticesBlock, PlannedBlock, StationEventsBlock, StationNeedsBlock, TopBlock } from './station-blocks.tsx';

function FavoriteToggle({ resource, station }: { resource: StationResource; station: StationDetail }) {
  const { auth } = useSection();
  const pathname = usePathname();
  const token = useStore(auth.$auth).token;
  const fav = useStore(resource.$favorite);
  if (!token) return <Link className="st-fav st-fav--login" href={loginHref(pathname)}>☆ {s.station.favoriteLoginHint}</Link>;
  const on = station.favorite_id !== null;
  return (
    <>
      <Button variant={on ? 'primary' : 'secondary'} aria-pressed={on} loading={Boolean(fav.loading)} onClick={() => void fav.mutate(station)}>
        {on ? `★ ${s.station.favoriteRemove}` : `☆ ${s.station.favoriteAdd}`}
      </Button>
      {fav.error !== undefined && <p className="ui-error" role="alert">{s.org.actionError}</p>}
    </>
  );
}

const NotFound = () => <EmptyState title={s.station.notFound}><Link href={STATIONS_PATH}>{s.station.back}</Link></EmptyState>;

/** The route 'station': the selected station is the raw path segment cut by the rule of spec §2. */
export function StationPage() {
  const raw = rawStationSegment(usePathname());
  if (raw === null) return <div className="st-page"><NotFound /></div>;
  return <Station slug={selectedStationSlug(raw)} />;
}

function Station({ slug }: { slug: string }) {
  const { query, api } = useSection();
  const resource = useMemo(() => createStationResource({ query, api }, slug), [query, api, slug]);
  const value = useStore(resource.$station);
  usePageTitle(value.data?.title);
  return (
    <div className="st-page">
      <CachedAt store={resource.$station} />
      <QueryState value={value} loading={<SkeletonList rows={3} />} notFound={<NotFound />} errorMessage={s.station.loadError} onRetry={resource.$station.revalidate}>
        {(station) => <StationArticle resource={resource} station={station} />}
      </QueryState>
    </div>
  );
}

/**
 * The station's top: the live page and the build's first paint of it (src/app/pages.ts
 * `firstPaint`, with the title the host fills in from the page's first-screen answer) both render
 * it, so the title stays where it was painted; the favourite toggle comes with the live page.
 */
export function StationFrame({ title, aside, children }: { title: string; aside?: ReactNode; children?: ReactNode }) {
  return (
    <article className="st-station" aria-labelledby="station-title">
      <p><Link href={STATIONS_PATH}>← {s.station.back}</Link></p>
      <header className="st-station__head">
        <h1 id="station-title">{title}</h1>
        {aside}
      </header>
      {children}
    </article>
  );
}

/** The first paint: the frame in the page's block, as `Station` puts it. */
export const StationTop = ({ title }: { title: string }) => <div className="st-page"><StationFrame title={title} /></div>;

function StationArticle({ resource, station }: { resource: StationResource; station: StationDetail }) {
  const mine = useStore($donorGroup).group;
  return (
    <StationFrame title={station.title} aside={<FavoriteToggle resource={resource} station={station} />}>
      {station.closed && <p className="st-note">{s.list.stationClosed}</p>}
      <div className="st-actions">
        <BookButton resource={resource} station={station} />
        <CallButton station={station} />
      </div>
      <SelfCheckLink className="st-selfcheck" />
      <div className="st-station__grid">
        <section aria-labelledby="st-info">
          <h2 id="st-info" className="ui-visually-hidden">{s.station.contacts}</h2>
          <dl className="st-facts">
            <dt>{s.station.address}</dt><dd>{station.address}</dd>
            {station.how_to_get && (<><dt>{s.station.howToGet}</dt><dd>{station.how_to_get}</dd></>)}
            <dt>{s.station.hours}</dt>
            <dd><WeekHours station={station} /><ClosedDays station={station} /></dd>
            {station.phone && (<><dt>{s.station.phone}</dt><dd><a href={`tel:${station.phone.replace(/[^+\d]/g, '')}`}>{station.phone}</a></dd></>)}
            {station.email && (<><dt>{s.station.email}</dt><dd><a href={`mailto:${station.email}`}>{station.email}</a></dd></>)}
            {station.site && (<><dt>{s.station.site}</dt><dd><a href={station.site} target="_blank" rel="noopener noreferrer">{station.site.replace(/^https?:\/\//, '')}</a></dd></>)}
            {station.donation_types.length > 0 && (<><dt>{s.station.donationTypes}</dt><dd>{station.donation_types.map((t) => DONATION_TYPE_TEXT[t]).join(', ')}</dd></>)}
          </dl>
        </section>
        <section aria-labelledby="st-needs-h">
          <h2 id="st-needs-h" className="st-needs-h">{s.needs.caption}</h2>
          <NeedSummary needs={station.blood_needs} updatedAt={station.needs_updated_at} mine={mine} variant="page" />
          <ComponentNeeds station={station} mine={mine} />
          <DonorGroupControl />
        </section>
      </div>
      <MapCard station={station} />
      <BringBlock />
      <NoticesBlock resource={resource} />
      <StationNeedsBlock resource={resource} />
      <StationEventsBlock resource={resource} />
      <div className="st-station__grid">
        <TopBlock resource={resource} />
        <PlannedBlock resource={resource} />
      </div>
    </StationFrame>
  );
}
