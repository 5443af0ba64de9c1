import { useEffect } from 'react';
import { useCurrentUser } from '../../auth/session';
import { useThemePackages } from '../api/get-theme-packages';
import { useUserThemes } from '../api/get-user-themes';
import { activeTheme } from '../active-theme';
import { forgetThemePaint, keepThemePaint, paintTheme } from '../theme-paint';

/**
 * ActiveThemeApplier once its code has loaded. Until the themes load, <html> keeps what index.html's first script
 * painted (the theme kept for this user, theme-paint.ts); then the active theme is painted and kept for the next
 * start, or, with Standard, forgotten. The colour code (theme-colors.ts, contrast.ts) loads only for a premium theme:
 * this component loads with every signed-in first screen, and most users wear Standard.
 */
export function ThemePainter() {
  const user = useCurrentUser();
  const packages = useThemePackages();
  const userThemes = useUserThemes(user.id);
  const error = packages.error ?? userThemes.error;
  const theme = packages.data && userThemes.data ? activeTheme(packages.data, userThemes.data) : undefined;
  const themeId = theme === undefined ? undefined : (theme?.id ?? null);
  const colors = theme?.colors;

  useEffect(() => {
    if (error) {
      // The query client has logged the failure. The kept theme stays: a passing failure is no choice of Standard.
      paintTheme(null);
      return;
    }
    if (themeId === undefined) return;
    if (!themeId || !colors) {
      paintTheme(null);
      forgetThemePaint();
      return;
    }
    let current = true;
    import('../theme-colors')
      .then((code) => {
        // No module: another build's page, which reloads itself (app/missing-code.ts).
        if (!current || !code) return;
        const paint = code.applyTheme({ id: themeId, colors });
        if (paint) keepThemePaint(user.id, paint);
        else forgetThemePaint();
      })
      // Its code not loaded (offline): what is painted stays, the first script's kept theme or none.
      .catch((err: unknown) => console.warn('Theme colors could not be loaded', err));
    return () => {
      current = false;
    };
  }, [themeId, colors, error, user.id]);

  useEffect(() => () => paintTheme(null), []);
  return null;
}
