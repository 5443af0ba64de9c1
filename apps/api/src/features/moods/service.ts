import type { Mood, MoodLog } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { today } from '../../shared/clock';
import { pageOf, type Page } from '../../shared/http/pagination';
import * as repo from './repo';

export function moodsService(deps: Deps) {
  const { db, clock } = deps;
  return {
    logMood(userId: string, mood: Mood): Promise<MoodLog> {
      return repo.upsertMood(db, userId, today(clock), mood, clock.now());
    },

    async todayMood(userId: string): Promise<{ mood: Mood | null; date?: string }> {
      return (await repo.findMood(db, userId, today(clock))) ?? { mood: null };
    },

    /** The contract checks `before` as a day, so the cursor is the last day shown rather than an opaque one. */
    async history(userId: string, before: string | undefined, limit: number): Promise<Page<MoodLog>> {
      return pageOf(await repo.listMoods(db, userId, before, limit + 1), limit, (last) => last.date);
    },
  };
}
