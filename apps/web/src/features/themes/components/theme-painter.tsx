import { useEffect } from 'react';
import { useCurrentUser } from '../../auth/session';
import { useThemePackages } from '../api/get-theme-packages';
import { useUserThemes } from '../api/get-user-themes';
import { activeThemeColors } from '../theme-catalog';
import { applyThemeColors } from '../theme-colors';

/** ActiveThemeApplier once its code has loaded. */
export function ThemePainter() {
  const user = useCurrentUser();
  const packages = useThemePackages();
  const userThemes = useUserThemes(user.id);
  const error = packages.error ?? userThemes.error;
  const colors = packages.data && userThemes.data ? activeThemeColors(packages.data, userThemes.data) : undefined;

  useEffect(() => {
    if (error) {
      // The query client has logged the failure.
      applyThemeColors(null);
    } else if (colors !== undefined) {
      applyThemeColors(colors);
    }
  }, [colors, error]);

  useEffect(() => () => void applyThemeColors(null), []);
  return null;
}
