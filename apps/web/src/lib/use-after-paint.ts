import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true, set in a transition: what it shows
 * then is React's background work, cut into slices the browser can interleave with input. For the part of a first
 * screen below its largest paint (the profile's year, trophies and moods): that paint then waits for neither their
 * rendering nor the code and data they start to load. A hidden page paints nothing, so it shows everything at once.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setPainted(true));
    if (document.visibilityState === 'hidden') {
      show();
      return;
    }
    // A frame's callback runs just before that frame paints, and the next frame's once it has been shown: the task
    // queued from there comes after the first render is on the screen.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(show, 0);
      });
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
