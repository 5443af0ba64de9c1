import { plural } from '@lingui/core/macro';
import { useLingui } from '../../../lib/i18n/runtime';
import { useCurrentUser } from '../../auth/session';
import { useOutbox } from '../lazy-outbox';

/** How many of the person's changes wait on this device to be sent; nothing when none do. */
export function WaitingChanges() {
  // Re-rendered in a new language with the rest of the screen.
  useLingui();
  const { waiting } = useOutbox(useCurrentUser().id);
  if (!waiting) return null;
  return (
    <p role="status" className="text-center text-sm text-muted-foreground">
      {plural(waiting, { one: '# change waiting to be sent', other: '# changes waiting to be sent' })}
    </p>
  );
}
