import type { Mood, MoodLog } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { today } from '../../shared/clock';
import * as moods from './moods-repo';

export function moodsService(deps: Deps) {
  const { db, clock } = deps;
  return {
    logMood(userId: string, mood: Mood): Promise<MoodLog> {
      return moods.upsertMood(db, userId, today(clock), mood, clock.now());
    },

    async todayMood(userId: string): Promise<{ mood: Mood | null; date?: string }> {
      return (await moods.findMood(db, userId, today(clock))) ?? { mood: null };
    },

    /** A page of history and the cursor of the next one (null on the last page). */
    async history(userId: string, before: string | undefined, limit: number): Promise<{ items: MoodLog[]; next: string | null }> {
      const rows = await moods.listMoods(db, userId, before, limit + 1);
      const items = rows.slice(0, limit);
      return { items, next: rows.length > limit ? items[items.length - 1]!.date : null };
    },
  };
}
