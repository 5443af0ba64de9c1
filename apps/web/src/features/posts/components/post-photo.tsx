import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { photoBoxRatio, photoSources, type PhotoSource } from '../photos/photo-sources';

/**
 * The post's photo in a box of its own shape (photoBoxRatio: cropped only beyond 4:5 and 1.91:1); a placeholder
 * when the image cannot load. `priority` is for the first post: it is the feed's largest paint, so it loads at
 * once instead of waiting for layout. The box's shape is known before the bytes arrive (the original's width and
 * height, or a square when they are not known), so nothing moves when they do.
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
      // A string: Preact writes a bare number as px, and `aspect-ratio: 1.5px` is not a ratio.
      style={{ aspectRatio: String(photoBoxRatio(photo)) }}
      className="h-auto w-full bg-muted object-cover"
    />
  );
}
