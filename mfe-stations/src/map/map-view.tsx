// The map panel's content, loaded lazily with Leaflet, its CSS and supercluster (the list
// renders first and the section's first chunks stay small). Markers are divIcons (no
// image assets to resolve); clusters come from supercluster on the points of the viewport.
import { useEffect, useMemo, useRef } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Supercluster from 'supercluster';
import { useSection } from '@donor/shared/ui/section-context';
import { navigate } from '@donor/shared/ui/link';
import { interpolate } from '@donor/shared/i18n';
import type { MapPoint } from '@donor/shared/contract/stations';
import { s } from '../stations.strings.ts';
import { stationHref } from '../links.ts';
import { MAP_CONFIG } from './map.config.ts';
import { toBBox, type Bounds } from './bbox.ts';
import { createCityFetcher } from '../city.resource.ts';
import { createMapPoints } from './map.resource.ts';

export interface MapViewProps {
  filterQuery: Record<string, string>;
  cityId: number;
  near: { lat: number; lng: number } | null;
}

const boundsOf = (m: L.Map): Bounds => {
  const b = m.getBounds();
  return { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
};

/** Popup content as DOM (titles come from the API: never as HTML). */
function popupOf(p: MapPoint): HTMLElement {
  const box = document.createElement('div');
  const a = document.createElement('a');
  a.href = stationHref(p.slug);
  a.textContent = p.title;
  a.className = 'st-popup__title';
  a.addEventListener('click', (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(a.getAttribute('href')!);
  });
  const addr = document.createElement('p');
  addr.textContent = p.address;
  box.append(a, addr);
  return box;
}

export default function MapView({ filterQuery, cityId, near }: MapViewProps) {
  const { query } = useSection();
  const points = useMemo(() => createMapPoints(query), [query]);
  const state = useStore(points.$points);
  const el = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const indexRef = useRef<Supercluster<{ point: MapPoint }> | null>(null);
  const queryRef = useRef(filterQuery);
  queryRef.current = filterQuery;
  const filterKey = new URLSearchParams(filterQuery).toString();

  const render = () => {
    const m = mapRef.current;
    const index = indexRef.current;
    const layer = layerRef.current;
    if (!m || !index || !layer) return;
    layer.clearLayers();
    for (const f of index.getClusters(toBBox(boundsOf(m)), Math.round(m.getZoom()))) {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const props = f.properties as { cluster?: boolean; point_count?: number; cluster_id?: number; point?: MapPoint };
      if (props.cluster && props.cluster_id !== undefined) {
        const n = props.point_count ?? 0;
        const label = interpolate(s.map.cluster, { n });
        const marker = L.marker([lat, lng], {
          icon: L.divIcon({ className: 'st-cluster', html: `<span>${n}</span>`, iconSize: [40, 40] }),
          title: label,
          keyboard: true,
        });
        const id = props.cluster_id;
        marker.on('click keypress', () => m.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(id), 18)));
        marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
        layer.addLayer(marker);
      } else if (props.point) {
        const p = props.point;
        const marker = L.marker([lat, lng], { icon: L.divIcon({ className: 'st-pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28], popupAnchor: [0, -26] }), title: p.title, keyboard: true });
        marker.bindPopup(() => popupOf(p));
        marker.on('add', () => marker.getElement()?.setAttribute('aria-label', p.title));
        layer.addLayer(marker);
      }
    }
  };

  // Create the map once; a viewport change asks for points (debounced) and re-clusters.
  useEffect(() => {
    if (!el.current) return;
    const m = L.map(el.current, { center: MAP_CONFIG.worldCenter, zoom: MAP_CONFIG.worldZoom, zoomControl: true, attributionControl: true });
    m.attributionControl.setPrefix('');
    if (MAP_CONFIG.tiles) {
      L.tileLayer(MAP_CONFIG.tiles.url, { attribution: MAP_CONFIG.tiles.attribution, maxZoom: MAP_CONFIG.tiles.maxZoom, crossOrigin: true }).addTo(m);
    }
    layerRef.current = L.layerGroup().addTo(m);
    mapRef.current = m;
    let timer = 0;
    const onMove = () => {
      render();
      window.clearTimeout(timer);
      timer = window.setTimeout(() => points.show(boundsOf(m), queryRef.current), 250);
    };
    m.on('moveend', onMove);
    return () => {
      window.clearTimeout(timer);
      m.remove();
      mapRef.current = null;
    };
    // Once: the map lives as long as the view; its handlers read the filters through queryRef.
  }, []);

  // Where to look: near me, else the chosen city, else the world view.
  useEffect(() => {
    const m = mapRef.current;
    if (!m) return;
    if (near) { m.setView([near.lat, near.lng], MAP_CONFIG.nearZoom); return; }
    if (cityId <= 0) { m.setView(MAP_CONFIG.worldCenter, MAP_CONFIG.worldZoom); return; }
    // The city's centre, once: from the query cache when the filters' city box asked already.
    let done = false;
    return createCityFetcher(query, atom(cityId)).listen(({ data, error }) => {
      if (done || (data === undefined && error === undefined)) return;
      done = true;
      if (data) m.setView([data.lat, data.lng], MAP_CONFIG.cityZoom);
      else m.fire('moveend');
    });
  }, [cityId, near?.lat, near?.lng, query]);

  // New filters: ask again for the current viewport.
  useEffect(() => {
    const m = mapRef.current;
    if (m) points.show(boundsOf(m), filterQuery);
    // By the filters' value, not the object's identity (a new object every render).
  }, [filterKey]);

  // New points: rebuild the cluster index.
  useEffect(() => {
    const index = new Supercluster<{ point: MapPoint }>({ radius: 56, maxZoom: 16 });
    index.load(state.points.map((p) => ({ type: 'Feature', properties: { point: p }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } })));
    indexRef.current = index;
    render();
  }, [state.points]);

  return (
    <div className="st-map__wrap">
      <div ref={el} className="st-map__canvas" role="region" aria-label={s.map.label} data-points={state.points.length} />
      <div className="st-map__notes" aria-live="polite">
        {state.loading && <span className="st-map__note">{s.map.loading}</span>}
        {state.failed && <span className="st-map__note st-map__note--error">{s.map.fetchError}</span>}
        {state.truncated && <span className="st-map__note">{s.map.truncated}</span>}
      </div>
    </div>
  );
}
