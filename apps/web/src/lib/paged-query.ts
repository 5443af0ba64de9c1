import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';

export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  /** The whole list's count, on the first page of lists that send one. */
  total?: number | null;
}

export type PagedData<T> = InfiniteData<ListPage<T>, string | undefined>;

/** Infinite-query options for a keyset-paged list: each page asks for the items before the last one seen. */
export function pagedQueryOptions<T, K extends QueryKey>(queryKey: K, fetchPage: (before: string | undefined) => Promise<ListPage<T>>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ListPage<T>) => last.nextCursor ?? undefined,
  });
}

/** The items of every page loaded so far, in order. */
export const flattenPages = <T>(data: { pages: ListPage<T>[] } | undefined): T[] => data?.pages.flatMap((p) => p.items) ?? [];

/** Applies a change to every item of a paged cache entry (undefined leaves it untouched). */
export function mapPages<T>(data: PagedData<T> | undefined, fn: (items: T[]) => T[]): PagedData<T> | undefined {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, items: fn(page.items) })) };
}

/**
 * A paged cache entry without the item of this id: it leaves the loaded pages at once and, on lists that carry a
 * count, the count drops by one, so no page is fetched again.
 */
export function withoutItem<T extends { id: string }>(data: PagedData<T> | undefined, id: string): PagedData<T> | undefined {
  const held = flattenPages(data).some((item) => item.id === id);
  return (
    data && {
      ...data,
      pages: data.pages.map((page, i) => ({
        ...page,
        items: page.items.filter((item) => item.id !== id),
        total: held && i === 0 && typeof page.total === 'number' ? Math.max(0, page.total - 1) : page.total,
      })),
    }
  );
}

/** How many the whole list holds: the count the first page carried, else the items loaded so far. */
export function totalOf<T>(data: { pages: ListPage<T>[] } | undefined): number {
  return data?.pages[0]?.total ?? flattenPages(data).length;
}
