import type { Friend } from '@dayleaf/contracts';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FriendStreaks } from './friend-streak';
import { PersonRow } from './person-row';

/** The friends as every list of them shows them, each with their streaks; or, with none, a line that says so. */
export function FriendRows({ friends, actions }: { friends: Friend[] | undefined; actions?(friend: Friend): ReactNode }) {
  return (
    <>
      {friends && friends.length === 0 ? (
        <p className="py-3 text-sm text-muted-foreground">
          <Trans>You haven't added any friends yet.</Trans>
        </p>
      ) : null}
      <ul className="divide-y divide-border">
        {friends?.map((friend) => (
          <PersonRow key={friend.id} person={friend} detail={<FriendStreaks friend={friend} />} actions={actions?.(friend)} />
        ))}
      </ul>
    </>
  );
}
