import { Trans } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadMore } from '../../../components/ui/load-more';
import { LoadingText } from '../../../components/ui/page';
import type { ListPage } from '../../../lib/paged-query';
import { useFilteredPages } from '../../../lib/use-filtered-pages';

interface ChallengePagesProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  /** Which of the listed challenges this list shows (useFilteredPages). */
  keep(item: T): boolean;
  /** What the card says when none is shown. */
  empty: ReactNode;
  children(item: T): ReactNode;
}

/** A paged list of challenges as cards: loading, nothing (`empty`), or the cards with 'Load more'. */
export function ChallengePages<T>({ query, keep, empty, children }: ChallengePagesProps<T>) {
  const { items, looking } = useFilteredPages(query, keep);
  if (query.isPending || looking) {
    return (
      <LoadingText>
        <Trans>Loading challenges...</Trans>
      </LoadingText>
    );
  }
  if (query.isError) return null;
  if (items.length === 0) return <Card className="py-8 text-center text-sm text-muted-foreground">{empty}</Card>;
  return (
    <div className="space-y-3">
      {items.map((item) => children(item))}
      <LoadMore query={query} />
    </div>
  );
}
