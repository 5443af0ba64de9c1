/**
 * A user with 5,000 friends shares a photo (docs/decisions/025-feed-timeline.md): how long the request takes
 * against a normal share (a seeded user with 50 friends, same photo), and how long until every friend's
 * timeline, and so their page 1, holds the post (the rows past the inline bound are the fan-out job's, drained
 * by the API process). Runs on the seeded S1 database with the real API; the 5,000-friend user is made for the
 * run and deleted after it (their friendships and timeline rows go with them).
 *
 *   pnpm --filter @dayleaf/bench feed-fanout [--rounds 5] [--photo 12mp|small]
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startApi } from './api-server';
import { parseArgs } from './lib/args';
import { databaseUrl } from './lib/db';
import { makePhoto } from './lib/photo';
import { befriendAll, reportFanout, waitForCount } from './lib/fanout';
import { round } from './lib/stats';
import { mintSessionsFor } from './sessions';
import { ensureSeeded } from './seed';
import { PASSWORD_HASH, userId } from './fixtures';

const FRIENDS = 5000;
const NORMAL_USER = 1;
/** Friends whose page 1 is read through the API once the timeline is complete. */
const CHECKED_FRIENDS = 200;

async function main() {
  const args = parseArgs(process.argv.slice(2), { rounds: 'string', photo: 'string' });
  const rounds = Number(args.rounds ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number of at least 1');
  const small = args.photo === 'small';
  const url = databaseUrl('S1');
  await ensureSeeded('S1');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const secret = randomBytes(24).toString('base64url');

  // The star: a new user befriended by seeded users 2..5001 (rows written accepted: the triggers back-fill).
  const star = (await pool.query<{ id: string }>(
    `INSERT INTO users (username, password_hash) VALUES ('fanout_star', $1)
     ON CONFLICT DO NOTHING RETURNING id`,
    [PASSWORD_HASH],
  )).rows[0]?.id;
  if (!star) throw new Error('a user named fanout_star exists: a previous run did not finish; delete it first');
  const api = await startApi(url, secret, 'auto', 'warn');
  try {
    const t = performance.now();
    await befriendAll(pool, star, Array.from({ length: FRIENDS }, (_, i) => userId(i + 2)));
    console.log(`${FRIENDS} friendships made (with their back-fill) in ${round((performance.now() - t) / 1000, 1)} s`);

    const checked = Array.from({ length: CHECKED_FRIENDS }, (_, i) => 2 + Math.floor((i * FRIENDS) / CHECKED_FRIENDS));
    const people = [star, userId(NORMAL_USER), ...checked.map(userId)];
    const cookies = await mintSessionsFor(pool, secret, people);
    const cookie = (i: number) => cookies[i]!;
    const photo = small ? await makePhoto(1080, 1350) : await makePhoto();

    const share = async (who: number) => {
      const form = new FormData();
      form.set('photo', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      form.set('caption', 'Fan-out bench');
      form.set('user_id', people[who]!);
      const started = performance.now();
      const res = await fetch(`${api.url}/api/posts`, { method: 'POST', body: form, headers: { cookie: cookie(who) } });
      const body = (await res.json()) as { id: string };
      if (res.status !== 201) throw new Error(`share answered ${res.status}: ${JSON.stringify(body)}`);
      return { id: body.id, started, ms: performance.now() - started };
    };

    // One of each first: the first request of a process pays for warming up.
    await share(1);
    await share(0);
    const normal: number[] = [];
    const starMs: number[] = [];
    const everyone: number[] = [];
    for (let r = 0; r < rounds; r += 1) {
      normal.push((await share(1)).ms);
      const s = await share(0);
      starMs.push(s.ms);
      await waitForCount(
        async () => (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM feed_items WHERE post_id = $1', [s.id])).rows[0]!.n,
        FRIENDS + 1,
        s.started,
        'timelines have the post',
      );
      everyone.push(performance.now() - s.started);
      // Page 1 as the friends read it, for a spread of them.
      for (let i = 0; i < checked.length; i += 1) {
        const res = await fetch(`${api.url}/api/users/${people[i + 2]}/friend-posts`, { headers: { cookie: cookie(i + 2) } });
        const page = (await res.json()) as { id: string }[];
        if (!page.some((p) => p.id === s.id)) throw new Error(`friend ${checked[i]}'s page 1 lacks the post`);
      }
    }
    reportFanout(
      { act: 'share', reached: 'has_it', normalMs: normal, starMs, everyFriendMs: everyone, goalRatio: 3, goalEveryFriendMs: 10_000 },
      { photo: small ? '1080x1350 JPEG' : '12 MP JPEG' },
    );
  } finally {
    await api.stop();
    await pool.query('DELETE FROM sessions');
    await pool.query(`DELETE FROM users WHERE id = $1`, [star]);
    await pool.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
