import { cn } from '../../lib/cn';
import { cardClasses } from './card';

/** A grey block standing for text or a picture that is on its way; it breathes unless the person asks for less motion. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={cn('block rounded-md bg-muted motion-safe:animate-pulse', className)} />;
}

/** A screen title's place: the title, and the line under it. */
export function HeaderSkeleton({ action = false }: { action?: boolean }) {
  return (
    <div aria-hidden className="mb-4 flex items-start justify-between gap-3 pe-(--header-end,0px) pt-2">
      <div className="space-y-2">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-4 w-56" />
      </div>
      {action ? <Skeleton className="h-10 w-24 rounded-xl" /> : null}
    </div>
  );
}

/** Cards of a few lines each, for a screen whose content is a list of cards. */
export function CardsSkeleton({ count = 3, className }: { count?: number; className?: string }) {
  return (
    <div aria-hidden className={cn('space-y-3', className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cardClasses('space-y-3 p-4')}>
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** Any screen without a shape of its own: its title and a few cards. */
export function PageSkeleton() {
  return (
    <div aria-hidden>
      <HeaderSkeleton />
      <CardsSkeleton />
    </div>
  );
}
