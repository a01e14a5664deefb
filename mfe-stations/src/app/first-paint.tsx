// mfe-stations' first paint (shared/src/section-first-paint.ts): /bloodstations/' title and intro
// arrive in the page's HTML; the list follows with the section's code (its data is already in
// the page: shared/src/stations-request.ts).
import type { FirstPaintTable } from '@donor/shared/section-first-paint';
import { StationsFrame } from '../list/stations-head.tsx';

export const FIRST_PAINT: FirstPaintTable = { stations: () => <StationsFrame /> };
