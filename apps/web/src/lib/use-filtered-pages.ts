import type { InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flattenPages, type ListPage } from './paged-query';

interface PagedQuery<T> {
  data: InfiniteData<ListPage<T>, unknown> | undefined;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/**
 * The loaded items of a paged list that `keep` keeps, for a screen that shows part of a list the server pages whole.
 * While none of the loaded ones is kept and there are more pages, the next one is fetched by itself (`looking`), so
 * an empty screen means an empty list, not a first page of items shown elsewhere.
 */
export function useFilteredPages<T>(query: PagedQuery<T>, keep: (item: T) => boolean): { items: T[]; looking: boolean } {
  const items = flattenPages(query.data).filter(keep);
  const looking = query.isSuccess && items.length === 0 && query.hasNextPage;
  const { fetchNextPage, isFetchingNextPage } = query;
  useEffect(() => {
    if (looking && !isFetchingNextPage) void fetchNextPage();
  }, [looking, isFetchingNextPage, fetchNextPage]);
  return { items, looking };
}
