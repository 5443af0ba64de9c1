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
  if (!hasFriends) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary/15">
          <Users className="h-7 w-7 text-primary" aria-hidden />
        </span>
        <h2 className="text-lg font-bold">No Friends Yet</h2>
        <p className="text-sm text-muted-foreground">Add friends to see their daily accomplishments and photos here.</p>
        <Button onClick={onAddFriends}>Add Friends</Button>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary/15">
        <Camera className="h-7 w-7 text-primary" aria-hidden />
      </span>
      <h2 className="text-lg font-bold">Nothing here yet</h2>
      <p className="text-sm text-muted-foreground">When you or your friends share a photo or complete a day, it shows up here.</p>
      <Button onClick={onShare}>Share a Photo</Button>
    </Card>
  );
}
