import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { WhenOpen } from '../../../components/ui/on-demand';
import { LoadingText, PageHeader } from '../../../components/ui/page';
import { flattenPages } from '../../../lib/paged-query';
import { useCurrentUser } from '../../auth/session';
import { useFriendActivities } from '../api/get-friend-activities';
import { useFriendPosts } from '../api/get-friend-posts';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { useFirstPhotoFirst } from '../photos/first-photo-first';
import { activityRuns } from '../activity-runs';
import { ActivityRunCards } from './activity-run';
import { FeedEmptyState } from './feed-empty-state';
import { PostCard } from './post-card';
import { PostCardsSkeleton } from './post-cards-skeleton';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

// The photo upload code loads when the user starts sharing.
const SharePhotoDialog = preloadableLazy(() => import('./share-photo-dialog').then((m) => ({ default: m.SharePhotoDialog })));

interface FeedPageProps {
  /** Opens the friends manager (header button and the empty state). */
  onManageFriends(): void;
  /** Unknown while the friends list loads. */
  hasFriends: boolean | undefined;
  pendingRequests: number;
  /** Beside the posts on a wide screen (app/routes gives the friends and the running challenges). */
  aside?: ReactNode;
}

/** Friends' photo posts, newest first and loaded as the user scrolls, then their completed days. */
export function FeedPage({ onManageFriends, hasFriends, pendingRequests, aside }: FeedPageProps) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const posts = useFriendPosts(user.id);
  const activities = useFriendActivities(user.id);
  const [sharing, setSharing] = useState(false);
  // A notification's link names the post it is about (`?post=<id>`, with `&comments=open` for a comment).
  const [searchParams] = useSearchParams();
  const focusedPost = searchParams.get('post');
  const focus = searchParams.get('comments') === 'open' ? 'comments' : 'post';
  // One end of the list loads more: the posts' next page while there is one, then the activity's.
  const loadingActivity = !posts.hasNextPage;
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    loadingActivity
      ? { hasNextPage: activities.hasNextPage, isFetchingNextPage: activities.isFetchingNextPage, fetchNextPage: activities.fetchNextPage }
      : { hasNextPage: posts.hasNextPage, isFetchingNextPage: posts.isFetchingNextPage, fetchNextPage: posts.fetchNextPage },
  );

  // Feed fetch errors are only logged (by the query client, with the queries' meta).

  const items = flattenPages(posts.data);
  const activityItems = flattenPages(activities.data);
  const loading = posts.isPending || activities.isPending;
  const { othersHeld, firstSettled } = useFirstPhotoFirst(!loading && items.length > 1);

  const header = (
    <PageHeader
      title={t`Friends Feed`}
      action={
        <div className="flex shrink-0 items-center gap-2">
          <IconButton label={t`Manage friends`} variant="outline" className="relative" onClick={onManageFriends}>
            <Users className="h-5 w-5" aria-hidden />
            {pendingRequests > 0 ? (
              <span className="absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-bold text-destructive-foreground">
                {pendingRequests}
                <span className="sr-only"> {plural(pendingRequests, { one: 'friend requests', other: 'friend requests' })}</span>
              </span>
            ) : null}
          </IconButton>
          {/* On the narrowest phones the word goes (its name stays), so the title keeps one line beside the bell. */}
          <Button size="sm" className="h-10 max-[399px]:w-11 max-[399px]:px-0" onClick={() => setSharing(true)}>
            <Plus className="h-4 w-4" aria-hidden /> <span className="max-[399px]:sr-only"><Trans>Share</Trans></span>
          </Button>
        </div>
      }
    />
  );

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-x-8">
      <div className="lg:col-span-2">{header}</div>
      {aside ? <aside className="space-y-4 lg:sticky lg:top-6 lg:col-start-2 lg:row-start-2">{aside}</aside> : null}
      <div className="lg:col-start-1 lg:row-start-2">
      {loading ? (
        <LoadingText shape={<PostCardsSkeleton />}><Trans>Loading feed...</Trans></LoadingText>
      ) : items.length === 0 && activityItems.length === 0 ? (
        <FeedEmptyState hasFriends={hasFriends === true} onAddFriends={onManageFriends} onShare={() => setSharing(true)} />
      ) : (
        <div className="space-y-4">
          {items.map((post, i) => (
            <PostCard
              key={post.id}
              post={post}
              viewerId={user.id}
              priority={i === 0}
              photoHeld={i > 0 && othersHeld}
              onPhotoSettled={i === 0 ? firstSettled : undefined}
              focus={post.id === focusedPost ? focus : undefined}
            />
          ))}
          {posts.isFetchingNextPage ? <LoadingText><Trans>Loading more posts...</Trans></LoadingText> : null}
          {/* Activity follows the posts once they are all loaded, so it does not jump as pages arrive. */}
          {loadingActivity ? activityRuns(activityItems).map((run) => <ActivityRunCards key={run.key} run={run} viewer={user} />) : null}
          {loadingActivity && activities.isFetchingNextPage ? <LoadingText><Trans>Loading more activity...</Trans></LoadingText> : null}
          <div ref={sentinel} aria-hidden />
        </div>
      )}
      </div>
      <WhenOpen open={sharing}>
        <SharePhotoDialog userId={user.id} open onOpenChange={setSharing} />
      </WhenOpen>
    </div>
  );
}
