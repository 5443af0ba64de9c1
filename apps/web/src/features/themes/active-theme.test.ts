import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../test/themes-fixtures';
import { activeTheme, activeThemeColors } from './active-theme';

const midnight = CATALOG.find((theme) => theme.id === 'midnight')!;

describe('activeThemeColors', () => {
  it('when a theme is active, then its colors', () => {
    expect(activeThemeColors(CATALOG, [{ theme_package_id: 'midnight', is_active: true }])).toBe(midnight.colors);
    expect(activeTheme(CATALOG, [{ theme_package_id: 'midnight', is_active: true }])).toBe(midnight);
  });
  it('when no theme is active, the default one is, or the active one is unknown, then the defaults (null)', () => {
    expect(activeThemeColors(CATALOG, [{ theme_package_id: 'midnight', is_active: false }])).toBeNull();
    expect(activeThemeColors(CATALOG, [{ theme_package_id: 'default', is_active: true }])).toBeNull();
    expect(activeThemeColors(CATALOG, [{ theme_package_id: 'gone', is_active: true }])).toBeNull();
  });
});
