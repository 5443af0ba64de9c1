import { useCurrentUser } from '../../auth/session';
import { useOutbox } from '../lazy-outbox';

/** How many of the person's changes wait on this device to be sent; nothing when none do. */
export function WaitingChanges() {
  const { waiting } = useOutbox(useCurrentUser().id);
  if (!waiting) return null;
  return (
    <p role="status" className="text-center text-sm text-muted-foreground">
      {waiting === 1 ? '1 change waiting to be sent' : `${waiting} changes waiting to be sent`}
    </p>
  );
}
