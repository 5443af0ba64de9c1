import { useSyncExternalStore } from 'react';

/** The desktop layout's width (docs/product.md, "The day on the web"): the rail, and columns beside the main one. */
export const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

/** Whether the media query matches now, following its changes; false where the browser cannot tell (tests). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
