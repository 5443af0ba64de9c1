import type pg from 'pg';
import { median, round } from './stats';

/** `user` befriends every one of `friends` (rows written accepted, as the seed writes them: the triggers back-fill). */
export async function befriendAll(pool: pg.Pool, user: string, friends: string[]): Promise<void> {
  await pool.query(
    `INSERT INTO friendships (requester_id, addressee_id, status, created_at, responded_at)
     SELECT $1::uuid, f, 'accepted', now(), now() FROM unnest($2::uuid[]) f`,
    [user, friends],
  );
}

/** Polls `count` until it reaches `want`; over a minute after `started` the bench fails, naming `what` is missing. */
export async function waitForCount(count: () => Promise<number>, want: number, started: number, what: string): Promise<void> {
  for (;;) {
    const n = await count();
    if (n === want) return;
    if (performance.now() - started > 60_000) throw new Error(`after 60 s only ${n} of ${want} ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface FanoutRounds {
  /** The act timed, as named in the figures: `share` gives normal_share_ms. */
  act: string;
  /** How a friend is reached, as named in the figures: `has_it` gives every_friend_has_it_ms. */
  reached: string;
  normalMs: number[];
  starMs: number[];
  everyFriendMs: number[];
  goalRatio: number;
  goalEveryFriendMs: number;
}

/** The fan-out benches' figures (medians over the rounds) and their goals, printed the same way for both. */
export function reportFanout(r: FanoutRounds, extra: Record<string, unknown> = {}): void {
  const ratio = round(median(r.starMs) / median(r.normalMs));
  const slowest = round(Math.max(...r.everyFriendMs));
  console.log(
    JSON.stringify(
      {
        ...extra,
        rounds: r.normalMs.length,
        [`normal_${r.act}_ms`]: round(median(r.normalMs)),
        [`star_${r.act}_ms`]: round(median(r.starMs)),
        ratio,
        [`every_friend_${r.reached}_ms`]: round(median(r.everyFriendMs)),
        [`every_friend_${r.reached}_max_ms`]: slowest,
      },
      null,
      2,
    ),
  );
  console.log(
    `goal: ${r.act} <= ${r.goalRatio}x a normal one: ${ratio <= r.goalRatio ? 'ok' : 'MISS'}; ` +
      `every friend within ${r.goalEveryFriendMs / 1000} s: ${slowest <= r.goalEveryFriendMs ? 'ok' : 'MISS'}`,
  );
}
