// What a home page live block shows (docs/ARCHITECTURE.md §2.4, the slot table's 'in-page'
// rows): its data, a skeleton while the first answer is on its way (the kit's SkeletonList), or
// nothing at all once its request failed — a failed block disappears and the page stays (the
// shell hides the emptied element, shell/src/pages/pages.css). The query context retries a 5xx
// in the background (query.ts); a retry must not bring the skeleton back, so a failure is
// remembered until data arrives.
import { useRef } from 'react';

export type HomeBlockState = 'data' | 'loading' | 'hidden';

/** The state of a block from its fetcher store's value and whether it failed before. */
export function homeBlockState(value: { data?: unknown; error?: unknown }, failedBefore: boolean): HomeBlockState {
  if (value.data !== undefined && value.data !== null) return 'data';
  if (value.error !== undefined || failedBefore) return 'hidden';
  return 'loading';
}

/** homeBlockState for a component: remembers a failure across the store's retries. */
export function useHomeBlockState(value: { data?: unknown; error?: unknown }): HomeBlockState {
  const failed = useRef(false);
  const state = homeBlockState(value, failed.current);
  failed.current = state === 'hidden';
  return state;
}
