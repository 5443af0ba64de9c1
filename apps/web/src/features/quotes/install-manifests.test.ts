import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

function readManifest(file: string) {
  return JSON.parse(readFileSync(path.join(publicDir, file), 'utf8')) as Record<string, unknown> & { icons: ManifestIcon[] };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const data = readFileSync(path.join(publicDir, file));
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
}

describe.each([
  ['manifest.webmanifest', '/'],
  ['quote-widget.webmanifest', '/quote-widget'],
])('%s', (file, startUrl) => {
  const manifest = readManifest(file);

  it('opens standalone at its page, with the theme colours', () => {
    expect(manifest).toMatchObject({ start_url: startUrl, id: startUrl, display: 'standalone', scope: '/' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(String(manifest.name)).toMatch(/^Dayleaf/);
    expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
  });

  it('lists 192 and 512 pixel PNG icons and a maskable one, each of the size it claims', () => {
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) expect(pngSize(icon.src.slice(1))).toBe(icon.sizes);
    for (const icon of manifest.icons) expect(existsSync(path.join(publicDir, icon.src.slice(1)))).toBe(true);
  });
});

describe('index.html', () => {
  it('links the manifest and the touch icon', () => {
    const html = readFileSync(path.join(publicDir, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(pngSize('apple-touch-icon.png')).toBe('180x180');
  });
});
