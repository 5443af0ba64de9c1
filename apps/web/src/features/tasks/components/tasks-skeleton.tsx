import { cardClasses } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** The day's shape while its tasks come: the "2 of 3" line, three rows (emoji, name, box) and the complete button. */
export function TaskRowsSkeleton() {
  return (
    <div aria-hidden className="space-y-4">
      <Skeleton className="h-2 w-full rounded-full" />
      <ul className="space-y-2">
        {[0, 1, 2].map((i) => (
          <li key={i} className={cardClasses('flex items-center gap-3 p-3')}>
            <Skeleton className="h-8 w-8 rounded-lg" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-7 w-7 rounded-lg" />
          </li>
        ))}
      </ul>
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}

/** The tasks screen's shape before anything of it is here: the header, the week strip, then the rows. */
export function TasksScreenSkeleton() {
  return (
    <div aria-hidden>
      <div className="mb-4 space-y-2 pt-2">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-4 w-44" />
      </div>
      <div className="mb-5 grid grid-cols-7 gap-1">
        {Array.from({ length: 7 }, (_, i) => (
          <span key={i} className="flex flex-col items-center gap-1">
            <span className="h-4" />
            <Skeleton className="h-8 w-8 rounded-full" />
          </span>
        ))}
      </div>
    </div>
  );
}
