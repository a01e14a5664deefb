// mfe-top's first paint (shared/src/section-first-paint.ts): /top/'s title and intro arrive in
// the page's HTML, so a phone shows them before the section's code has loaded.
import type { FirstPaintTable } from '@donor/shared/section-first-paint';
import { TopFrame } from '../list/top-head.tsx';

export const FIRST_PAINT: FirstPaintTable = { top: () => <TopFrame /> };
