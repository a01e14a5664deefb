// /bloodstations/{slug} (spec §2; issue 3): title, address, how to get there, hours, contacts,
// need per type, notices, upcoming events, top donors, planned donors, favourite toggle.
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSection } from '@donor/shared/ui/section-context';
import { Link, usePathname } from '@donor/shared/ui/link';
import { Button } from '@donor/shared/ui/button';
import { loginHref } from '@donor/shared/routes';
import type { StationDetail } from '@donor/shared/contract/stations';
import { DONATION_TYPE_TEXT, s } from '../stations.strings.ts';
import { STATIONS_PATH } from '../links.ts';
import { NeedTable } from '../ui/needs.tsx';
import { EmptyState, ErrorState, SkeletonList } from '../ui/states.tsx';
import { createStationPage, type StationPageStore } from './station.store.ts';
import { rawStationSegment, selectedStationSlug } from '@donor/shared/station-slug';
import { NoticesBlock, PlannedBlock, StationEventsBlock, TopBlock } from './station-blocks.tsx';

function Hours({ station }: { station: StationDetail }) {
  if (station.hours.length === 0) return <p>{station.working_hours}</p>;
  return (
    <ul className="st-hours">
      {station.hours.map((h) => (
        <li key={h.weekday}><span>{s.weekdays[h.weekday - 1]}</span> {h.opens}–{h.closes}</li>
      ))}
    </ul>
  );
}

function FavoriteToggle({ store }: { store: StationPageStore }) {
  const { auth } = useSection();
  const pathname = usePathname();
  const token = useStore(auth.$auth).token;
  const fav = useStore(store.$favorite);
  if (!token) return <Link className="st-fav st-fav--login" href={loginHref(pathname)}>☆ {s.station.favoriteLoginHint}</Link>;
  const on = fav.id !== null;
  return (
    <>
      <Button variant={on ? 'primary' : 'secondary'} aria-pressed={on} loading={fav.busy} onClick={() => void store.toggleFavorite()}>
        {on ? `★ ${s.station.favoriteRemove}` : `☆ ${s.station.favoriteAdd}`}
      </Button>
      {fav.failed && <p className="ui-error" role="alert">{s.org.actionError}</p>}
    </>
  );
}

export function StationPage() {
  const { api, ui } = useSection();
  const pathname = usePathname();
  const store = useMemo(() => createStationPage(api), [api]);
  const raw = rawStationSegment(pathname);
  const slug = raw === null ? null : selectedStationSlug(raw);
  const st = useStore(store.$station);

  useEffect(() => {
    if (slug) void store.load(slug);
    return () => store.dispose();
  }, [store, slug]);
  useEffect(() => { if (st.station) ui.setTitle(st.station.title); }, [st.station, ui]);

  if (st.status === 'loading') return <div className="st-page"><SkeletonList rows={3} /></div>;
  if (st.status === 'notfound' || !slug) return <div className="st-page"><EmptyState title={s.station.notFound}><Link href={STATIONS_PATH}>{s.station.back}</Link></EmptyState></div>;
  if (st.status === 'error' || !st.station) return <div className="st-page"><ErrorState message={s.station.loadError} onRetry={() => void store.load(slug)} /></div>;
  const station = st.station;
  return (
    <article className="st-page st-station" aria-labelledby="station-title">
      <p><Link href={STATIONS_PATH}>← {s.station.back}</Link></p>
      <header className="st-station__head">
        <h1 id="station-title">{station.title}</h1>
        <FavoriteToggle store={store} />
      </header>
      {station.closed && <p className="st-note">{s.list.stationClosed}</p>}
      <div className="st-station__grid">
        <section aria-labelledby="st-info">
          <h2 id="st-info" className="ui-visually-hidden">{s.station.contacts}</h2>
          <dl className="st-facts">
            <dt>{s.station.address}</dt><dd>{station.address}</dd>
            {station.how_to_get && (<><dt>{s.station.howToGet}</dt><dd>{station.how_to_get}</dd></>)}
            <dt>{s.station.hours}</dt>
            <dd><span className={station.open_now ? 'st-badge st-badge--open' : 'st-badge'}>{station.open_now ? `● ${s.list.openNow}` : `○ ${s.list.closedNow}`}</span><Hours station={station} /></dd>
            {station.phone && (<><dt>{s.station.phone}</dt><dd><a href={`tel:${station.phone.replace(/[^+\d]/g, '')}`}>{station.phone}</a></dd></>)}
            {station.email && (<><dt>{s.station.email}</dt><dd><a href={`mailto:${station.email}`}>{station.email}</a></dd></>)}
            {station.site && (<><dt>{s.station.site}</dt><dd><a href={station.site} target="_blank" rel="noopener noreferrer">{station.site.replace(/^https?:\/\//, '')}</a></dd></>)}
            {station.donation_types.length > 0 && (<><dt>{s.station.donationTypes}</dt><dd>{station.donation_types.map((t) => DONATION_TYPE_TEXT[t]).join(', ')}</dd></>)}
          </dl>
        </section>
        <section aria-label={s.needs.caption}>
          <NeedTable needs={station.blood_needs} />
        </section>
      </div>
      <NoticesBlock store={store} />
      <StationEventsBlock store={store} />
      <div className="st-station__grid">
        <TopBlock store={store} />
        <PlannedBlock store={store} />
      </div>
    </article>
  );
}
