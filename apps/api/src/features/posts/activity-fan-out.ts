import type { Db } from '../../shared/db/db';
import { sql } from '../../shared/db/sql';
import { friendIds } from '../friends';
import { lockAuthorFanOut } from './feed-timeline';

/**
 * A completed day reaches the activity timelines of its author's friends (docs/decisions/044-activity-timeline.md):
 * the handler of the day.completed event (registered in src/event-handlers.ts, decision 070), run after the
 * completion has committed, so the completion itself takes no lock of the timeline. Under the author's shared feed
 * lock, which a friendship of the author that starts or ends takes exclusively (migration 0021), so the friends are
 * read by a statement that starts after any such change has committed, and a change that comes later finds the rows
 * this writes (its back-fill or trim, migration 0026). It locks no user row: readers have no foreign key.
 *
 * Idempotent: a row already written (by an earlier try, or by the back-fill of a friendship that started meanwhile)
 * is kept. Each row carries the streak the day made, kept on the marker by the completion (so a card shows the
 * streak of its day, not today's). A marker gone since (its author's account deleted) writes nothing; the marker is held (FOR KEY SHARE)
 * until the rows are in, so a deletion waits for them and takes them with it.
 */
export async function fanOutCompletedDay(db: Db, day: { userId: string; markerId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAuthorFanOut(tx, day.userId);
    await tx.query(
      sql`WITH m AS MATERIALIZED (
            SELECT id, user_id, created_at, date, day_task_names, day_streak FROM tasks
             WHERE id = ${day.markerId}::uuid AND user_id = ${day.userId}::uuid AND is_marker
               FOR KEY SHARE)
          INSERT INTO activity_items (reader_id, created_at, marker_id, author_id, date, task_names, streak)
          SELECT f.id, m.created_at, m.id, m.user_id, m.date, m.day_task_names, m.day_streak FROM m, (${friendIds(day.userId)}) f(id)
          ON CONFLICT DO NOTHING`,
    );
  });
}
