import { sqlUuid, BIG_CHALLENGE, CHALLENGE_CREATOR_STRIDE, DONE_TODAY_BELOW, FRIEND_STRIDE, PARTICIPANT_STRIDE, type SizeConfig } from './fixtures';

/** One set-based INSERT ... SELECT; columns are named so the seed can leave out any the schema now generates. */
export interface SeedStep {
  name: string;
  table: string;
  columns: Record<string, string>;
  from: string;
  where?: string;
  /** By primary key, so its index fills in order instead of at random. */
  orderBy?: string;
  params?: unknown[];
}

export function insertSql(step: SeedStep, columns: string[]): string {
  return `INSERT INTO ${step.table} (${columns.join(', ')})
    SELECT ${columns.map((c) => step.columns[c]).join(',\n      ')}
    FROM ${step.from}${step.where ? `\n    WHERE ${step.where}` : ''}${step.orderBy ? `\n    ORDER BY ${step.orderBy}` : ''}`;
}

const TASK_NAMES = `ARRAY['Drink water','Stretch','Read 10 pages','Walk 20 minutes','Journal']`;
const TASK_EMOJI = `ARRAY['💧','🧘','📚','🚶','📝']`;
const MOODS = `ARRAY['excited','happy','neutral','tired','stressed','motivated']`;
const MARKER = `'Daily tasks completed'`;

/** Each user's newest posts whose likes and comments are in their notifications. */
const NOTIFIED_POSTS = 5;

/** Each accepted friendship both ways: the author whose rows a reader is given. */
const ACCEPTED_PAIRS = `SELECT requester_id AS author_id, addressee_id AS reader_id FROM friendships WHERE status = 'accepted'
  UNION ALL SELECT addressee_id, requester_id FROM friendships WHERE status = 'accepted'`;
const uid = (expr: string) => sqlUuid(`'u' || (${expr})`);
/** A deterministic pseudo-random non-negative bigint below `range`, from a text key. */
const hashBelow = (key: string, range: string) => `((('x' || substr(md5(${key}), 1, 12))::bit(48)::bigint) % (${range}))`;

/**
 * Every row of a size, relative to today's UTC date and an anchor instant (now, to the minute). Ids are
 * md5 of a readable key (fixtures.ts builds the same ids), so a size always seeds the same rows.
 */
export function seedSteps(cfg: SizeConfig, today: string, anchor: string, passwordHash: string): SeedStep[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(anchor))) throw new Error('bad seed anchors');
  const D0 = `'${today}'::date`;
  const T0 = `'${anchor}'::timestamptz`;
  const N = cfg.users;
  const H = cfg.historyEvery;
  const done = (u: string) => `(${u} % 10 < ${DONE_TODAY_BELOW})`;
  const accountAgeDays = Math.max(cfg.postsPerUser * cfg.postEveryDays, cfg.historyDays) + 30;
  // Each user posts every postEveryDays days, at a pseudo-random moment (to the microsecond) within the period.
  const posts = `(SELECT u, j, ${T0} - make_interval(days => (j - 1) * ${cfg.postEveryDays})
      - ${hashBelow(`'j' || u || '-' || j`, `${cfg.postEveryDays}::bigint * 86400000000`)} * interval '1 microsecond' AS created_at
      FROM generate_series(0, ${N - 1}) u, generate_series(1, ${cfg.postsPerUser}) j) p`;
  const others = cfg.challenges - 1;
  const rest = cfg.participants - cfg.bigChallengeParticipants;
  const base = Math.floor(rest / others);
  const extra = rest - base * others;
  const participantCount = `(CASE WHEN c = ${BIG_CHALLENGE} THEN ${cfg.bigChallengeParticipants}
      WHEN c <= ${extra} THEN ${base + 1} ELSE ${base} END)`;
  // Challenge 0 (the large one) is 20 days into 30; the others started 0 to 44 days ago, so some have ended.
  const challenges = `(SELECT c, CASE WHEN c = ${BIG_CHALLENGE} THEN ${D0} - 20 ELSE ${D0} - (c % 45) END AS s,
      CASE WHEN c = ${BIG_CHALLENGE} THEN 30 ELSE (ARRAY[7, 14, 21, 30])[1 + c % 4] END AS d
      FROM generate_series(0, ${cfg.challenges - 1}) c) x`;
  const trophies = ['friend-1', 'friend-5', 'friend-10', 'first-post', 'posts-10', ...(cfg.postsPerUser >= 50 ? ['posts-50'] : [])];
  const streakTrophies = ['streak-3', 'streak-7', 'streak-14', 'streak-30', 'streak-100'];

  return [
    {
      name: 'users',
      table: 'users',
      columns: {
        id: uid('i'),
        username: `'u' || lpad(i::text, 6, '0')`,
        password_hash: '$1',
        bio: `CASE WHEN i % 3 = 0 THEN 'Small steps, every day.' ELSE '' END`,
        profile_photo: `CASE WHEN i % 2 = 0 THEN '/uploads/bench-avatar.webp' END`,
        is_profile_private: 'i % 20 = 7',
        subscription_end_date: `CASE WHEN i % 10 = 1 THEN ${T0} + interval '20 days' END`,
        streak_count: `CASE WHEN i % ${H} = 0 THEN ${cfg.historyDays} + ${done('i')}::int WHEN ${done('i')} THEN 1 ELSE 0 END`,
        last_completed_date: `CASE WHEN ${done('i')} THEN ${D0} WHEN i % ${H} = 0 THEN ${D0} - 1 END`,
        // Completed on UTC, as the users of migration 0019 (docs/decisions/023-local-days.md).
        last_day_ended_at: `(CASE WHEN ${done('i')} THEN ${D0} WHEN i % ${H} = 0 THEN ${D0} - 1 END + 1)::timestamp AT TIME ZONE 'UTC'`,
        streak_until: `(CASE WHEN ${done('i')} THEN ${D0} WHEN i % ${H} = 0 THEN ${D0} - 1 END + 2)::timestamp AT TIME ZONE 'UTC'`,
        password_changed_at: `${T0} - interval '${accountAgeDays} days'`,
        created_at: `${T0} - interval '${accountAgeDays} days' - i * interval '1 second'`,
      },
      from: `generate_series(0, ${N - 1}) i`,
      orderBy: '1',
      params: [passwordHash],
    },
    {
      name: 'friendships',
      table: 'friendships',
      columns: {
        id: sqlUuid(`'f' || i || '-' || k`),
        requester_id: uid('i'),
        addressee_id: uid(`(i + k * ${FRIEND_STRIDE}) % ${N}`),
        status: `'accepted'`,
        created_at: `${T0} - interval '300 days'`,
        responded_at: `${T0} - interval '299 days'`,
      },
      from: `generate_series(0, ${N - 1}) i, generate_series(1, ${cfg.friends / 2}) k`,
      orderBy: '1',
    },
    {
      name: 'posts',
      table: 'posts',
      columns: {
        id: sqlUuid(`'p' || u || '-' || j`),
        user_id: uid('u'),
        photo_url: `'/uploads/bench-' || ((u + j) % 50) || '.webp'`,
        caption: `'Day ' || j || ' of the journey'`,
        like_count: String(cfg.likesPerPost),
        comment_count: String(cfg.commentsPerPost),
        created_at: 'created_at',
      },
      from: posts,
      orderBy: '1',
    },
    {
      // Each post's timeline rows (docs/decisions/025-feed-timeline.md): the author (k = 0) and the author's
      // friends, who sit at +-k strides of the ring (the friendships step); the triggers are off while seeding.
      name: 'feed_items',
      table: 'feed_items',
      columns: {
        user_id: uid(`((u + k * ${FRIEND_STRIDE}) % ${N} + ${N}) % ${N}`),
        created_at: 'created_at',
        post_id: sqlUuid(`'p' || u || '-' || j`),
      },
      from: `${posts}, generate_series(-${cfg.friends / 2}, ${cfg.friends / 2}) k`,
      orderBy: '1, 2, 3',
    },
    {
      // Likers are the author's friends (so the likes are visible), at the first strides of the ring.
      name: 'post_likes',
      table: 'post_likes',
      columns: {
        post_id: sqlUuid(`'p' || u || '-' || j`),
        user_id: uid(`(u + k * ${FRIEND_STRIDE}) % ${N}`),
        created_at: `LEAST(created_at + k * interval '1 minute', ${T0})`,
      },
      from: `${posts}, generate_series(1, ${cfg.likesPerPost}) k`,
      orderBy: '1, 2',
    },
    {
      name: 'post_comments',
      table: 'post_comments',
      columns: {
        id: sqlUuid(`'m' || u || '-' || j || '-' || k`),
        post_id: sqlUuid(`'p' || u || '-' || j`),
        user_id: uid(`(u - k * ${FRIEND_STRIDE} + ${N}) % ${N}`),
        content: `'Nice one! Keep going #' || k`,
        created_at: `LEAST(created_at + k * interval '2 minutes', ${T0})`,
      },
      from: `${posts}, generate_series(1, ${cfg.commentsPerPost}) k`,
      orderBy: '1',
    },
    {
      // The notifications the likes and comments of each user's newest NOTIFIED_POSTS posts made: one like item per
      // post, grouped in its 24-hour window as the app writes it (docs/decisions/075-in-app-notifications.md), and one
      // item per comment; all unread.
      name: 'notifications',
      table: 'notifications',
      columns: {
        id: sqlUuid(`'n' || u || '-' || j || '-' || k`),
        recipient_id: uid('u'),
        kind: `CASE WHEN k = 0 THEN 'like' ELSE 'comment' END`,
        group_key: `CASE WHEN k = 0 THEN 'like:' || ${sqlUuid(`'p' || u || '-' || j`)} || ':' || floor(extract(epoch FROM at) / 86400)::bigint
          ELSE 'comment:' || ${sqlUuid(`'m' || u || '-' || j || '-' || k`)} END`,
        post_id: sqlUuid(`'p' || u || '-' || j`),
        comment_id: `CASE WHEN k = 0 THEN NULL ELSE ${sqlUuid(`'m' || u || '-' || j || '-' || k`)} END`,
        created_at: 'at',
      },
      from: `(SELECT u, j, k, LEAST(created_at + CASE WHEN k = 0 THEN ${cfg.likesPerPost} * interval '1 minute' ELSE k * interval '2 minutes' END, ${T0}) AS at
                FROM ${posts}, generate_series(0, ${cfg.commentsPerPost}) k WHERE j <= ${NOTIFIED_POSTS}) n`,
      orderBy: '1',
    },
    {
      name: 'notification_actors',
      table: 'notification_actors',
      columns: {
        notification_id: sqlUuid(`'n' || u || '-' || j || '-' || k`),
        actor_id: `CASE WHEN k = 0 THEN ${uid(`(u + l * ${FRIEND_STRIDE}) % ${N}`)} ELSE ${uid(`(u - k * ${FRIEND_STRIDE} + ${N}) % ${N}`)} END`,
        created_at: `LEAST(created_at + CASE WHEN k = 0 THEN l * interval '1 minute' ELSE k * interval '2 minutes' END, ${T0})`,
      },
      from: `${posts}, generate_series(0, ${cfg.commentsPerPost}) k, generate_series(1, ${cfg.likesPerPost}) l`,
      where: `j <= ${NOTIFIED_POSTS} AND (k = 0 OR l = 1)`,
      orderBy: '1, 2',
    },
    {
      // k = 0 is the marker of the users who already finished today.
      name: 'tasks (today)',
      table: 'tasks',
      columns: {
        id: sqlUuid(`'t' || u || '-' || k`),
        user_id: uid('u'),
        name: `CASE WHEN k = 0 THEN ${MARKER} ELSE (${TASK_NAMES})[1 + (u + k) % 5] END`,
        emoji: `CASE WHEN k = 0 THEN '✅' ELSE (${TASK_EMOJI})[1 + (u + k) % 5] END`,
        date: D0,
        completed: done('u'),
        is_marker: 'k = 0',
        // As a completion writes them (migration 0022): the day's task names on the marker, the day's tasks locked.
        day_task_names: `CASE WHEN k = 0 THEN ARRAY(SELECT (${TASK_NAMES})[1 + (u + i) % 5] FROM generate_series(1, ${cfg.tasksPerDay}) i) END`,
        day_locked: done('u'),
        // Before 07:00 UTC the anchor caps them: a millisecond apart, in k's order, so they keep the order the
        // marker's names have (the day_task_names check below), all before the marker.
        created_at: `CASE WHEN k = 0 THEN LEAST(${D0} + interval '8 hours' + (u % 3600) * interval '1 second', ${T0})
          ELSE LEAST(${D0} + interval '7 hours' + k * interval '1 minute', ${T0} - (${cfg.tasksPerDay} + 1 - k) * interval '1 millisecond') END`,
        updated_at: `LEAST(${D0} + interval '8 hours' + (u % 3600) * interval '1 second', ${T0})`,
      },
      from: `generate_series(0, ${N - 1}) u, generate_series(0, ${cfg.tasksPerDay}) k`,
      where: `k > 0 OR ${done('u')}`,
      orderBy: '1',
    },
    {
      // Two named tasks and the marker for each completed day; the marker is written when the day completes.
      name: 'tasks (history)',
      table: 'tasks',
      columns: {
        id: sqlUuid(`'h' || u || '-' || d || '-' || k`),
        user_id: uid('u'),
        name: `CASE WHEN k = 0 THEN ${MARKER} ELSE (${TASK_NAMES})[1 + (u + d + k) % 5] END`,
        emoji: `CASE WHEN k = 0 THEN '✅' ELSE (${TASK_EMOJI})[1 + (u + d + k) % 5] END`,
        date: `${D0} - d`,
        completed: 'true',
        is_marker: 'k = 0',
        day_task_names: `CASE WHEN k = 0 THEN ARRAY[(${TASK_NAMES})[1 + (u + d + 1) % 5], (${TASK_NAMES})[1 + (u + d + 2) % 5]] END`,
        day_locked: 'true',
        created_at: `CASE WHEN k = 0 THEN (${D0} - d) + interval '20 hours' + (u % 3600) * interval '1 second'
          ELSE (${D0} - d) + interval '8 hours' + k * interval '1 minute' END`,
        updated_at: `(${D0} - d) + interval '20 hours' + (u % 3600) * interval '1 second'`,
      },
      from: `generate_series(0, ${N - 1}, ${H}) u, generate_series(1, ${cfg.historyDays}) d, generate_series(0, 2) k`,
      orderBy: '1',
    },
    {
      // The friends' timelines of the days completed in the last activity_backfill_days() dates, as migration 0026
      // back-fills them (docs/decisions/044-activity-timeline.md); the triggers are off while seeding.
      name: 'activity_items',
      table: 'activity_items',
      columns: {
        reader_id: 'r.reader_id',
        created_at: 'm.created_at',
        marker_id: 'm.id',
        author_id: 'm.user_id',
        date: 'm.date',
        task_names: 'm.day_task_names',
      },
      from: `tasks m JOIN (${ACCEPTED_PAIRS}) r ON r.author_id = m.user_id`,
      where: `m.is_marker AND m.date >= ${D0} - activity_backfill_days()`,
      orderBy: '1, 2, 3',
    },
    {
      name: 'mood_logs',
      table: 'mood_logs',
      columns: { user_id: uid('u'), date: 'day', mood: `(${MOODS})[1 + (u + n) % 6]`, logged_at: 'at' },
      from: `(SELECT u, d AS n, ${D0} - d AS day, (${D0} - d) + interval '21 hours' AS at
                FROM generate_series(0, ${N - 1}, ${H}) u, generate_series(1, ${cfg.historyDays}) d
              UNION ALL
              SELECT u, 0, ${D0}, LEAST(${D0} + interval '9 hours', ${T0}) FROM generate_series(0, ${N - 1}, 2) u) m`,
      orderBy: '1, 2',
    },
    {
      name: 'user_trophies',
      table: 'user_trophies',
      columns: { id: sqlUuid(`'y' || u || '-' || t`), user_id: uid('u'), trophy_id: 't', earned_at: 'at' },
      from: `(SELECT u, t, ${T0} - interval '299 days' AS at FROM generate_series(0, ${N - 1}) u, unnest($1::text[]) t
              UNION ALL
              SELECT u, t, ${T0} - interval '200 days' FROM generate_series(0, ${N - 1}, ${H}) u, unnest($2::text[]) t) y`,
      orderBy: '1',
      params: [trophies, streakTrophies],
    },
    {
      name: 'challenges',
      table: 'challenges',
      columns: {
        id: sqlUuid(`'c' || c`),
        name: `'Challenge ' || c`,
        description: `'Complete your day, every day, for the whole challenge.'`,
        duration_days: 'd',
        created_by: uid(`(c * ${CHALLENGE_CREATOR_STRIDE}) % ${N}`),
        start_date: 's',
        end_date: `(s + d)::timestamp AT TIME ZONE 'UTC'`,
        participant_count: participantCount,
        created_at: `LEAST((s + (c % 3600) * interval '1 second') AT TIME ZONE 'UTC', ${T0})`,
      },
      from: challenges,
      orderBy: '1',
    },
    {
      // The creator is participant 0; the others follow at a stride coprime with the user count, so all differ.
      name: 'challenge_participants',
      table: 'challenge_participants',
      columns: {
        challenge_id: sqlUuid(`'c' || c`),
        user_id: uid(`(c * ${CHALLENGE_CREATOR_STRIDE} + k * ${PARTICIPANT_STRIDE}) % ${N}`),
        joined_at: `LEAST((s + k * interval '1 second') AT TIME ZONE 'UTC', ${T0})`,
      },
      from: `${challenges}, generate_series(0, ${cfg.bigChallengeParticipants - 1}) k`,
      where: `k < ${participantCount}`,
      orderBy: '1, 2',
    },
  ];
}

/** Counter columns that disagree with the rows they count: each must be 0. */
export const COUNTER_CHECKS: Record<string, string> = {
  'posts.like_count': `SELECT count(*) FROM posts p LEFT JOIN (SELECT post_id, count(*) AS n FROM post_likes GROUP BY post_id) l
    ON l.post_id = p.id WHERE p.like_count <> coalesce(l.n, 0)`,
  'posts.comment_count': `SELECT count(*) FROM posts p LEFT JOIN (SELECT post_id, count(*) AS n FROM post_comments GROUP BY post_id) m
    ON m.post_id = p.id WHERE p.comment_count <> coalesce(m.n, 0)`,
  // The timeline holds one row per post and reader (author and accepted friends), no more, no less.
  'feed_items': `SELECT (SELECT count(*) FROM feed_items) - (SELECT count(*) FROM posts)
    - (SELECT count(*) FROM friendships f JOIN posts p ON p.user_id IN (f.requester_id, f.addressee_id) WHERE f.status = 'accepted') AS count`,
  // A friend's completed day of the back-filled dates for every reader, once: the rows the seed wrote and no others.
  'activity_items': `SELECT (SELECT count(*) FROM activity_items) - (SELECT count(*) FROM tasks m JOIN (${ACCEPTED_PAIRS}) r
    ON r.author_id = m.user_id WHERE m.is_marker AND m.date >= (SELECT today FROM bench_meta) - activity_backfill_days()) AS count`,
  // Stored progress is challenge_progress() of its participant (docs/decisions/027-stored-progress.md).
  'challenge_participants.progress': `SELECT count(*) FROM challenge_participants cp JOIN challenges c ON c.id = cp.challenge_id
    WHERE cp.progress <> challenge_progress(cp.user_id, c.start_date, c.duration_days)`,
  // A marker holds its day's task names, as the completion stores them.
  'tasks.day_task_names': `SELECT count(*) FROM tasks m WHERE m.is_marker AND m.day_task_names IS DISTINCT FROM
    (SELECT coalesce(array_agg(t.name ORDER BY t.created_at, t.id), '{}') FROM tasks t WHERE t.user_id = m.user_id AND t.date = m.date AND NOT t.is_marker)`,
  // The user's counts of migration 0025.
  'users counts': `SELECT count(*) FROM users u WHERE (u.friend_count, u.post_count, u.challenges_joined, u.challenges_completed) <> (
    (SELECT count(*) FROM friendships f WHERE f.requester_id = u.id AND f.status = 'accepted')
      + (SELECT count(*) FROM friendships f WHERE f.addressee_id = u.id AND f.status = 'accepted'),
    (SELECT count(*) FROM posts p WHERE p.user_id = u.id),
    (SELECT count(*) FROM challenge_participants cp WHERE cp.user_id = u.id)
      + (SELECT count(*) FROM challenge_departures d WHERE d.user_id = u.id),
    (SELECT count(*) FROM challenge_participants cp JOIN challenges c ON c.id = cp.challenge_id
      WHERE cp.user_id = u.id AND cp.progress >= c.duration_days))`,
  'challenges.participant_count': `SELECT count(*) FROM challenges c LEFT JOIN
    (SELECT challenge_id, count(*) AS n FROM challenge_participants GROUP BY challenge_id) cp
    ON cp.challenge_id = c.id WHERE c.participant_count <> coalesce(cp.n, 0)`,
  // Each notification's actor summary of migration 0046.
  'notifications.actor_count': `SELECT count(*) FROM notifications n
    WHERE n.actor_count <> (SELECT count(*) FROM notification_actors a WHERE a.notification_id = n.id)`,
};
