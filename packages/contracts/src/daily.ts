import { z } from 'zod';
import { Day, defineRoute, Id, IdParams, IsoDate, Ok, ShownText, type RouteDef } from './common';
import { DAY_MARKER_NAME, DEFAULT_TASK_EMOJI, MOOD_HISTORY_MAX, MOODS, TASK_NAME_MAX } from './constants';
import { routeMeta } from './route-meta';

/** Friends see task names in their activity feed, so they follow the shared text rule. */
export const TaskName = ShownText('Task name', { max: TASK_NAME_MAX, required: 'Task name cannot be blank.' }).refine((v) => v !== DAY_MARKER_NAME, `'${DAY_MARKER_NAME}' is reserved; choose another name.`);

let segmenter: Intl.Segmenter | undefined;
function graphemeCount(text: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return [...segmenter.segment(text)].length;
}

/** One visible character (a ZWJ family or a flag counts as one), never whitespace or an invisible one. */
export const TaskEmoji = ShownText('Emoji', { max: 32, required: 'Choose a single emoji.' }).refine(
  (v) => graphemeCount(v) === 1,
  'Choose a single emoji.',
);

export const Task = z.object({
  id: Id,
  user_id: Id,
  name: z.string(),
  emoji: z.string(),
  date: IsoDate,
  completed: z.boolean(),
});
export type Task = z.infer<typeof Task>;

export const CreateTaskBody = z.object({
  user_id: Id,
  name: TaskName,
  emoji: TaskEmoji.optional().default(DEFAULT_TASK_EMOJI),
  date: Day,
  completed: z.boolean().optional().default(false),
});

export const UpdateTaskBody = z.object({
  name: TaskName.optional(),
  emoji: TaskEmoji.optional(),
  completed: z.boolean().optional(),
});

export const CompleteDayBody = z.object({ date: Day });
export const CompleteDayResponse = z.object({ streak_count: z.number().int() });

export const Mood = z.enum(MOODS, { error: `Mood must be one of: ${MOODS.join(', ')}.` });
export type Mood = z.infer<typeof Mood>;

export const MoodLog = z.object({ mood: Mood, date: IsoDate });
export type MoodLog = z.infer<typeof MoodLog>;
/** Today's mood, or `{mood: null}` before one is logged. */
export const TodayMood = z.object({ mood: Mood.nullable(), date: IsoDate.optional() });

/** Newest first; `before` (exclusive) pages back by day, so a calendar can ask for any month. */
export const MoodLogsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MOOD_HISTORY_MAX).default(MOOD_HISTORY_MAX),
  before: Day.optional(),
});

export const TrophyCriteria = z.enum([
  'streak',
  'add_friend',
  'challenge_complete',
  'challenge_join',
  'first_post',
  'post_count',
  'premium_subscribe',
]);

export const Trophy = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  criteria_type: TrophyCriteria,
  criteria_value: z.number().int(),
});
export type Trophy = z.infer<typeof Trophy>;

/** An earned trophy: the user trophy's id and earned_at, with the trophy it stands for. */
export const UserTrophy = Trophy.omit({ id: true }).extend({ id: Id, trophy_id: z.string(), earned_at: z.string() });
export type UserTrophy = z.infer<typeof UserTrophy>;

export const dailyRoutes = {
  getTasks: defineRoute({
    ...routeMeta.getTasks,
    params: IdParams,
    // Without a date the server answers for its today.
    query: z.object({ date: Day.optional() }),
    response: z.array(Task),
  }),
  createTask: defineRoute({
    ...routeMeta.createTask,
    body: CreateTaskBody,
    response: Task,
  }),
  updateTask: defineRoute({
    ...routeMeta.updateTask,
    params: IdParams,
    body: UpdateTaskBody,
    response: Task,
  }),
  deleteTask: defineRoute({
    ...routeMeta.deleteTask,
    params: IdParams,
    response: Ok,
  }),
  completeDailyTasks: defineRoute({
    ...routeMeta.completeDailyTasks,
    params: IdParams,
    body: CompleteDayBody,
    response: CompleteDayResponse,
  }),
  getTodayMood: defineRoute({
    ...routeMeta.getTodayMood,
    params: IdParams,
    response: TodayMood,
  }),
  getMoodLogs: defineRoute({
    ...routeMeta.getMoodLogs,
    params: IdParams,
    query: MoodLogsQuery,
    response: z.array(MoodLog),
  }),
  logMood: defineRoute({
    ...routeMeta.logMood,
    body: z.object({ user_id: Id, mood: Mood }),
    response: MoodLog,
  }),
  listTrophies: defineRoute({
    ...routeMeta.listTrophies,
    response: z.array(Trophy),
  }),
  getUserTrophies: defineRoute({
    ...routeMeta.getUserTrophies,
    params: IdParams,
    response: z.array(UserTrophy),
  }),
} satisfies Record<string, RouteDef>;
