import { useLingui } from '@lingui/react/macro';
import { Camera, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

interface FeedEmptyStateProps {
  hasFriends: boolean;
  onAddFriends(): void;
  onShare(): void;
}

/** Shown when there are no posts and no activity: invite to add friends, or to share the first photo. */
export function FeedEmptyState({ hasFriends, onAddFriends, onShare }: FeedEmptyStateProps) {
  const { t } = useLingui();
  const { Icon, title, text, action, onAction } = hasFriends
    ? {
        Icon: Camera,
        title: t`Nothing here yet`,
        text: t`When you or your friends share a photo or complete a day, it shows up here.`,
        action: t`Share a Photo`,
        onAction: onShare,
      }
    : {
        Icon: Users,
        title: t`No Friends Yet`,
        text: t`Add friends to see their daily accomplishments and photos here.`,
        action: t`Add Friends`,
        onAction: onAddFriends,
      };
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary/15">
        <Icon className="h-7 w-7 text-primary" aria-hidden />
      </span>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button onClick={onAction}>{action}</Button>
    </Card>
  );
}
