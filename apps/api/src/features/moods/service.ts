import type { Mood, MoodLog } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { atOf } from '../../shared/clock';
import type { Page } from '../../shared/http/pagination';
import * as repo from './repo';

export function moodsService(deps: Deps) {
  const { db, clock } = deps;
  return {
    logMood(userId: string, mood: Mood): Promise<MoodLog> {
      return repo.upsertMood(db, userId, mood, atOf(clock));
    },

    async todayMood(userId: string): Promise<{ mood: Mood | null; date?: string }> {
      return (await repo.findMood(db, userId, atOf(clock))) ?? { mood: null };
    },

    history(userId: string, before: string | undefined, limit: number): Promise<Page<MoodLog>> {
      return repo.moodPage(db, userId, { before: before ?? null, limit });
    },
  };
}
