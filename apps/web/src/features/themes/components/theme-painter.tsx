import { useEffect } from 'react';
import { useCurrentUser } from '../../auth/session';
import { useThemePackages } from '../api/get-theme-packages';
import { useUserThemes } from '../api/get-user-themes';
import { activeTheme } from '../theme-catalog';
import { applyTheme } from '../theme-colors';
import { forgetThemePaint, keepThemePaint } from '../theme-paint';

/**
 * ActiveThemeApplier once its code has loaded. Until the themes load, <html> keeps what index.html's first script
 * painted (the theme kept for this user, theme-paint.ts); then the active theme is painted and kept for the next
 * start, or, with Standard, forgotten.
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
      applyTheme(null);
    } else if (themeId !== undefined) {
      const paint = applyTheme(themeId && colors ? { id: themeId, colors } : null);
      if (paint) keepThemePaint(user.id, paint);
      else forgetThemePaint();
    }
  }, [themeId, colors, error, user.id]);

  useEffect(() => () => void applyTheme(null), []);
  return null;
}
