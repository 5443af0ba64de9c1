import { Trans } from '@lingui/react/macro';
import { cn } from '../lib/cn';
import { useOnlineStatus } from '../lib/online-status';

/**
 * "Offline" while the browser has no network. It floats over the screen (fixed, so nothing moves when it comes
 * or goes) just above the bottom navigation, leaving the header and the navigation uncovered; its colours are the
 * page's own text and background swapped, so it reads as well as body text in every theme. While it shows, the
 * end of a long screen gets room to scroll out from under it (inside the column, whose least height is the
 * viewport's, so a short screen does not start to scroll). The live region stays mounted, empty while online, so
 * the change is announced.
 */
export function OfflineBanner({ aboveNavigation }: { aboveNavigation: boolean }) {
  const online = useOnlineStatus();
  return (
    <>
      <div
        aria-live="polite"
        aria-atomic="true"
        data-testid="offline-banner"
        className={cn(
          'pointer-events-none fixed inset-x-0 z-20 mx-auto w-fit max-w-[calc(100%-2rem)]',
          aboveNavigation ? 'bottom-[calc(4.75rem+env(safe-area-inset-bottom))] lg:bottom-4 lg:start-56' : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]',
        )}
      >
        {online ? null : (
          <div className="rounded-xl bg-foreground px-4 py-2 text-center text-background shadow-lg">
            <p className="text-sm font-semibold">
              <Trans>Offline</Trans>
            </p>
            <p className="text-xs">
              <Trans>Showing what you had last. Changes will be sent when you're back online.</Trans>
            </p>
          </div>
        )}
      </div>
      {online ? null : <div aria-hidden className="h-20" />}
    </>
  );
}
