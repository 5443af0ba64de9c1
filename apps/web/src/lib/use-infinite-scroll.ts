import { useEffect, useRef } from 'react';

interface InfiniteScrollOptions {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
  /** Starts loading this far before the end comes into view. */
  rootMargin?: string;
}

/** A ref for an element at the end of a list: when it nears the viewport, the next page loads. */
export function useInfiniteScroll<T extends Element>({ hasNextPage, isFetchingNextPage, fetchNextPage, rootMargin = '600px' }: InfiniteScrollOptions) {
  const sentinel = useRef<T>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
    }, { rootMargin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, rootMargin]);
  return sentinel;
}
