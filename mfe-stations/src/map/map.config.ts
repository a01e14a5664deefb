// Map constants. The tile layer is the host's setting (MAP_TILES_URL, MAP_TILES_ATTRIBUTION;
// README «Карта»), reaching the section as `config.mapTiles`; without it the map keeps a plain
// background and its markers, and asks nothing of the network beyond our own API.
export interface MapConfig {
  maxZoom: number;
  /** Where the map starts for 'All regions' (spec §9 value 0). */
  worldCenter: [number, number];
  worldZoom: number;
  cityZoom: number;
  nearZoom: number;
}

export const MAP_CONFIG: MapConfig = {
  maxZoom: 18,
  worldCenter: [56, 60],
  worldZoom: 3,
  cityZoom: 10,
  nearZoom: 12,
};

/** Leaflet writes attributions as HTML: the operator's text goes in as text. */
export const asHtmlText = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
