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

/**
 * Whether the day is completed and how many tasks it has. A statement of its own, run after lockUser,
 * so it sees what the transactions that held the lock before committed.
 */
export async function dayState(tx: Queryable, userId: string, day: string): Promise<{ completed: boolean; task_count: number }> {
  const { rows } = await tx.query<{ completed: boolean; task_count: number }>(
    `SELECT coalesce(bool_or(is_marker), false) AS completed, count(*) FILTER (WHERE NOT is_marker) AS task_count
       FROM tasks WHERE user_id = $1 AND date = $2`,
    [userId, day],
  );
  return rows[0]!;
}

export async function findTask(tx: Queryable, taskId: string): Promise<(Task & { is_marker: boolean }) | null> {
  const { rows } = await tx.query<Task & { is_marker: boolean }>(`SELECT ${TASK_COLUMNS}, is_marker FROM tasks WHERE id = $1`, [taskId]);
  return rows[0] ?? null;
}

export async function insertTask(
  tx: Queryable,
  task: { userId: string; name: string; emoji: string; date: string; completed: boolean },
): Promise<Task> {
  const { rows } = await tx.query<Task>(
    `INSERT INTO tasks (user_id, name, emoji, date, completed) VALUES ($1, $2, $3, $4, $5) RETURNING ${TASK_COLUMNS}`,
    [task.userId, task.name, task.emoji, task.date, task.completed],
  );
  return rows[0]!;
}

export async function updateTask(
  tx: Queryable,
  taskId: string,
  patch: { name?: string; emoji?: string; completed?: boolean },
  now: Date,
): Promise<Task> {
  const { rows } = await tx.query<Task>(
    `UPDATE tasks SET name = coalesce($2, name), emoji = coalesce($3, emoji), completed = coalesce($4, completed), updated_at = $5
      WHERE id = $1 RETURNING ${TASK_COLUMNS}`,
    [taskId, patch.name ?? null, patch.emoji ?? null, patch.completed ?? null, now],
  );
  return rows[0]!;
}

export async function deleteTask(tx: Queryable, taskId: string): Promise<void> {
  await tx.query('DELETE FROM tasks WHERE id = $1', [taskId]);
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
