import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAppNavigation } from './routes';

const publicDir = path.resolve(import.meta.dirname, '../../public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string; sizes: string }> }>;
};

describe('manifest.webmanifest shortcuts', () => {
  it('offers Today and the quote widget', () => {
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Today', '/'],
      ["Today's quote", '/quote-widget'],
    ]);
  });

  it('opens app routes only, which the service worker serves offline, each with an icon of the build of 96 px or more', () => {
    for (const shortcut of manifest.shortcuts) {
      expect(isAppNavigation(shortcut.url), shortcut.url).toBe(true);
      expect(shortcut.icons.length, shortcut.name).toBeGreaterThan(0);
      for (const icon of shortcut.icons) {
        expect(existsSync(path.join(publicDir, icon.src)), icon.src).toBe(true);
        expect(Number(icon.sizes.split('x')[0]), icon.src).toBeGreaterThanOrEqual(96);
      }
    }
  });
});
