import type { Trophy, UserTrophy } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import * as trophies from './trophies-repo';

/** Trophies are earned by awardTrophies() in the transaction of each event; here they are only read. */
export function trophiesService(deps: Deps) {
  return {
    catalog: (): Promise<Trophy[]> => trophies.listTrophies(deps.db),
    earnedBy: (userId: string): Promise<UserTrophy[]> => trophies.listUserTrophies(deps.db, userId),
  };
}
