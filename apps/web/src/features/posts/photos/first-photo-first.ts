import { useCallback, useEffect, useState } from 'react';

/** How long the photos below wait at most for the first one (a stalled request can take a minute to fail). */
export const FIRST_PHOTO_HOLD_LIMIT_MS = 3000;

/**
 * The feed's first photo is its largest paint (docs/decisions/042-first-photo-first.md). On a phone's network the
 * photos below it, on the same screen, would share the connection with it and delay it; they wait until it has
 * loaded or failed and been painted, or FIRST_PHOTO_HOLD_LIMIT_MS at most from when the photos are `shown` (not
 * from the screen's start: on a slow network the page itself can take that long). Once released they stay released.
 */
export function useFirstPhotoFirst(shown: boolean): { othersHeld: boolean; firstSettled(): void } {
  const [othersHeld, setOthersHeld] = useState(true);

  useEffect(() => {
    if (!othersHeld || !shown) return;
    const limit = setTimeout(() => setOthersHeld(false), FIRST_PHOTO_HOLD_LIMIT_MS);
    return () => clearTimeout(limit);
  }, [othersHeld, shown]);

  const firstSettled = useCallback(() => {
    // After the frame that paints it: a task queued from the frame's callback runs once that frame is drawn.
    requestAnimationFrame(() => setTimeout(() => setOthersHeld(false), 0));
  }, []);

  return { othersHeld, firstSettled };
}
