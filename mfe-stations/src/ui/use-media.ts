// spec §4 Mobile / §9: the layout is "mobile" under 767 px wide.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 767px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const usePhone = () => useMediaQuery(PHONE_QUERY);
