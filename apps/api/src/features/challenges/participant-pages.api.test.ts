import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../shared/http/pagination';
import { recordingDb, type Recorded } from '../../../test/recording-db';
import { createChallenge } from '../../../test/factories/challenges';
import { createTestContext, signUp, type SignedUp, type TestContext } from '../../../test/test-app';

/*
 * Participant pages (repo.listParticipants) against an oracle written here: after random participations,
 * progress, private profiles, friendships and blocks, every page size walks the same list, and each page is asked
 * of the database once, or twice only where the shown participants end before the page does while someone may be
 * hidden (docs/decisions/049-a-plan-costs-its-parts.md).
 */

let ctx: TestContext;
let rec: ReturnType<typeof recordingDb>;
let people: SignedUp[];
beforeAll(async () => {
  ctx = await createTestContext({}, (base) => {
    rec = recordingDb(base.db);
    return { db: rec.db };
  });
  people = [];
  for (let i = 0; i < 7; i++) people.push(await signUp(ctx));
});

const OTHERS = [1, 2, 3, 4, 5, 6];

interface Case {
  /** Who takes part besides the viewer (0) and the creator (1), in the order they joined. */
  joined: number[];
  progress: number[];
  private: boolean[];
  friend: boolean[];
  blocked: boolean[];
  limit: number;
}

const flags = fc.array(fc.boolean(), { minLength: 7, maxLength: 7 });
const caseOf: fc.Arbitrary<Case> = fc.record({
  joined: fc.shuffledSubarray([2, 3, 4, 5, 6]),
  progress: fc.array(fc.nat({ max: 3 }), { minLength: 7, maxLength: 7 }),
  private: flags,
  friend: flags,
  blocked: flags,
  limit: fc.constantFrom(1, 2, 3, 5, 20),
});

const isPageStatement = (r: Recorded) => r.sql.includes('FROM challenge_participants cp');

async function setUp(c: Case): Promise<string> {
  const ids = people.map((p) => p.user.id);
  const db = ctx.deps.db;
  await db.query('DELETE FROM friendships WHERE requester_id = ANY($1) OR addressee_id = ANY($1)', [ids]);
  await db.query('DELETE FROM user_blocks WHERE blocker_id = ANY($1)', [ids]);
  await db.query('UPDATE users SET is_profile_private = false WHERE id = ANY($1)', [ids]);
  const { id: challenge } = await createChallenge(people[1]!);
  // Joined a minute apart, in the case's order; some at the same instant, so the id breaks the tie.
  for (const [i, who] of [0, ...c.joined].entries()) {
    await db.query(
      `INSERT INTO challenge_participants (challenge_id, user_id, joined_at, progress)
       VALUES ($1, $2, '2026-03-10T12:00:00Z'::timestamptz + $3 * interval '1 minute', 0)`,
      [challenge, ids[who], Math.floor(i / 2) + 1],
    );
    await db.query('UPDATE challenges SET participant_count = participant_count + 1 WHERE id = $1', [challenge]);
  }
  for (const who of [0, 1, ...c.joined]) {
    await db.query('UPDATE challenge_participants SET progress = $3 WHERE challenge_id = $1 AND user_id = $2', [challenge, ids[who], c.progress[who]]);
  }
  for (const who of OTHERS) {
    if (c.private[who]) await db.query('UPDATE users SET is_profile_private = true WHERE id = $1', [ids[who]]);
    if (c.friend[who]) await db.query("INSERT INTO friendships (requester_id, addressee_id, status) VALUES ($1, $2, 'accepted')", [ids[0], ids[who]]);
    if (c.blocked[who]) await db.query('INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())', [ids[who], ids[0]]);
  }
  return challenge;
}

/** What the viewer (0) must see: shown ones by progress, then joined_at and id; then the hidden ones by joined_at and id. */
async function expected(c: Case, challenge: string) {
  const { rows } = await ctx.deps.db.query<{ user_id: string; joined_at: string; progress: number }>(
    `SELECT user_id, to_char(joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS joined_at, progress
       FROM challenge_participants WHERE challenge_id = $1`,
    [challenge],
  );
  const index = (id: string) => people.findIndex((p) => p.user.id === id);
  // The viewer's own flags mean nothing: setUp sets them for the others only.
  const visible = rows.filter((r) => index(r.user_id) === 0 || !c.blocked[index(r.user_id)]);
  // Plain text order, as PostgreSQL orders these times and uuids (byte by byte), not the locale's.
  const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const byJoin = (a: (typeof rows)[0], b: (typeof rows)[0]) => compare(a.joined_at, b.joined_at) || compare(a.user_id, b.user_id);
  const isShown = (r: (typeof rows)[0]) => index(r.user_id) === 0 || !c.private[index(r.user_id)] || c.friend[index(r.user_id)];
  const shown = visible.filter(isShown).sort((a, b) => b.progress - a.progress || byJoin(a, b));
  const hidden = visible.filter((r) => !isShown(r)).sort(byJoin);
  return {
    list: [...shown.map((r) => ({ id: r.user_id, progress: r.progress })), ...hidden.map((r) => ({ id: r.user_id, progress: null }))],
    shown: shown.length,
    participants: rows.length,
  };
}

describe('participant pages', () => {
  it('when participations, progress, privacy, friendships and blocks are random, then every page size walks the oracle’s list, asking twice only where it must', async () => {
    const seen = { twice: 0, hiddenRows: 0 };
    await fc.assert(
      fc.asyncProperty(caseOf, async (c) => {
        const challenge = await setUp(c);
        const want = await expected(c, challenge);
        const got: { id: string; progress: number | null }[] = [];
        let before: string | undefined;
        let pages = 0;
        do {
          // A cursor that came back again would walk for ever: more pages than rows is already wrong.
          expect(++pages, `pages of ${JSON.stringify(c)}`).toBeLessThanOrEqual(want.list.length + 1);
          const at = got.length;
          const statements = rec.start();
          const res = await people[0]!.agent
            .get(`/api/challenges/${challenge}/participants`)
            .query({ limit: c.limit, ...(before ? { before } : {}) })
            .expect(200);
          rec.stop();
          const page = res.body as { id: string; progress: number | null; subscription_status: string | null; streak_count: number | null }[];
          // A hidden participant shows name and photo only.
          for (const p of page.filter((p) => p.progress === null)) expect(p).toMatchObject({ subscription_status: null, streak_count: null });
          got.push(...page.map((p) => ({ id: p.id, progress: p.progress })));
          before = res.headers['x-next-cursor'];
          // The rule listParticipants follows: a page after a hidden row asks the full statement at once; one the
          // shown ones fill, or a first page that shows everyone, is answered by the shown segment alone.
          const startsHidden = at > want.shown;
          const filled = want.shown - at > c.limit;
          const everyone = at === 0 && want.shown === want.participants;
          const asked = startsHidden || filled || everyone ? 1 : 2;
          expect(statements.filter(isPageStatement), `page from ${at} of ${JSON.stringify(c)}`).toHaveLength(asked);
          if (asked === 2) seen.twice++;
        } while (before);
        seen.hiddenRows += want.list.length - want.shown;
        expect(got).toEqual(want.list);
      }),
      { numRuns: 40 },
    );
    // The runs reached both paths and the hidden segment.
    expect(seen.twice).toBeGreaterThan(0);
    expect(seen.hiddenRows).toBeGreaterThan(0);
  });

  it('when a page after a hidden participant is asked with its cursor padded, by a stranger, or of no challenge, then the same page, 403 and 404', async () => {
    const challenge = await setUp({
      joined: [2, 3],
      progress: [0, 0, 0, 0, 0, 0, 0],
      private: [false, false, true, true, false, false, false],
      friend: Array<boolean>(7).fill(false),
      blocked: Array<boolean>(7).fill(false),
      limit: 1,
    });
    const path = `/api/challenges/${challenge}/participants`;
    const first = await people[0]!.agent.get(path).query({ limit: 2 }).expect(200);
    const second = await people[0]!.agent.get(path).query({ limit: 1, before: first.headers['x-next-cursor'] }).expect(200);
    expect(second.body).toEqual([expect.objectContaining({ progress: null })]);
    // The cursor after that hidden row: its page skips the shown-only statement, and still checks who asks.
    const afterHidden = second.headers['x-next-cursor'] as string;
    expect(afterHidden).toEqual(expect.any(String));
    const third = await people[0]!.agent.get(path).query({ limit: 1, before: afterHidden }).expect(200);
    expect(third.body).toEqual([expect.objectContaining({ progress: null })]);
    // A hand-made cursor whose rank is written '00' passes the cursor check; it is still the rank of a hidden row.
    const [rank, ...rest] = Buffer.from(afterHidden, 'base64url').toString('utf8').split('|');
    expect(rank).toBe('0');
    const padded = await people[0]!.agent.get(path).query({ limit: 1, before: encodeCursor(['00', ...rest]) }).expect(200);
    expect(padded.body).toEqual(third.body);
    const stranger = await signUp(ctx);
    await stranger.agent.get(path).query({ before: afterHidden }).expect(403);
    await people[0]!.agent.get('/api/challenges/00000000-0000-4000-8000-000000000000/participants').query({ before: afterHidden }).expect(404);
  });
});
