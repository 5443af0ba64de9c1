import type { FriendActivity } from '@dayleaf/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Flame } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { PremiumBadge } from '../../../components/ui/premium-badge';
import { paths } from '../../../config/paths';
import { relativeTime } from '../../../lib/relative-time';
import { CheerButton } from './cheer-button';

interface ActivityCardProps {
  activity: FriendActivity;
  /** The viewer, who cheers. */
  viewer: { id: string; username: string };
}

/** A friend's completed day: who, the streak that day made, when, the tasks they did, and its cheers. */
export function ActivityCard({ activity, viewer }: ActivityCardProps) {
  const { t } = useLingui();
  const { user, streak } = activity;
  const name = user.name;
  const profile = paths.publicProfile(name);
  return (
    <Card className="flex gap-3">
      <Link to={profile} aria-label={t`${name}'s profile`} className="shrink-0">
        <Avatar src={user.avatar} name={user.name} size={44} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <Link to={profile} className="flex min-w-0 items-center gap-1 font-semibold hover:underline pointer-coarse:min-h-11">
            <span dir="auto" className="min-w-0 break-all">{user.name}</span>
            <PremiumBadge status={user.subscription_status} />
          </Link>
          {/* The streak of this day, kept with it; a day completed before streaks were kept with days shows none. */}
          {streak !== null ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-flame/15 px-2 py-0.5 text-xs font-semibold text-foreground">
              <Flame className="h-3.5 w-3.5 text-flame" aria-hidden />
              {plural(streak, { one: '# day', other: '# days' })}
            </span>
          ) : null}
        </div>
        <p className="mt-0.5 flex items-center gap-1.5 text-sm">
          <CheckCircle2 className="h-4 w-4 shrink-0 text-primary" aria-hidden />
          <Trans>Completed their daily tasks!</Trans>
        </p>
        <time dateTime={activity.completedAt} className="text-xs text-muted-foreground">
          {relativeTime(activity.completedAt)}
        </time>
        {activity.tasks.length > 0 ? (
          <ul aria-label={t`Tasks`} className="mt-2 flex flex-wrap gap-1.5">
            {activity.tasks.map((task, i) => (
              <li key={i} className="max-w-full break-words rounded-xl bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
                {task}
              </li>
            ))}
          </ul>
        ) : null}
        <CheerButton userId={viewer.id} username={viewer.username} activity={activity} />
      </div>
    </Card>
  );
}
