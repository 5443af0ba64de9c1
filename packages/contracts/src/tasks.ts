import { z } from 'zod';
import { Day, defineRoutes, Id, IdParams, IsoDate, OfflineAt, Ok, ShownText } from './common';
import { DAY_MARKER_NAME, DEFAULT_TASK_EMOJI, TASK_EMOJI_MAX, TASK_NAME_MAX } from './constants';
import { routeMeta } from './route-meta';
import { DayState } from './streaks';

/** Friends see task names in their activity feed, so they follow the shared text rule. */
export const TaskName = ShownText('Task name', { max: TASK_NAME_MAX, required: 'Task name cannot be blank.' }).refine((v) => v !== DAY_MARKER_NAME, `'${DAY_MARKER_NAME}' is reserved; choose another name.`);

let segmenter: Intl.Segmenter | undefined;
/** Whether text is one grapheme; it reads no further than the second one. */
function isOneGrapheme(text: string): boolean {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const graphemes = segmenter.segment(text)[Symbol.iterator]();
  return !graphemes.next().done && graphemes.next().done === true;
}

/**
 * One visible character (a ZWJ family or a flag counts as one), never whitespace or an invisible one. Emoji sequences run to
 * about 15 code units (a kiss with two skin tones, a subdivision flag); the grapheme check runs only on text within
 * TASK_EMOJI_MAX, as ShownText refuses longer text first.
 */
export const TaskEmoji = ShownText('Emoji', { max: TASK_EMOJI_MAX, required: 'Choose a single emoji.' }).refine(isOneGrapheme, 'Choose a single emoji.');

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
  offline_at: OfflineAt.optional(),
});

export const UpdateTaskBody = z.object({
  name: TaskName.optional(),
  emoji: TaskEmoji.optional(),
  completed: z.boolean().optional(),
  offline_at: OfflineAt.optional(),
});

export const CompleteDayBody = z.object({ date: Day, offline_at: OfflineAt.optional() });
/** A delete queued offline says when it was done in the query, as a DELETE has no body. */
export const DeleteTaskQuery = z.object({ offline_at: OfflineAt.optional() });
export const CompleteDayResponse = z.object({
  streak_count: z.number().int(),
  /** The milestone this completion reached for the first time (7, 30, 100, 365...), else null. */
  milestone: z.number().int().nullable(),
  /** Freezes held after it (a 7th day earns one). */
  freezes: z.number().int(),
});
export type CompleteDayResponse = z.infer<typeof CompleteDayResponse>;

/**
 * A day of the week strip: what the year's days say of it (docs/product.md#breaks-and-freezes: done, frozen, in a
 * break, restored, missed, or today not completed yet), or before the account's first day ('before').
 */
export const WeekDayState = z.enum([...DayState.options, 'before']);
export type WeekDayState = z.infer<typeof WeekDayState>;
export const WeekDay = z.object({ date: IsoDate, state: WeekDayState });
export type WeekDay = z.infer<typeof WeekDay>;
/** The last WEEK_STRIP_DAYS of the user's days, oldest first, ending with their today. */
export const WeekResponse = z.object({ days: z.array(WeekDay) });
export type WeekResponse = z.infer<typeof WeekResponse>;

export const tasksRoutes = defineRoutes(routeMeta, {
  getTasks: {
    params: IdParams,
    // Without a date the server answers for its today.
    query: z.object({ date: Day.optional() }),
    response: z.array(Task),
  },
  createTask: {
    body: CreateTaskBody,
    response: Task,
  },
  updateTask: {
    params: IdParams,
    body: UpdateTaskBody,
    response: Task,
  },
  deleteTask: {
    params: IdParams,
    query: DeleteTaskQuery,
    response: Ok,
  },
  completeDailyTasks: {
    params: IdParams,
    body: CompleteDayBody,
    response: CompleteDayResponse,
  },
  getWeek: {
    params: IdParams,
    response: WeekResponse,
  },
});
