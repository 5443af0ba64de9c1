import { Suspense } from 'react';
import { useOutbox } from '../lazy-outbox';
import { useCurrentUser } from '../../auth/session';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

// Rarely shown, so its code loads when there is something to show, not with the tasks and profile screens.
const RefusedChanges = preloadableLazy(() => import('./refused-changes'));

/**
 * The changes made offline that the server refused, each with what it was and the server's own text, until the
 * person dismisses it: nothing queued is lost without them being told.
 */
export function NotSavedPanel() {
  const { refused } = useOutbox(useCurrentUser().id);
  if (!refused.length) return null;
  return (
    <Suspense fallback={null}>
      <RefusedChanges refused={refused} />
    </Suspense>
  );
}
