import type { Trophy, UserTrophy } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import * as repo from './repo';

/** Trophies are earned by awardTrophies() in the transaction of each event; here they are only read. */
export function trophiesService(deps: Deps) {
  return {
    catalog: (): Promise<Trophy[]> => repo.listTrophies(deps.db),
    earnedBy: (userId: string): Promise<UserTrophy[]> => repo.listUserTrophies(deps.db, userId),
  };
}
