import { Trans, useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { photoBoxRatio, photoSources, type PhotoSource } from '../photos/photo-sources';

interface PostPhotoProps {
  photo: PhotoSource;
  alt: string;
  /** The first post's: the feed's largest paint, so it loads at once instead of waiting for layout. */
  priority?: boolean;
  /** Shown as its empty box, with no request yet, while the first photo loads (useFirstPhotoFirst). */
  held?: boolean;
  /** Called once the image has loaded or failed. */
  onSettled?(): void;
}

/**
 * The post's photo in a box of its own shape (photoBoxRatio: cropped only beyond 4:5 and 1.91:1); a placeholder
 * when the image cannot load. The box's shape is known before the bytes arrive (the original's width and height,
 * or a square when they are not known), so nothing moves when they do, nor when a held photo is let go.
 */
export function PostPhoto({ photo, alt, priority = false, held = false, onSettled }: PostPhotoProps) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const boxRatio = photoBoxRatio(photo);
  if (failed) {
    return (
      <div role="img" aria-label={t`Photo unavailable`} className="flex aspect-square w-full flex-col items-center justify-center gap-2 bg-muted text-muted-foreground">
        <ImageOff className="h-10 w-10" aria-hidden />
        <span className="text-sm">
          <Trans>Photo unavailable</Trans>
        </span>
      </div>
    );
  }
  if (held) return <div role="img" aria-label={alt} style={{ aspectRatio: boxRatio }} className="w-full bg-muted" />;
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
      onLoad={onSettled}
      onError={() => {
        setFailed(true);
        onSettled?.();
      }}
      style={{ aspectRatio: boxRatio }}
      className="h-auto w-full bg-muted object-cover"
    />
  );
}
