import { DAY_MARKER_NAME, type Task } from '@dayleaf/contracts';
import type { At } from '../../shared/clock';
import { streakColumns, type Place, type StreakRow } from '../streaks';
import type { Queryable } from '../../shared/db/db';
import { raw, sql, type Sql } from '../../shared/db/sql';
import { recordEventSql } from '../../shared/events/events';
import type { TasksEvent } from './events';

const TASK_COLUMNS = ['id', 'user_id', 'name', 'emoji', 'date', 'completed'];

/** The task columns, each under `table` when given (a statement that joins another table's `id`). */
const taskColumns = (table?: string): Sql => raw(TASK_COLUMNS.map((c) => (table ? `${table}.${c}` : c)).join(', '));

/**
 * The tasks of a day the user asked for, the completion marker included (the client hides it), in the
 * order they were added. `day` is the client's choice (any day), so it is a day, not the use case's At.
 */
export async function listTasks(db: Queryable, userId: string, day: string): Promise<Task[]> {
  const { rows } = await db.query<Task>(
    sql`SELECT ${taskColumns()} FROM tasks WHERE user_id = ${userId} AND date = ${day}::date ORDER BY is_marker, created_at, id`,
  );
  return rows;
}

export type LockedUser = StreakRow & Place & { is_premium: boolean };

/**
 * Locks the user's row for the rest of the transaction. Every write to a user's tasks takes this lock
 * first, so task limits, the locked day and the streak are decided one request at a time.
 */
export async function lockUser(tx: Queryable, userId: string, at: At): Promise<LockedUser | null> {
  const { rows } = await tx.query<LockedUser>(
    sql`SELECT ${streakColumns}, u.time_zone, u.day_start_hour,
            subscription_status(u.subscription_end_date, ${at.now}) = 'premium' AS is_premium
       FROM users u WHERE u.id = ${userId} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

/** Whether the user's day is completed and how many tasks it has. */
const dayStateOf = (userId: string, day: string): Sql => sql`
  SELECT coalesce(bool_or(is_marker), false) AS completed, count(*) FILTER (WHERE NOT is_marker) AS task_count
    FROM tasks WHERE user_id = ${userId} AND date = ${day}::date`;

/**
 * Whether today is completed and how many tasks it has. A statement of its own, run after lockUser,
 * so it sees what the transactions that held the lock before committed.
 */
export async function dayState(tx: Queryable, userId: string, at: At): Promise<{ completed: boolean; task_count: number }> {
  const { rows } = await tx.query<{ completed: boolean; task_count: number }>(dayStateOf(userId, at.today));
  return rows[0]!;
}

/** What decides whether a task may be added, and the task when it was: see insertTaskIfAllowed. */
export interface TaskInsert {
  completed: boolean;
  task_count: number;
  task: Task | null;
}

/**
 * Adds the task to today unless the day is completed or already holds `limit` tasks, deciding and
 * writing in one statement. Run after lockUser, so the day it reads is what earlier writers committed.
 */
export async function insertTaskIfAllowed(
  tx: Queryable,
  userId: string,
  task: { name: string; emoji: string; completed: boolean },
  limit: number,
  at: At,
): Promise<TaskInsert> {
  const { rows } = await tx.query<TaskInsert>(
    sql`WITH day AS (${dayStateOf(userId, at.today)}),
          ins AS (INSERT INTO tasks (user_id, name, emoji, date, completed)
                  SELECT ${userId}, ${task.name}, ${task.emoji}, ${at.today}::date, ${task.completed}
                    FROM day WHERE NOT day.completed AND day.task_count < ${limit}
                  RETURNING ${taskColumns()})
     SELECT day.completed, day.task_count, row_to_json(ins) AS task FROM day LEFT JOIN ins ON true`,
  );
  return rows[0]!;
}

/** A task's owner and day, and whether its day is completed: what decides whether it may change. */
export interface TaskEdit<T> {
  user_id: string;
  date: string;
  day_completed: boolean;
  /** Whether the task was ticked before the edit (a ticked task counts in the user's days). */
  was_completed: boolean;
  result: T | null;
}

/** The task and whether the acting user may change it on `day` (theirs, of that day, day not completed). */
const editableTask = (taskId: string, userId: string, day: string): Sql => sql`
  SELECT t.id, t.user_id, t.date, d.completed AS day_completed, t.completed AS was_completed,
         t.user_id = ${userId} AND t.date = ${day}::date AND NOT d.completed AS editable
    FROM tasks t
   CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM tasks m WHERE m.user_id = t.user_id AND m.date = t.date AND m.is_marker) AS completed) d
   WHERE t.id = ${taskId}`;

/**
 * Changes the task only when the acting user may (theirs, today, day not completed), deciding and writing in one
 * statement with no lock on the user: the task's own row decides (`day_locked`, set on every task of the day by the
 * completion, which locks the day's task rows before it reads their names for the marker). A PATCH that waited on
 * a completion's row lock re-reads the row and finds it locked, so the write is refused; the snapshot's `t` may then
 * still say the day is open, which is why a refused write of the user's task of today is the locked day. Null when
 * there is no such task.
 */
export async function updateTaskIfEditable(
  db: Queryable,
  taskId: string,
  userId: string,
  patch: { name?: string; emoji?: string; completed?: boolean },
  at: At,
): Promise<TaskEdit<Task> | null> {
  const { rows } = await db.query<TaskEdit<Task>>(
    sql`WITH changed AS (UPDATE tasks SET name = coalesce(${patch.name ?? null}, name), emoji = coalesce(${patch.emoji ?? null}, emoji),
                             completed = coalesce(${patch.completed ?? null}, completed), updated_at = ${at.now}
                       WHERE id = ${taskId} AND user_id = ${userId} AND date = ${at.today}::date AND NOT day_locked
                      RETURNING ${taskColumns()})
     SELECT t.user_id, t.date, t.completed AS was_completed,
            t.day_locked OR (changed.id IS NULL AND t.user_id = ${userId} AND t.date = ${at.today}::date) AS day_completed,
            row_to_json(changed) AS result
       FROM tasks t LEFT JOIN changed ON true WHERE t.id = ${taskId}`,
  );
  return rows[0] ?? null;
}

/** Deletes the task only when the acting user may, as updateTaskIfEditable does. */
export async function deleteTaskIfEditable(tx: Queryable, taskId: string, userId: string, at: At): Promise<TaskEdit<boolean> | null> {
  const { rows } = await tx.query<TaskEdit<boolean>>(
    sql`WITH t AS (${editableTask(taskId, userId, at.today)}),
          gone AS (DELETE FROM tasks USING t WHERE tasks.id = t.id AND t.editable RETURNING tasks.id)
     SELECT t.user_id, t.date, t.day_completed, t.was_completed, EXISTS (SELECT 1 FROM gone) AS result FROM t`,
  );
  return rows[0] ?? null;
}

/**
 * Inserts today's marker, timed by the use case's At, with the names of the day's tasks (all completed with it, see
 * completeDayTasks) in the order they were added and the streak the day makes, which friend activities read from the
 * marker alone, and tells it
 * as day.completed; false when the day was already completed.
 */
export async function insertDayMarker(tx: Queryable, userId: string, at: At, streak: number): Promise<boolean> {
  const { rows } = await tx.query(
    sql`WITH m AS (
          INSERT INTO tasks (user_id, name, emoji, date, completed, is_marker, day_locked, created_at, updated_at, day_task_names, day_streak)
          SELECT ${userId}, ${DAY_MARKER_NAME}, '✅', ${at.today}::date, true, true, true, ${at.now}, ${at.now},
                 coalesce((SELECT array_agg(t.name ORDER BY t.created_at, t.id) FROM tasks t
                            WHERE t.user_id = ${userId} AND t.date = ${at.today}::date AND NOT t.is_marker), '{}'),
                 ${streak}::int
          ON CONFLICT (user_id, date) WHERE is_marker DO NOTHING
          RETURNING id, date),
          told AS (${recordEventSql<TasksEvent>({ type: 'day.completed', payload: { userId, date: sql`m.date`, markerId: sql`m.id` } }, at, sql`FROM m`)})
     SELECT 1 FROM m`,
  );
  return rows.length > 0;
}

/** Completes the day's tasks and locks them (day_locked, which a task's PATCH decides on, migration 0022). */
export async function completeDayTasks(tx: Queryable, userId: string, at: At): Promise<void> {
  await tx.query(
    sql`UPDATE tasks SET completed = true, day_locked = true, updated_at = CASE WHEN completed THEN updated_at ELSE ${at.now} END
         WHERE user_id = ${userId} AND date = ${at.today}::date AND NOT is_marker`,
  );
}

