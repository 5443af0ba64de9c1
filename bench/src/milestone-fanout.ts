/**
 * A user with 5,000 friends reaches a 7-day streak (docs/decisions/075-in-app-notifications.md, 078): how long their
 * completion takes against a normal one (a user with 50 friends completing a first day, no milestone), and
 * how long until every friend has the milestone notification (written by the event's handler, after the commit, in
 * the API process). Runs on the seeded S1 database with the real API; the 5,000-friend user is made for the run and
 * deleted after it, and the normal user's day is put back as the seed left it.
 *
 *   pnpm --filter @dayleaf/bench milestone-fanout [--rounds 5]
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startApi } from './api-server';
import { PASSWORD_HASH, userId } from './fixtures';
import { parseArgs } from './lib/args';
import { databaseUrl, utcToday } from './lib/db';
import { befriendAll, reportFanout, waitForCount } from './lib/fanout';
import { mintSessionsFor } from './sessions';
import { ensureSeeded } from './seed';

const FRIENDS = 5000;
/** The friends of the user whose completion is the normal one: a seeded user's count. */
const NORMAL_FRIENDS = 50;
const GOAL_RATIO = 1.2;
const GOAL_EVERY_FRIEND_MS = 10_000;

/** The user's streak as a seeded one of `days` ending yesterday (UTC zone, day start 0), and today's tasks all ticked. */
async function dayBeforeCompletion(pool: pg.Pool, user: string, days: number, today: string) {
  await pool.query(`DELETE FROM tasks WHERE user_id = $1 AND date = $2::date`, [user, today]);
  await pool.query(`DELETE FROM streak_milestones WHERE user_id = $1`, [user]);
  await pool.query(`DELETE FROM notifications WHERE kind = 'milestone' AND group_key LIKE $1`, [`milestone:${user}:%`]);
  await pool.query(
    `UPDATE users SET streak_count = $2, last_completed_date = CASE WHEN $2 > 0 THEN $3::date - 1 END,
            last_day_ended_at = CASE WHEN $2 > 0 THEN $3::date::timestamp AT TIME ZONE 'UTC' END,
            streak_until = CASE WHEN $2 > 0 THEN ($3::date + 1)::timestamp AT TIME ZONE 'UTC' END
      WHERE id = $1`,
    [user, days, today],
  );
  await pool.query(
    `INSERT INTO tasks (user_id, name, emoji, date, completed) VALUES ($1, 'Drink water', '💧', $2::date, true), ($1, 'Stretch', '🧘', $2::date, true)`,
    [user, today],
  );
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { rounds: 'string' });
  const rounds = Number(args.rounds ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number of at least 1');
  const url = databaseUrl('S1');
  await ensureSeeded('S1');
  const today = utcToday();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const secret = randomBytes(24).toString('base64url');

  const made = (await pool.query<{ id: string }>(
    `INSERT INTO users (username, password_hash) VALUES ('milestone_star', $1), ('milestone_normal', $1) ON CONFLICT DO NOTHING RETURNING id`,
    [PASSWORD_HASH],
  )).rows.map((r) => r.id);
  if (made.length !== 2) {
    await pool.query(`DELETE FROM users WHERE id = ANY($1::uuid[])`, [made]);
    throw new Error('a user named milestone_star or milestone_normal exists: a previous run did not finish; delete them first');
  }
  const [star, normal] = made as [string, string];
  const api = await startApi(url, secret, 'auto', 'warn');
  try {
    await befriendAll(pool, star, Array.from({ length: FRIENDS }, (_, i) => userId(i + 10)));
    await befriendAll(pool, normal, Array.from({ length: NORMAL_FRIENDS }, (_, i) => userId(i + 10)));
    const people = [star, normal];
    const cookies = await mintSessionsFor(pool, secret, people);
    const complete = async (who: number) => {
      const started = performance.now();
      const res = await fetch(`${api.url}/api/users/${people[who]}/complete-daily-tasks`, {
        method: 'POST',
        headers: { cookie: cookies[who]!, 'content-type': 'application/json' },
        body: JSON.stringify({ date: today }),
      });
      const body = (await res.json()) as { streak_count: number; milestone?: unknown };
      if (res.status !== 200) throw new Error(`completion answered ${res.status}: ${JSON.stringify(body)}`);
      return { started, ms: performance.now() - started, body };
    };

    const normalMs: number[] = [];
    const starMs: number[] = [];
    const everyone: number[] = [];
    // One of each first: the first request of a process pays for warming up.
    for (let r = -1; r < rounds; r += 1) {
      await dayBeforeCompletion(pool, normal, 0, today);
      await dayBeforeCompletion(pool, star, 6, today);
      const n = await complete(1);
      const s = await complete(0);
      if (s.body.streak_count !== 7) throw new Error(`the star's streak is ${s.body.streak_count}, not 7`);
      await waitForCount(
        async () =>
          (
            await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE kind = 'milestone' AND group_key = $1`, [
              `milestone:${star}:7`,
            ])
          ).rows[0]!.n,
        FRIENDS,
        s.started,
        'friends were told',
      );
      if (r < 0) continue;
      normalMs.push(n.ms);
      starMs.push(s.ms);
      everyone.push(performance.now() - s.started);
    }
    reportFanout({
      act: 'completion',
      reached: 'told',
      normalMs,
      starMs,
      everyFriendMs: everyone,
      goalRatio: GOAL_RATIO,
      goalEveryFriendMs: GOAL_EVERY_FRIEND_MS,
    });
  } finally {
    await api.stop();
    await pool.query('DELETE FROM sessions');
    await pool.query(`DELETE FROM users WHERE id = ANY($1::uuid[])`, [[star, normal]]);
    await pool.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
