import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** The post's photo, square-cropped; a placeholder when the image cannot load. */
export function PostPhoto({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div role="img" aria-label="Photo unavailable" className="flex aspect-square w-full flex-col items-center justify-center gap-2 bg-muted text-muted-foreground">
        <ImageOff className="h-10 w-10" aria-hidden />
        <span className="text-sm">Photo unavailable</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={1080}
      height={1080}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-square w-full bg-muted object-cover"
    />
  );
}
