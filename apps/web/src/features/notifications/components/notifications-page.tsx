import { Trans, useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { cardClasses } from '../../../components/ui/card';
import { LoadingText, PageHeader } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { flattenPages } from '../../../lib/paged-query';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { useCurrentUser } from '../../auth/session';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { NotificationRow } from './notification-row';

function RowsSkeleton() {
  return (
    <ul aria-hidden className="space-y-1">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex items-center gap-3 px-3 py-3">
          <Skeleton className="h-11 w-11 rounded-full" />
          <span className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-3 w-1/4" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /notifications: what friends did that concerns the user, newest first. Seeing the list marks it read; the items
 * that were new keep their look for this visit, so the person still sees which they were.
 */
export default function NotificationsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const list = useNotifications(user.id);
  const markRead = useMarkNotificationsRead(user.id);
  const items = flattenPages(list.data);
  const sentinel = useInfiniteScroll<HTMLDivElement>(list);
  // The pages loaded keep the `read` each item had when it came, so what was new keeps its look for this visit.
  const newest = items[0];
  const unseen = newest && !newest.read ? newest.id : null;
  const { mutate } = markRead;
  useEffect(() => {
    if (unseen) mutate(unseen);
  }, [unseen, mutate]);

  const header = <PageHeader title={t`Notifications`} subtitle={t`Likes, comments, friends and challenges`} />;

  if (list.isPending) {
    return <LoadingText header={header} shape={<RowsSkeleton />}>
        <Trans>Loading notifications...</Trans>
      </LoadingText>;
  }
  if (list.isError) {
    return (
      <div>
        {header}
        <div className={cardClasses('p-6 text-center')}>
          <p className="text-sm text-muted-foreground">
            <Trans>Your notifications could not be loaded.</Trans>
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div>
        {header}
        <div className={cardClasses('flex flex-col items-center gap-2 px-6 py-10 text-center')}>
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary/15">
            <Bell className="h-7 w-7 text-primary" aria-hidden />
          </span>
          <p className="font-semibold">
            <Trans>No notifications yet</Trans>
          </p>
          <p className="max-w-xs text-sm text-muted-foreground">
            <Trans>When friends like your photos, comment or cheer you on, you will see it here.</Trans>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div>
      {header}
      <div className={cardClasses('p-1.5')}>
        <ul aria-label={t`Notifications`} className="space-y-0.5">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} unread={!item.read} />
          ))}
        </ul>
        <div ref={sentinel} />
        {list.isFetchingNextPage ? <p role="status" className="py-3 text-center text-sm text-muted-foreground">
            <Trans>Loading more...</Trans>
          </p> : null}
      </div>
    </div>
  );
}
