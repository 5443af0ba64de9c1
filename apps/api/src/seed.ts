/**
 * Demo data for trying the app by hand: `pnpm seed` (on the embedded database unless DATABASE_URL is set).
 * Safe to run twice: existing demo users are left as they are.
 */
import bcrypt from 'bcrypt';
import { loadConfig } from './config';
import { buildDeps } from './deps';
import { addDays, today } from './shared/clock';

export const DEMO_PASSWORD = 'dayleaf-demo';
const DEMO_USERS = [
  { username: 'ana', bio: 'Morning runner, tea lover. 🌱', streak: 12 },
  { username: 'ben', bio: 'Trying to read every day.', streak: 4 },
  { username: 'cleo', bio: 'Stretch, water, journal.', streak: 0 },
];

async function main() {
  const config = loadConfig();
  const deps = await buildDeps(config);
  const { db, clock } = deps;
  const day = today(clock);
  const hash = await bcrypt.hash(DEMO_PASSWORD, config.bcryptCost);
  const ids: string[] = [];
  for (const u of DEMO_USERS) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (username, password_hash, bio, streak_count, last_completed_date)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (lower(username)) DO UPDATE SET bio = users.bio RETURNING id`,
      [u.username, hash, u.bio, u.streak, u.streak > 0 ? addDays(day, -1) : null],
    );
    ids.push(rows[0]!.id);
  }
  const [ana, ben, cleo] = ids as [string, string, string];
  for (const [a, b, status] of [
    [ana, ben, 'accepted'],
    [cleo, ana, 'pending'],
  ] as const) {
    await db.query(
      `INSERT INTO friendships (requester_id, addressee_id, status) VALUES ($1, $2, $3)
       ON CONFLICT (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id)) DO NOTHING`,
      [a, b, status],
    );
  }
  // Yesterday's completed day for users on a streak, so activity cards have something to show.
  for (const [i, u] of DEMO_USERS.entries()) {
    if (u.streak === 0) continue;
    const date = addDays(day, -1);
    await db.query(
      `INSERT INTO tasks (user_id, name, emoji, date, completed) SELECT $1, n, e, $2, true
         FROM (VALUES ('Drink water', '💧'), ('Read 10 pages', '📚')) AS t(n, e)
        WHERE NOT EXISTS (SELECT 1 FROM tasks WHERE user_id = $1 AND date = $2)`,
      [ids[i], date],
    );
    await db.query(
      `INSERT INTO tasks (user_id, name, emoji, date, completed, is_marker) VALUES ($1, 'Daily tasks completed', '✅', $2, true, true)
       ON CONFLICT DO NOTHING`,
      [ids[i], date],
    );
  }
  console.log(`Seeded demo users ${DEMO_USERS.map((u) => u.username).join(', ')} (password: ${DEMO_PASSWORD}).`);
  await db.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
