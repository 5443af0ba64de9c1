import type { Mood, MoodLog } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf } from '../../shared/clock';
import { atOfWrite, type Place } from '../streaks';
import { unauthorizedWhenGone } from '../../shared/http/errors';
import type { Page, PageRequest } from '../../shared/http/pagination';
import * as repo from './repo';

export function moodsService(deps: Deps) {
  const { db, clock } = deps;
  return {
    /** Today's mood is the mood of the user's today (docs/product.md#your-day); one queued offline, of its day. */
    async logMood(userId: string, place: Place, mood: Mood, offlineAt?: string): Promise<MoodLog> {
      const at = atOfWrite(clock, place, offlineAt);
      // An account deleted while this ran fails the log's foreign key: the session went with it.
      const log = await unauthorizedWhenGone(repo.upsertMood(db, userId, mood, at));
      // The user's kept stats count the year's moods: they hear of it first (decision 074).
      await deps.changes.caughtUp();
      return log;
    },

    async todayMood(userId: string, place: Place): Promise<{ mood: Mood | null; date?: string }> {
      return (await repo.findMood(db, userId, atOf(clock, place))) ?? { mood: null };
    },

    history(userId: string, page: PageRequest<string>): Promise<Page<MoodLog>> {
      return repo.moodPage(db, userId, page);
    },
  };
}
