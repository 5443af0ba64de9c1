// srcset, sizes and preload links: URLs and CSS for the browser, never a text a person reads.
/* eslint-disable lingui/no-unlocalized-strings */
import { PHOTO_WIDTHS } from '@dayleaf/contracts/client';

/** The photo's box: the feed column (max-w-md, 28rem, less its 1rem padding each side), or the screen less that padding. */
const SLOT_MAX_PX = 416;
const SLOT_BREAKPOINT_PX = 448;
const SLOT_PADDING_PX = 32;

export interface PhotoSource {
  url: string;
  /** The original's pixels; null for a photo stored before sizes existed (only the original is there). */
  width: number | null;
  height: number | null;
}

/**
 * The box a photo is shown in, as width over height (docs/decisions/040-photos-as-taken.md): the photo's own shape,
 * from a tall 4:5 to a wide 1.91:1, as photo feeds show them; a photo beyond those is cropped to the nearest. A
 * photo whose size is unknown (stored before sizes existed) gets a square box.
 */
export const PHOTO_BOX_TALLEST = 4 / 5;
export const PHOTO_BOX_WIDEST = 1.91;

export function photoBoxRatio(photo: PhotoSource): number {
  if (!photo.width || !photo.height) return 1;
  return Math.min(PHOTO_BOX_WIDEST, Math.max(PHOTO_BOX_TALLEST, photo.width / photo.height));
}

/**
 * `srcSet` and `sizes` for a photo in its box (docs/decisions/024-photo-sizes.md): the stored sizes narrower than
 * the original, then the original. A photo wider than its box covers it, so it is drawn wider than the box by
 * that much, and `sizes` says so, or the browser would pick a size that looks soft.
 */
export function photoSources(photo: PhotoSource): { srcSet: string; sizes: string } | null {
  if (!photo.width || !photo.height) return null;
  const widths = PHOTO_WIDTHS.filter((w) => w < photo.width!);
  const srcSet = [...widths.map((w) => `${photo.url}?w=${w} ${w}w`), `${photo.url} ${photo.width}w`].join(', ');
  const cover = Math.max(1, photo.width / photo.height / photoBoxRatio(photo));
  const wide = Math.round(SLOT_MAX_PX * cover);
  const narrow = cover === 1 ? `calc(100vw - ${SLOT_PADDING_PX}px)` : `calc((100vw - ${SLOT_PADDING_PX}px) * ${cover.toFixed(3)})`;
  return { srcSet, sizes: `(min-width: ${SLOT_BREAKPOINT_PX}px) ${wide}px, ${narrow}` };
}

/**
 * Starts the first photo of the feed the moment its page answers, before the feed's code has rendered it: it is
 * the screen's largest paint (docs/decisions/026-first-screens.md). The browser picks the same size from the same
 * `srcset` and `sizes` as the <img>, which then finds it loaded.
 */
export function preloadPhoto(photo: PhotoSource): void {
  // Started already (index.html's first script starts the feed's first photo too).
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"]')) if (link.getAttribute('href') === photo.url) return;
  // Attributes rather than properties: `as`, `fetchpriority` and `imagesrcset` are newer than some DOMs' bindings.
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  const sources = photoSources(photo);
  if (sources) {
    link.setAttribute('imagesrcset', sources.srcSet);
    link.setAttribute('imagesizes', sources.sizes);
  }
  link.setAttribute('href', photo.url);
  document.head.appendChild(link);
}
