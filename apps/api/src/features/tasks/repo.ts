import { DAY_MARKER_NAME, type Task } from '@dayleaf/contracts';
import type { Queryable } from '../../shared/db/db';

const TASK_COLUMNS = 'id, user_id, name, emoji, date, completed';

/** The day's tasks, the completion marker included (the client hides it), in the order they were added. */
export async function listTasks(db: Queryable, userId: string, day: string): Promise<Task[]> {
  const { rows } = await db.query<Task>(
    `SELECT ${TASK_COLUMNS} FROM tasks WHERE user_id = $1 AND date = $2 ORDER BY is_marker, created_at, id`,
    [userId, day],
  );
  return rows;
}

export interface LockedUser {
  streak_count: number;
  last_completed_date: string | null;
  is_premium: boolean;
}

/**
 * Locks the user's row for the rest of the transaction. Every write to a user's tasks takes this lock
 * first, so task limits, the locked day and the streak are decided one request at a time.
 */
export async function lockUser(tx: Queryable, userId: string, now: Date): Promise<LockedUser | null> {
  const { rows } = await tx.query<LockedUser>(
    `SELECT streak_count, last_completed_date, subscription_status(subscription_end_date, $2) = 'premium' AS is_premium
       FROM users WHERE id = $1 FOR UPDATE`,
    [userId, now],
  );
  return rows[0] ?? null;
}

/** Whether the day ($2) of the user ($1) is completed and how many tasks it has. */
const DAY_STATE_SQL = `
  SELECT coalesce(bool_or(is_marker), false) AS completed, count(*) FILTER (WHERE NOT is_marker) AS task_count
    FROM tasks WHERE user_id = $1 AND date = $2::date`;

/**
 * Whether the day is completed and how many tasks it has. A statement of its own, run after lockUser,
 * so it sees what the transactions that held the lock before committed.
 */
export async function dayState(tx: Queryable, userId: string, day: string): Promise<{ completed: boolean; task_count: number }> {
  const { rows } = await tx.query<{ completed: boolean; task_count: number }>(DAY_STATE_SQL, [userId, day]);
  return rows[0]!;
}

/** What decides whether a task may be added, and the task when it was: see insertTaskIfAllowed. */
export interface TaskInsert {
  completed: boolean;
  task_count: number;
  task: Task | null;
}

/**
 * Adds the task unless the day is completed or already holds `limit` tasks, deciding and writing in one
 * statement. Run after lockUser, so the day it reads is what earlier writers committed.
 */
export async function insertTaskIfAllowed(
  tx: Queryable,
  task: { userId: string; name: string; emoji: string; date: string; completed: boolean },
  limit: number,
): Promise<TaskInsert> {
  const { rows } = await tx.query<TaskInsert>(
    `WITH day AS (${DAY_STATE_SQL}),
          ins AS (INSERT INTO tasks (user_id, name, emoji, date, completed)
                  SELECT $1, $3, $4, $2, $5 FROM day WHERE NOT day.completed AND day.task_count < $6
                  RETURNING ${TASK_COLUMNS})
     SELECT day.completed, day.task_count, row_to_json(ins) AS task FROM day LEFT JOIN ins ON true`,
    [task.userId, task.date, task.name, task.emoji, task.completed, limit],
  );
  return rows[0]!;
}

/** A task's owner and day, and whether its day is completed: what decides whether it may change. */
export interface TaskEdit<T> {
  user_id: string;
  date: string;
  day_completed: boolean;
  result: T | null;
}

/** The task ($1) and whether the acting user ($2) may change it today ($3). */
const EDITABLE_TASK_SQL = `
  SELECT t.id, t.user_id, t.date, d.completed AS day_completed,
         t.user_id = $2 AND t.date = $3::date AND NOT d.completed AS editable
    FROM tasks t
   CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM tasks m WHERE m.user_id = t.user_id AND m.date = t.date AND m.is_marker) AS completed) d
   WHERE t.id = $1`;

/**
 * Changes the task only when the acting user may (theirs, today, day not completed), deciding and writing
 * in one statement; null when there is no such task. Run after lockUser.
 */
export async function updateTaskIfEditable(
  tx: Queryable,
  taskId: string,
  userId: string,
  day: string,
  patch: { name?: string; emoji?: string; completed?: boolean },
  now: Date,
): Promise<TaskEdit<Task> | null> {
  const { rows } = await tx.query<TaskEdit<Task>>(
    `WITH t AS (${EDITABLE_TASK_SQL}),
          changed AS (UPDATE tasks SET name = coalesce($4, tasks.name), emoji = coalesce($5, tasks.emoji),
                             completed = coalesce($6, tasks.completed), updated_at = $7
                        FROM t WHERE tasks.id = t.id AND t.editable
                      RETURNING ${prefixed('tasks', TASK_COLUMNS)})
     SELECT t.user_id, t.date, t.day_completed, row_to_json(changed) AS result FROM t LEFT JOIN changed ON true`,
    [taskId, userId, day, patch.name ?? null, patch.emoji ?? null, patch.completed ?? null, now],
  );
  return rows[0] ?? null;
}

/** Deletes the task only when the acting user may, as updateTaskIfEditable does. */
export async function deleteTaskIfEditable(tx: Queryable, taskId: string, userId: string, day: string): Promise<TaskEdit<boolean> | null> {
  const { rows } = await tx.query<TaskEdit<boolean>>(
    `WITH t AS (${EDITABLE_TASK_SQL}),
          gone AS (DELETE FROM tasks USING t WHERE tasks.id = t.id AND t.editable RETURNING tasks.id)
     SELECT t.user_id, t.date, t.day_completed, EXISTS (SELECT 1 FROM gone) AS result FROM t`,
    [taskId, userId, day],
  );
  return rows[0] ?? null;
}

function prefixed(table: string, columns: string): string {
  return columns
    .split(',')
    .map((c) => `${table}.${c.trim()}`)
    .join(', ');
}

/** Inserts the day's marker, timed by the injected clock; false when the day was already completed. */
export async function insertDayMarker(tx: Queryable, userId: string, day: string, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO tasks (user_id, name, emoji, date, completed, is_marker, created_at, updated_at)
     VALUES ($1, $2, '✅', $3, true, true, $4, $4)
     ON CONFLICT (user_id, date) WHERE is_marker DO NOTHING`,
    [userId, DAY_MARKER_NAME, day, now],
  );
  return rowCount > 0;
}

export async function completeDayTasks(tx: Queryable, userId: string, day: string, now: Date): Promise<void> {
  await tx.query(
    'UPDATE tasks SET completed = true, updated_at = $3 WHERE user_id = $1 AND date = $2 AND NOT is_marker AND NOT completed',
    [userId, day, now],
  );
}

export async function setStreak(tx: Queryable, userId: string, streak: number, day: string): Promise<void> {
  await tx.query('UPDATE users SET streak_count = $2, last_completed_date = $3 WHERE id = $1', [userId, streak, day]);
}
