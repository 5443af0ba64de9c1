import type { Friend } from '@dayleaf/contracts';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/i18n/format';
import { FriendRows } from './friend-rows';

/** How many friends the feed's side column lists before the friends manager takes over. */
export const FRIENDS_ASIDE_COUNT = 8;

/** The feed's side column on a wide screen: a few friends with their streaks, and "Add friends" to the friends manager. */
export function FriendsAside({ friends, total, onManageFriends }: { friends: Friend[] | undefined; total: number; onManageFriends(): void }) {
  const count = formatNumber(total);
  return (
    <Card aria-labelledby="friends-aside-title" role="region">
      <CardTitle id="friends-aside-title">
        <Trans>Your Friends ({count})</Trans>
      </CardTitle>
      <FriendRows friends={friends?.slice(0, FRIENDS_ASIDE_COUNT)} />
      <Button variant="outline" size="sm" className="mt-2 w-full" onClick={onManageFriends}>
        <Trans>Add friends</Trans>
      </Button>
    </Card>
  );
}
