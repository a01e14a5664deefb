// The map panel: mounts the lazy Leaflet chunk only while the panel is shown, after the list
// has rendered; a chunk that fails to load shows a note with retry and never blocks the list.
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@donor/shared/ui/button';
import { t } from '@donor/shared/i18n';
import { s } from '../stations.strings.ts';
import type { MapViewProps } from './map-view.tsx';

const loadView = () => lazy(() => import('./map-view.tsx'));

class MapBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('stations: map', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="st-map__fallback" role="alert">
        <p>{s.map.failed}</p>
        <Button variant="secondary" onClick={() => { this.setState({ failed: false }); this.props.onRetry(); }}>{t.states.retry}</Button>
      </div>
    );
  }
}

export function MapPanel(props: MapViewProps) {
  const [View, setView] = useState<ReturnType<typeof loadView> | null>(null);
  // Let the list paint first: the map chunk is requested on the next idle moment.
  useEffect(() => {
    const start = () => setView(() => loadView());
    const idle = window.requestIdleCallback?.(start, { timeout: 600 });
    const timer = idle === undefined ? window.setTimeout(start, 50) : 0;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  const placeholder = <div className="st-map__placeholder" role="status">{s.map.loading}</div>;
  if (!View) return placeholder;
  return (
    <MapBoundary onRetry={() => setView(() => loadView())}>
      <Suspense fallback={placeholder}>
        <View {...props} />
      </Suspense>
    </MapBoundary>
  );
}
