// Map configuration (the tile URL is a config constant; the tile layer is optional).
// With no tile server reachable (or `tiles: null`) the map keeps a plain background and its
// markers: it never depends on the network beyond our own API.
export interface MapConfig {
  tiles: { url: string; attribution: string; maxZoom: number } | null;
  /** Where the map starts for 'All regions' (spec §9 value 0). */
  worldCenter: [number, number];
  worldZoom: number;
  cityZoom: number;
  nearZoom: number;
}

export const MAP_CONFIG: MapConfig = {
  tiles: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    maxZoom: 18,
  },
  worldCenter: [56, 60],
  worldZoom: 3,
  cityZoom: 10,
  nearZoom: 12,
};
