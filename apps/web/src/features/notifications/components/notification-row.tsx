import type { Notification } from '@dayleaf/contracts';
import { notificationLink, notificationMessage } from '@dayleaf/contracts/client';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { translateShared } from '../../../lib/i18n/shared-message';
import { relativeTime } from '../../../lib/relative-time';

/** The picture beside an item without an actor: the challenge's end. */
function KindMark({ item }: { item: Notification }) {
  const actor = item.actors[0];
  if (actor) return <Avatar src={actor.profile_photo} name={actor.username} size={44} />;
  return (
    <span aria-hidden className="flex h-11 w-11 items-center justify-center rounded-full bg-accent/20 text-xl">
      🏁
    </span>
  );
}

/** One item: who, what, when, and the photo it is about; the whole row goes to the thing. */
export function NotificationRow({ item, unread }: { item: Notification; unread: boolean }) {
  const { t, i18n } = useLingui();
  const text = translateShared(i18n, notificationMessage(item));
  const when = relativeTime(item.created_at);
  return (
    <li>
      <Link
        to={notificationLink(item)}
        className={cn(
          'flex items-center gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-muted focus-visible:bg-muted',
          unread && 'bg-primary/10 hover:bg-primary/15',
        )}
      >
        <KindMark item={item} />
        <span className="min-w-0 flex-1">
          <span className={cn('block break-words text-sm', unread && 'font-semibold')}>{text}</span>
          <time dateTime={item.created_at} className="block text-xs text-muted-foreground">
            {when}
          </time>
        </span>
        {item.post ? (
          <img src={item.post.thumbnail_url} alt="" width={44} height={44} loading="lazy" className="h-11 w-11 shrink-0 rounded-lg object-cover" />
        ) : null}
        {unread ? (
          <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-primary">
            <span className="sr-only">{t`Unread`}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
