import { PHOTO_WIDTHS } from '@dayleaf/contracts/client';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

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
 * `srcSet` and `sizes` for a square-cropped photo (docs/decisions/024-photo-sizes.md): the stored sizes narrower
 * than the original, then the original. The square box covers the photo, so a landscape photo is drawn wider
 * than the box by its aspect ratio, and `sizes` says so, or the browser would pick a size that looks soft.
 */
export function photoSources(photo: PhotoSource): { srcSet: string; sizes: string } | null {
  if (!photo.width || !photo.height) return null;
  const widths = PHOTO_WIDTHS.filter((w) => w < photo.width!);
  const srcSet = [...widths.map((w) => `${photo.url}?w=${w} ${w}w`), `${photo.url} ${photo.width}w`].join(', ');
  const cover = Math.max(1, photo.width / photo.height);
  const wide = Math.round(SLOT_MAX_PX * cover);
  const narrow = cover === 1 ? `calc(100vw - ${SLOT_PADDING_PX}px)` : `calc((100vw - ${SLOT_PADDING_PX}px) * ${cover.toFixed(3)})`;
  return { srcSet, sizes: `(min-width: ${SLOT_BREAKPOINT_PX}px) ${wide}px, ${narrow}` };
}

/**
 * The post's photo, square-cropped; a placeholder when the image cannot load. `priority` is for the first
 * post: it is the feed's largest paint, so it loads at once instead of waiting for layout. Width and height are
 * the original's (a square box until they are known), so nothing moves when the bytes arrive.
 */
export function PostPhoto({ photo, alt, priority = false }: { photo: PhotoSource; alt: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div role="img" aria-label="Photo unavailable" className="flex aspect-square w-full flex-col items-center justify-center gap-2 bg-muted text-muted-foreground">
        <ImageOff className="h-10 w-10" aria-hidden />
        <span className="text-sm">Photo unavailable</span>
      </div>
    );
  }
  const sources = photoSources(photo);
  return (
    <img
      // srcSet and sizes before src: a browser given src first may start loading the original.
      srcSet={sources?.srcSet}
      sizes={sources?.sizes}
      src={photo.url}
      alt={alt}
      width={photo.width ?? 1080}
      height={photo.height ?? 1080}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      onError={() => setFailed(true)}
      className="aspect-square w-full bg-muted object-cover"
    />
  );
}
