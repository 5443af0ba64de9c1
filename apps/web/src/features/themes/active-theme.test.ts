import type { ThemePackage } from '@dayleaf/contracts';
import { describe, expect, it } from 'vitest';
import { activeThemeColors } from './active-theme';

const theme = (id: string, category: string, colors = `{"id":"${id}"}`): ThemePackage => ({
  id,
  name: id,
  description: '',
  category,
  is_premium: false,
  colors,
});

describe('activeThemeColors', () => {
  const themes = [theme('default', 'basic'), theme('midnight', 'dark', '{"dark":true}')];
  it('when a theme is active, then its colors', () => {
    expect(activeThemeColors(themes, [{ theme_package_id: 'midnight', is_active: true }])).toBe('{"dark":true}');
  });
  it('when no theme is active, the default one is, or the active one is unknown, then the defaults (null)', () => {
    expect(activeThemeColors(themes, [{ theme_package_id: 'midnight', is_active: false }])).toBeNull();
    expect(activeThemeColors(themes, [{ theme_package_id: 'default', is_active: true }])).toBeNull();
    expect(activeThemeColors(themes, [{ theme_package_id: 'gone', is_active: true }])).toBeNull();
  });
});
