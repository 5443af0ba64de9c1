import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../auth/session';
import { userQueryOptions } from '../../auth/api/get-user';

/** The count the badge shows: the user record caps it at 99, which means 99 or more. */
export const unreadBadge = (count: number) => (count >= 99 ? '99+' : String(count));

/**
 * The bell in the main screens' header, with the unread count the user record carries (no request of its own).
 * Coming back to the app after a while reads the user record again, so the count is not the morning's.
 */
export default function NotificationBell() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void queryClient.refetchQueries({ queryKey: userQueryOptions(user.id).queryKey, stale: true });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient, user.id]);

  const count = user.unread_notifications;
  const badge = unreadBadge(count);
  const label = count > 0 ? t`Notifications, ${badge} unread` : t`Notifications`;
  return (
    <Link
      to={paths.notifications}
      aria-label={label}
      className="relative flex h-10 w-10 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm transition-colors hover:bg-muted pointer-coarse:h-11 pointer-coarse:w-11"
    >
      <Bell className="h-5 w-5" aria-hidden />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-bold text-destructive-foreground"
        >
          {unreadBadge(count)}
        </span>
      ) : null}
    </Link>
  );
}
