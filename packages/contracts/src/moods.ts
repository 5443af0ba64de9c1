import { z } from 'zod';
import { Day, defineRoutes, Id, IdParams, IsoDate, OfflineAt, PageQuery } from './common';
import { MOODS, PAGE_SIZES } from './constants';
import { routeMeta } from './route-meta';

export const Mood = z.enum(MOODS, { error: `Mood must be one of: ${MOODS.join(', ')}.` });
export type Mood = z.infer<typeof Mood>;

export const MoodLog = z.object({ mood: Mood, date: IsoDate });
export type MoodLog = z.infer<typeof MoodLog>;
/** Today's mood, or `{mood: null}` before one is logged. */
export const TodayMood = z.object({ mood: Mood.nullable(), date: IsoDate.optional() });

/** Newest first; `before` (exclusive) pages back by day, so a calendar can ask for any month. */
export const MoodLogsQuery = PageQuery(PAGE_SIZES.getMoodLogs, Day);

export const moodsRoutes = defineRoutes(routeMeta, {
  getTodayMood: {
    params: IdParams,
    response: TodayMood,
  },
  getMoodLogs: {
    params: IdParams,
    query: MoodLogsQuery,
    response: z.array(MoodLog),
  },
  logMood: {
    body: z.object({ user_id: Id, mood: Mood, offline_at: OfflineAt.optional() }),
    response: MoodLog,
  },
});
