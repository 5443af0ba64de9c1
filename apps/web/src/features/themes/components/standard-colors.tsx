import { useLayoutEffect } from 'react';
import { forgetThemePaint, paintTheme } from '../theme-paint';

/**
 * On the signed-out screens: the stylesheet's colours, and no premium theme kept for the next start. A stored user
 * whose session turned out to be gone was painted with their theme by index.html's first script; the login screen
 * that follows is not, not even for a frame (a layout effect runs before the browser paints).
 */
export function StandardColors() {
  useLayoutEffect(() => {
    forgetThemePaint();
    paintTheme(null);
  }, []);
  return null;
}
