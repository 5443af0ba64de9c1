import { Card } from '../../../components/ui/card';
import { CardsSkeleton, Skeleton } from '../../../components/ui/skeleton';

/** The own profile's shape while the user comes: the edit card (photo, name, bio) and the streak card. */
export function ProfileSkeleton() {
  return (
    <div aria-hidden className="space-y-4">
      <Card className="space-y-4">
        <Skeleton className="h-5 w-28" />
        <div className="flex items-center gap-4">
          <Skeleton className="h-20 w-20 rounded-full" />
          <Skeleton className="h-9 w-32 rounded-xl" />
        </div>
        <Skeleton className="h-10 w-full rounded-xl" />
        <Skeleton className="h-20 w-full rounded-xl" />
      </Card>
      <CardsSkeleton count={1} />
    </div>
  );
}

/** A profile page's shape while it comes: the photo, the name and the line under it, then the streak. */
export function PublicProfileSkeleton() {
  return (
    <div aria-hidden className="space-y-3">
      <Card className="flex flex-col items-center gap-3 py-8">
        <Skeleton className="h-24 w-24 rounded-full" />
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-4 w-56" />
      </Card>
      <CardsSkeleton count={1} />
    </div>
  );
}
