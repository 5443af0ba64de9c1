import type { ThemePackage } from '@dayleaf/contracts';
import { describe, expect, it } from 'vitest';
import { activeThemeColors, categoryHeading, groupThemes, themeDisplayName } from './theme-catalog';

const theme = (id: string, category: string, colors = `{"id":"${id}"}`): ThemePackage => ({
  id,
  name: id,
  description: '',
  category,
  is_premium: false,
  colors,
});

describe('theme gallery naming', () => {
  it.each([
    ['basic', 'Standard Themes'],
    ['nature', 'Nature Themes'],
    ['seasonal', 'Seasonal Themes'],
    ['dark', 'Dark Themes'],
    ['others', 'Other Themes'],
    ['retro', 'Retro Themes'],
    ['other', 'Other Themes'],
  ])('category %s is headed %s', (category, heading) => {
    expect(categoryHeading(category)).toBe(heading);
  });

  it("shows the theme named default as 'Standard'", () => {
    expect(themeDisplayName({ name: 'default' })).toBe('Standard');
    expect(themeDisplayName({ name: 'Midnight' })).toBe('Midnight');
  });
});

describe('groupThemes', () => {
  it('orders the known categories first, then the others alphabetically, keeping catalog order inside', () => {
    const groups = groupThemes([
      theme('z', 'others'),
      theme('m', 'dark'),
      theme('a', 'retro'),
      theme('f', 'nature'),
      theme('d', 'basic'),
      theme('o', 'nature'),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['basic', 'nature', 'dark', 'others', 'retro']);
    expect(groups[1]!.themes.map((t) => t.id)).toEqual(['f', 'o']);
  });
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
