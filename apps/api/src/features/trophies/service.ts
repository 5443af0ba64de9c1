import type { MarkTrophiesBody, Trophy, UserTrophy } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import * as repo from './repo';

/**
 * Trophies are earned by awardTrophies() in the transaction of each event; here they are read, and marked
 * celebrated or seen by the account (docs/product.md#trophies).
 */
export function trophiesService(deps: Deps) {
  return {
    catalog: (): Promise<Trophy[]> => repo.listTrophies(deps.db),
    earnedBy: (userId: string): Promise<UserTrophy[]> => repo.listUserTrophies(deps.db, userId),
    mark: (userId: string, { trophy_ids, mark }: MarkTrophiesBody): Promise<void> =>
      repo.markTrophies(deps.db, userId, trophy_ids, mark, deps.clock.now()),
  };
}
