import { useLingui } from '@lingui/react/macro';
import { Button } from './button';

/** The next page of a keyset-paged list, when there is one. */
export function LoadMore({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown } }) {
  const { t } = useLingui();
  if (!query.hasNextPage) return null;
  return (
    <Button variant="ghost" size="sm" className="w-full" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {query.isFetchingNextPage ? t`Loading...` : t`Load more`}
    </Button>
  );
}
