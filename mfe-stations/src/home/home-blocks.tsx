// The stations blocks of the home page in one lazily imported chunk (src/spa.tsx): their code is
// not part of the section's first chunk, which every station page loads (README byte budget).
export { HomeEvents } from './home-events.tsx';
export { HomeStationNeeds } from './home-station-needs.tsx';
