import type { BlockedUser } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf } from '../../shared/clock';
import { endFriendship, lockFriendshipOfPair, lockUserPair } from './friendship';
import { badRequest, notFound } from '../../shared/http/errors';
import type { Page, PageRequest } from '../../shared/http/pagination';
import * as repo from './blocks-repo';

/** Blocking (docs/product.md#blocking, docs/decisions/021-blocking.md); every use case acts as the session's user. */
export function blocksService(deps: Deps) {
  const { db, clock } = deps;

  return {
    /**
     * Blocks `targetId`: the block, the end of any friendship (through endFriendship, the path removing a friend
     * takes, so whatever follows the end of a friendship follows here too) and any waiting request, in one
     * transaction. Blocking someone already blocked answers the existing block.
     */
    async block(userId: string, targetId: string): Promise<BlockedUser> {
      if (userId === targetId) throw badRequest('block_self');
      const at = atOf(clock);
      const made = await db.transaction(async (tx) => {
        // The pair first, so a friend request of either waits for the block and then finds it (lockUserPair). Then
        // the friendship's row, then its end (whose trigger takes the pair's feed lock), and only then the block,
        // whose foreign keys lock both users' rows: a completion holds its user's feed lock while it waits for that
        // user's row, so a block holding the row while waiting for the lock deadlocked with it (docs/conventions.md).
        await lockUserPair(tx, userId, targetId);
        await lockFriendshipOfPair(tx, userId, targetId);
        await endFriendship(tx, userId, targetId, 'blocked', at);
        const block = await repo.insertBlock(tx, userId, targetId, at);
        if (!block) throw notFound('user_not_found');
        await repo.deletePendingRequest(tx, userId, targetId);
        return block;
      });
      // The blocker's notifications hide the other's acts, and may be kept (decision 074): heard before the answer.
      await deps.changes.caughtUp();
      return made;
    },

    /** Lifts the block; the friendship it ended stays ended. */
    async unblock(userId: string, blockedId: string): Promise<void> {
      if (!(await repo.deleteBlock(db, userId, blockedId))) throw notFound('not_blocked');
      // The other's acts show again in the blocker's kept notifications once this is heard (decision 074).
      await deps.changes.caughtUp();
    },

    list(userId: string, page: PageRequest): Promise<Page<BlockedUser>> {
      return repo.listBlocks(db, userId, page);
    },
  };
}
