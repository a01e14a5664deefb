// The map panel's content, loaded lazily with Leaflet, its CSS and supercluster (the list
// renders first and the section's first chunks stay small). Markers are divIcons (no
// image assets to resolve); clusters come from supercluster on the points of the viewport.
// Markers are diffed by key (markers.ts), never all rebuilt: a marker whose popup is open stays
// through moves, zooms and refetches, so the popup stays until the donor closes it.
import { useEffect, useMemo, useRef } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Supercluster from 'supercluster';
import { useSection } from '@donor/shared/ui/section-context';
import type { MapPoint } from '@donor/shared/contract/stations';
import { s } from '../stations.strings.ts';
import { mapText } from './map.strings.ts';
import { asHtmlText, MAP_CONFIG } from './map.config.ts';
import { toBBox, type Bounds } from './bbox.ts';
import { createCityFetcher } from '../city.resource.ts';
import { createMapPoints } from './map.resource.ts';
import { clusterKey, clusterLabel, diffMarkers, stationKey } from './markers.ts';
import { popupOf } from './map-popup.ts';
import { $donorGroup, groupNeedKey } from '../donor-group.store.ts';

export interface MapViewProps {
  filterQuery: Record<string, string>;
  cityId: number;
  near: { lat: number; lng: number } | null;
}

const boundsOf = (m: L.Map): Bounds => {
  const b = m.getBounds();
  return { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
};

/** A marker to draw: a station or a cluster (its id is only valid for the index it came from). */
type Spec =
  | { key: string; lat: number; lng: number; cluster: { id: number; count: number; index: Supercluster<{ point: MapPoint }> } }
  | { key: string; lat: number; lng: number; point: MapPoint };

function specsOf(index: Supercluster<{ point: MapPoint }>, m: L.Map): Spec[] {
  const out: Spec[] = [];
  for (const f of index.getClusters(toBBox(boundsOf(m)), Math.round(m.getZoom()))) {
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const props = f.properties as { cluster?: boolean; point_count?: number; cluster_id?: number; point?: MapPoint };
    if (props.cluster && props.cluster_id !== undefined) {
      const count = props.point_count ?? 0;
      out.push({ key: clusterKey(lat, lng, count), lat, lng, cluster: { id: props.cluster_id, count, index } });
    } else if (props.point) {
      out.push({ key: stationKey(props.point.id), lat, lng, point: props.point });
    }
  }
  return out;
}

export default function MapView({ filterQuery, cityId, near }: MapViewProps) {
  const { query, config } = useSection();
  const tiles = config.mapTiles ?? null;
  const points = useMemo(() => createMapPoints(query), [query]);
  const state = useStore(points.$points);
  const el = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const indexRef = useRef<Supercluster<{ point: MapPoint }> | null>(null);
  const queryRef = useRef(filterQuery);
  queryRef.current = filterQuery;
  const filterKey = new URLSearchParams(filterQuery).toString();

  // What is on the map now, by key; a kept marker gets the newest spec (fresh popup data).
  const shownRef = useRef(new Map<string, { marker: L.Marker; spec: Spec }>());
  const openRef = useRef<string | null>(null);

  const makeMarker = (spec: Spec, m: L.Map): L.Marker => {
    if ('cluster' in spec) {
      const label = clusterLabel(spec.cluster.count);
      const marker = L.marker([spec.lat, spec.lng], {
        icon: L.divIcon({ className: 'st-cluster', html: `<span aria-hidden="true">${spec.cluster.count}</span>`, iconSize: [44, 44] }),
        title: label,
        keyboard: true,
      });
      marker.on('click keypress', () => {
        const now = shownRef.current.get(spec.key)?.spec ?? spec;
        if (!('cluster' in now)) return;
        m.flyTo([now.lat, now.lng], Math.min(now.cluster.index.getClusterExpansionZoom(now.cluster.id), MAP_CONFIG.maxZoom));
      });
      marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
      return marker;
    }
    const marker = L.marker([spec.lat, spec.lng], { icon: L.divIcon({ className: 'st-pin', html: '<span></span>', iconSize: [32, 32], iconAnchor: [16, 32], popupAnchor: [0, -30] }), title: spec.point.title, keyboard: true });
    marker.bindPopup(() => {
      const now = shownRef.current.get(spec.key)?.spec ?? spec;
      // The donor's group as it is when the popup opens (set once, spec §2; donor-group.store.ts).
      return popupOf('point' in now ? now.point : spec.point, groupNeedKey($donorGroup.get()));
    }, { maxWidth: 280, autoPanPadding: [16, 16] });
    marker.on('popupopen', (e) => {
      openRef.current = spec.key;
      // Leaflet names its close button in English («Close popup»).
      e.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', mapText.closePopup);
    });
    marker.on('popupclose', () => {
      if (openRef.current === spec.key) openRef.current = null;
      // A pinned marker that no longer belongs (it is inside a cluster now) goes when closed.
      render();
    });
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', spec.point.title));
    return marker;
  };

  const render = () => {
    const m = mapRef.current;
    const index = indexRef.current;
    const layer = layerRef.current;
    if (!m || !index || !layer) return;
    const next = specsOf(index, m);
    const shown = shownRef.current;
    const { add, remove } = diffMarkers(shown.keys(), next, openRef.current);
    for (const key of remove) {
      layer.removeLayer(shown.get(key)!.marker);
      shown.delete(key);
    }
    for (const spec of next) {
      const kept = shown.get(spec.key);
      if (kept) kept.spec = spec;
    }
    for (const spec of add) {
      const marker = makeMarker(spec, m);
      shown.set(spec.key, { marker, spec });
      layer.addLayer(marker);
    }
  };

  // Create the map once; a viewport change asks for points (debounced) and re-clusters.
  useEffect(() => {
    if (!el.current) return;
    const m = L.map(el.current, { center: MAP_CONFIG.worldCenter, zoom: MAP_CONFIG.worldZoom, zoomControl: false, attributionControl: true });
    // Leaflet's own control titles are English: ours are Russian.
    L.control.zoom({ zoomInTitle: mapText.zoomIn, zoomOutTitle: mapText.zoomOut }).addTo(m);
    m.attributionControl.setPrefix('');
    // The host's tile setting (README «Карта»); without it, a plain background and a notice.
    if (tiles) {
      // No crossOrigin: tiles are only shown, never read back, and not every provider sends CORS headers.
      L.tileLayer(tiles.url, { attribution: asHtmlText(tiles.attribution), maxZoom: MAP_CONFIG.maxZoom }).addTo(m);
    } else {
      m.attributionControl.addAttribution(asHtmlText(mapText.noTiles));
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
      shownRef.current.clear();
      openRef.current = null;
    };
    // Once: the map lives as long as the view; its handlers read the filters through queryRef.
  }, []);

  // Where to look: near me, else the chosen city, else the world view. Points are asked for once
  // the view is placed (not for the world view first: a city's answer stays small and a later
  // move or zoom past its padded area asks again).
  const placedRef = useRef(false);
  useEffect(() => {
    const m = mapRef.current;
    if (!m) return;
    const place = (center: L.LatLngExpression, zoom: number) => {
      m.setView(center, zoom, { animate: false });
      placedRef.current = true;
      points.show(boundsOf(m), queryRef.current);
    };
    if (near) return place([near.lat, near.lng], MAP_CONFIG.nearZoom);
    if (cityId <= 0) return place(MAP_CONFIG.worldCenter, MAP_CONFIG.worldZoom);
    // The city's centre, once: from the query cache when the filters' city box asked already.
    placedRef.current = false;
    let done = false;
    return createCityFetcher(query, atom(cityId)).subscribe(({ data, error }) => {
      if (done || (data === undefined && error === undefined)) return;
      done = true;
      if (data) place([data.lat, data.lng], MAP_CONFIG.cityZoom);
      else place(m.getCenter(), m.getZoom());
    });
  }, [cityId, near?.lat, near?.lng, query]);

  // New filters: ask again for the current viewport (once it is placed).
  useEffect(() => {
    const m = mapRef.current;
    if (m && placedRef.current) points.show(boundsOf(m), filterQuery);
    // By the filters' value, not the object's identity (a new object every render).
  }, [filterKey]);

  // New points: rebuild the cluster index.
  useEffect(() => {
    // radius is in 512-px tile units (supercluster), so 96 keeps 44 px cluster icons ≈ 48 screen px
    // apart on Leaflet's 256-px tiles: none covers another's tap target (WCAG 2.2 2.5.8).
    const index = new Supercluster<{ point: MapPoint }>({ radius: 96, maxZoom: 16 });
    index.load(state.points.map((p) => ({ type: 'Feature', properties: { point: p }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } })));
    indexRef.current = index;
    render();
  }, [state.points]);

  return (
    <div className="st-map__wrap">
      <div ref={el} className="st-map__canvas" role="region" aria-label={mapText.label} data-points={state.points.length} />
      <div className="st-map__notes" aria-live="polite">
        {state.loading && <span className="st-map__note">{s.map.loading}</span>}
        {state.failed && <span className="st-map__note st-map__note--error">{mapText.fetchError}</span>}
        {state.truncated && <span className="st-map__note">{mapText.truncated}</span>}
      </div>
    </div>
  );
}
