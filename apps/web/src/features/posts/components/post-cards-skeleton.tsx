import { cardClasses } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** Two posts' shapes while the feed's first page comes: the poster, the photo, the actions and the caption. */
export function PostCardsSkeleton() {
  return (
    <div aria-hidden className="space-y-4">
      {[0, 1].map((i) => (
        <div key={i} className={cardClasses('overflow-hidden')}>
          <div className="flex items-center gap-3 px-4 py-3">
            <Skeleton className="h-10 w-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-20" />
            </div>
          </div>
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="space-y-2 px-4 py-4">
            <Skeleton className="h-6 w-20" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
