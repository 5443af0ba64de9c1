import { Skeleton } from '../components/ui/skeleton';

/** The navigation's box: a bar at the bottom below 1024 px, a rail down the start side (left, or right in Arabic) from there. */
export const NAV_FRAME =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a class list
  'fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card pb-[env(safe-area-inset-bottom)] lg:inset-y-0 lg:end-auto lg:w-56 lg:border-e lg:border-t-0 lg:pb-0';

/** The navigation's place while its code comes: the same box with its five items' shapes, so the frame never goes. */
export function NavPlaceholder() {
  return (
    <div aria-hidden data-testid="navigation-placeholder" className={NAV_FRAME}>
      <p className="hidden px-6 pb-4 pt-6 text-xl font-bold tracking-tight lg:block">🌿 Dayleaf</p>
      <ul className="mx-auto flex max-w-md justify-around lg:mx-0 lg:max-w-none lg:flex-col lg:gap-1 lg:px-3">
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i} className="flex flex-1 flex-col items-center gap-1 py-2 lg:flex-none lg:flex-row lg:gap-3 lg:px-3">
            <Skeleton className="h-7 w-11 rounded-full lg:w-7" />
            <Skeleton className="h-3 w-10 lg:w-20" />
          </li>
        ))}
      </ul>
    </div>
  );
}
