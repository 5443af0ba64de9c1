import { Suspense } from 'react';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

/**
 * The painter's code is not in the first script, which the login screen also downloads; app/first-screens.ts
 * starts it with the signed-in user's other requests. The colour code loads only for a premium theme (theme-painter.tsx).
 */
export const ThemePainter = preloadableLazy(() => import('./theme-painter').then((m) => ({ default: m.ThemePainter })));

/** Paints the signed-in user's active theme on every load and whenever it changes; defaults on sign-out. */
export function ActiveThemeApplier() {
  return (
    <Suspense fallback={null}>
      <ThemePainter />
    </Suspense>
  );
}
