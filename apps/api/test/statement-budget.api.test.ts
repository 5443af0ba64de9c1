import { routes } from '@dayleaf/contracts';
import type { Test } from 'supertest';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../src/shared/clock';
import { recordingDb, type Recorded } from './recording-db';
import { notifySessionChanges } from './kept-copies';
import { createChallenge, createRequest, inviteTokenOf, joinChallenge, joinRequest, leaveRequest } from './factories/challenges';
import { answerRequest, askFriend, askRequest, block, blockRequest, friendInviteOf } from './factories/friends';
import { logMood, moodRequest } from './factories/moods';
import { jpegPhoto } from './factories/photos';
import { commentOn, commentRequest, likePost, likeRequest, sharePhoto, shareRequest } from './factories/posts';
import { pushSubscription } from './factories/reminders';
import { makePremium } from './factories/subscriptions';
import { addTask, addTaskRequest, completeDay, completeRequest } from './factories/tasks';
import { createTestContext, makeFriends, PASSWORD, signUp, signUpFriendOf, type SignedUp, type TestContext } from './test-app';

/**
 * Statements per request, the session lookup included (BEGIN/COMMIT not counted), as when the session is not
 * kept in the process yet (docs/decisions/033-session-cache.md). Reads and the writes
 * people make all day stay within three whatever the page size, so no list grows a query per row. The
 * route table is walked through the two maps below: a new route fails to compile until it is placed.
 */
const BUDGET = 3;
/**
 * The reads the load bench measures against a one-statement floor (bench/README.md) are lookups: the session,
 * then one statement (docs/decisions/027-stored-progress.md). A second statement costs such a read a round trip.
 */
const LOOKUP_BUDGET = 2;
const LOOKUPS: RouteName[] = [
  'me',
  'getUser',
  'publicProfile',
  'getTasks',
  'getUserTrophies',
  'getFriendPosts',
  'getFriendActivities',
  'globalChallenges',
  // One statement a page, and a second only on the page where the shown participants end while someone may be
  // hidden (participant-pages.api.test.ts holds that rule).
  'challengeParticipants',
];

type RouteName = keyof typeof routes;
type Measure = (req: Test) => Promise<number>;

let ctx: TestContext;
let rec: ReturnType<typeof recordingDb>;
let me: SignedUp;
let friend: SignedUp;
let photo: Buffer;
const ids = { post: '', challenge: '', task: '' };

beforeAll(async () => {
  ctx = await createTestContext({}, (base) => {
    rec = recordingDb(base.db);
    return { db: rec.db };
  });
  photo = await jpegPhoto();
  [me, friend] = [await signUp(ctx), await signUp(ctx)];
  await makeFriends(ctx, me.user.id, friend.user.id);
  for (let i = 0; i < 3; i++) {
    ids.post = (await sharePhoto(friend, photo, `Walk ${i}`)).id;
    await commentOn(me, ids.post, `Nice ${i}`);
  }
  await likePost(me, ids.post);
  ids.challenge = (await createChallenge(friend)).id;
  await joinChallenge(me, ids.challenge);
  ids.task = (await newTask(me)).id;
  await logMood(me);
  await me.agent.get(`/api/ai/motivational-quote?userId=${me.user.id}`).expect(200);
});

const newTask = (person: SignedUp) => addTask(ctx, person.agent, person.user.id, 'Stretch', '🧘');

/**
 * Items for friend, each with me among its actors, written as their handlers write them: draining the events here
 * would leave the job queue's worker polling the counted database for the rest of the file. The newest one's id.
 */
async function notificationsOfFriend(): Promise<string> {
  const { rows } = await ctx.deps.db.query<{ id: string }>(
    `WITH n AS (
       INSERT INTO notifications (recipient_id, kind, group_key, post_id, challenge_id, created_at)
       VALUES ($1, 'like', 'budget-like', $3, NULL, now()), ($1, 'challenge_joined', 'budget-join', NULL, $4, now() - interval '1 minute')
       ON CONFLICT (recipient_id, group_key) DO UPDATE SET created_at = EXCLUDED.created_at RETURNING id, created_at),
     a AS (INSERT INTO notification_actors (notification_id, actor_id, created_at) SELECT id, $2, created_at FROM n ON CONFLICT DO NOTHING)
     SELECT id FROM n ORDER BY created_at DESC LIMIT 1`,
    [friend.user.id, me.user.id, ids.post, ids.challenge],
  );
  return rows[0]!.id;
}

/** Friend's today, completed (once). */
async function friendsDay(): Promise<string> {
  const date = today(ctx.clock);
  const { rows } = await ctx.deps.db.query('SELECT 1 FROM tasks WHERE user_id = $1 AND date = $2::date AND is_marker', [friend.user.id, date]);
  if (rows.length === 0) await completeDay(ctx, friend.user.id, date);
  return date;
}

/** A new premium user, and their cancel or resume request. */
async function premiumMember() {
  const member = await signUp(ctx);
  await makePremium(ctx, member.user.id);
  return { post: (action: 'cancel' | 'resume') => member.agent.post(`/api/users/${member.user.id}/subscription/${action}`) };
}

/** Sends the request and counts what it ran; the answer must be a success, or the count means nothing. */
const measure: Measure = async (req) => {
  // Counted as a request whose session is not kept in the process (the first after a change, or on another instance).
  await notifySessionChanges(ctx, [me.user.id, friend.user.id]);
  const statements: Recorded[] = rec.start();
  const res = await req;
  rec.stop();
  expect(res.status, `${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return statements.length;
};

/** Lists are measured at both ends of the page size. */
async function bothPageSizes(m: Measure, send: (limit: number) => Test): Promise<number> {
  return Math.max(await m(send(1)), await m(send(100)));
}

const WITHIN_BUDGET = {
  health: (m) => m(request(ctx.app).get('/api/health')),
  me: (m) => m(me.agent.get('/api/auth/me')),
  logout: async (m) => m((await signUp(ctx)).agent.post('/api/auth/logout')),
  listSessions: (m) => m(me.agent.get('/api/auth/sessions')),
  endSession: async (m) => {
    const fresh = await signUp(ctx);
    await request(ctx.app).post('/api/auth/login').send({ username: fresh.username, password: PASSWORD }).expect(200);
    const other = ((await fresh.agent.get('/api/auth/sessions').expect(200)).body as { id: string; current: boolean }[]).find((s) => !s.current)!;
    return m(fresh.agent.delete(`/api/auth/sessions/${other.id}`));
  },
  logoutAll: (m) => m(me.agent.post('/api/auth/logout-all')),
  getUser: (m) => m(me.agent.get(`/api/users/${me.user.id}`)),
  updateSettings: (m) => m(me.agent.patch(`/api/users/${me.user.id}/settings`).send({ is_profile_private: false })),
  publicProfile: (m) => m(me.agent.get(`/api/users/profile/${friend.username}`)),
  // A shared link's image, asked for signed out as a chat app does.
  profilePreviewImage: (m) => m(request(ctx.app).get(`/api/previews/profile/${friend.username}`)),
  challengePreviewImage: (m) => m(request(ctx.app).get(`/api/previews/challenge/${ids.challenge}`)),
  // The first ask makes the link in the same statement as the check of who asks.
  challengeInvite: async (m) => {
    const owner = await signUp(ctx);
    const { id } = await createChallenge(owner);
    return m(owner.agent.get(`/api/challenges/${id}/invite`));
  },
  setChallengeInvite: (m) => m(friend.agent.put(`/api/challenges/${ids.challenge}/invite`).send({ active: true })),
  challengeInviteCard: async (m) => m(me.agent.get(`/api/challenge-invites/${await inviteTokenOf(friend, ids.challenge)}`)),
  friendInvite: (m) => m(me.agent.get(`/api/users/${me.user.id}/friend-invite`)),
  renewFriendInvite: (m) => m(me.agent.post(`/api/users/${me.user.id}/friend-invite`)),
  friendInviteCard: async (m) => m(me.agent.get(`/api/friend-invites/${await friendInviteOf(friend)}`)),
  listBlocks: (m) => bothPageSizes(m, (limit) => me.agent.get(`/api/users/${me.user.id}/blocks?limit=${limit}`)),
  unblockUser: async (m) => {
    const other = await signUp(ctx);
    await block(me, other);
    return m(me.agent.delete(`/api/users/${me.user.id}/blocks/${other.user.id}`));
  },
  getTasks: (m) => m(me.agent.get(`/api/users/${me.user.id}/tasks`)),
  getWeek: (m) => m(me.agent.get(`/api/users/${me.user.id}/week`)),
  getDays: (m) => m(me.agent.get(`/api/users/${friend.user.id}/days?from=${addDays(today(ctx.clock), -370)}&to=${today(ctx.clock)}`)),
  getStats: (m) => m(me.agent.get(`/api/users/${friend.user.id}/stats`)),
  createTask: async (m) => {
    const fresh = await signUp(ctx);
    return m(addTaskRequest(fresh.agent, fresh.user.id, today(ctx.clock), 'Read', '📖'));
  },
  updateTask: (m) => m(me.agent.patch(`/api/tasks/${ids.task}`).send({ completed: true })),
  deleteTask: async (m) => m(me.agent.delete(`/api/tasks/${(await newTask(me)).id}`)),
  getTodayMood: (m) => m(me.agent.get(`/api/users/${me.user.id}/mood-log`)),
  getMoodLogs: (m) => bothPageSizes(m, (limit) => me.agent.get(`/api/users/${me.user.id}/mood-logs?limit=${limit}`)),
  getNotifications: async (m) => {
    await notificationsOfFriend();
    return bothPageSizes(m, (limit) => friend.agent.get(`/api/users/${friend.user.id}/notifications?limit=${limit}`));
  },
  markNotificationsRead: async (m) => m(friend.agent.post(`/api/users/${friend.user.id}/notifications/read`).send({ up_to: await notificationsOfFriend() })),
  getNotificationSettings: (m) => m(me.agent.get(`/api/users/${me.user.id}/notification-settings`)),
  updateNotificationSettings: (m) => m(me.agent.patch(`/api/users/${me.user.id}/notification-settings`).send({ push: { like: false }, quiet_hours: { start: '23:00' } })),
  logMood: (m) => m(moodRequest(me, 'excited')),
  listTrophies: (m) => m(request(ctx.app).get('/api/trophies')),
  getUserTrophies: (m) => m(me.agent.get(`/api/users/${me.user.id}/trophies`)),
  markTrophies: (m) => m(me.agent.post(`/api/users/${me.user.id}/trophies/marks`).send({ mark: 'seen', trophy_ids: ['first-post', 'streak-3'] })),
  searchUsers: (m) => m(me.agent.get(`/api/users/search?username=${friend.username.slice(0, 5)}&currentUserId=${me.user.id}`)),
  getFriendRequests: (m) => m(me.agent.get(`/api/users/${me.user.id}/friend-requests`)),
  getSentRequests: (m) => bothPageSizes(m, (limit) => me.agent.get(`/api/users/${me.user.id}/sent-requests?limit=${limit}`)),
  getFriends: (m) => m(me.agent.get(`/api/users/${me.user.id}/friends`)),
  removeFriend: async (m) => {
    const other = await signUpFriendOf(ctx, me);
    return m(me.agent.delete(`/api/users/${me.user.id}/friends/${other.user.id}`));
  },
  getFriendPosts: (m) => bothPageSizes(m, (limit) => me.agent.get(`/api/users/${me.user.id}/friend-posts?limit=${limit}`)),
  updatePost: (m) => m(friend.agent.patch(`/api/posts/${ids.post}`).send({ caption: 'Better words' })),
  toggleLike: async (m) => Math.max(await m(likeRequest(me, ids.post)), await m(likeRequest(me, ids.post))),
  getLikers: (m) => bothPageSizes(m, (limit) => me.agent.get(`/api/posts/${ids.post}/likers?limit=${limit}`)),
  getComments: (m) => bothPageSizes(m, (limit) => me.agent.get(`/api/posts/${ids.post}/comments?limit=${limit}`)),
  addComment: (m) => m(commentRequest(me, ids.post, 'Lovely')),
  getFriendActivities: (m) => m(me.agent.get(`/api/users/${me.user.id}/friend-activities`)),
  cheerDay: async (m) => m(me.agent.post(`/api/users/${me.user.id}/cheers`).send({ friendId: friend.user.id, date: await friendsDay() })),
  uncheerDay: async (m) => {
    const date = await friendsDay();
    await me.agent.post(`/api/users/${me.user.id}/cheers`).send({ friendId: friend.user.id, date }).expect(201);
    return m(me.agent.delete(`/api/users/${me.user.id}/cheers/${friend.user.id}/${date}`));
  },
  sendNudge: async (m) => {
    const other = await signUpFriendOf(ctx, me);
    return m(me.agent.post(`/api/users/${me.user.id}/nudges`).send({ friendId: other.user.id }));
  },
  globalChallenges: (m) => bothPageSizes(m, (limit) => me.agent.get(`/api/challenges?user_id=${me.user.id}&limit=${limit}`)),
  friendChallenges: (m) => bothPageSizes(m, (limit) => me.agent.get(`/api/users/${me.user.id}/friend-challenges?limit=${limit}`)),
  activeChallenges: (m) => bothPageSizes(m, (limit) => me.agent.get(`/api/users/${me.user.id}/active-challenges?limit=${limit}`)),
  challengeHistory: (m) => bothPageSizes(m, (limit) => me.agent.get(`/api/users/${me.user.id}/challenge-history?limit=${limit}`)),
  challengeParticipants: (m) => bothPageSizes(m, (limit) => me.agent.get(`/api/challenges/${ids.challenge}/participants?limit=${limit}`)),
  getChallenge: (m) => m(me.agent.get(`/api/challenges/${ids.challenge}`)),
  themePackages: (m) => m(request(ctx.app).get('/api/theme-packages')),
  userThemes: (m) => m(me.agent.get(`/api/users/${me.user.id}/themes`)),
  motivationalQuote: (m) => m(me.agent.get(`/api/ai/motivational-quote?userId=${me.user.id}`)),
  getReminders: (m) => m(me.agent.get(`/api/users/${me.user.id}/reminders`)),
  updateReminders: (m) => m(me.agent.patch(`/api/users/${me.user.id}/reminders`).send({ enabled: true, time: '20:00' })),
  removePushSubscription: (m) => m(me.agent.delete(`/api/users/${me.user.id}/push-subscriptions`).query({ endpoint: 'https://push.example.com/gone' })),
  cancelSubscription: async (m) => m((await premiumMember()).post('cancel')),
  resumeSubscription: async (m) => m((await premiumMember()).post('resume')),
} satisfies Partial<Record<RouteName, (m: Measure) => Promise<number>>>;

/**
 * Writes made once in a while that lock and check several rows or award trophies in their transaction,
 * where steps one by one read clearer than one folded statement. They are counted too, so they cannot grow
 * unnoticed; `send` is absent only where a feature test needs a payment or premium set-up to succeed.
 */
const OUTSIDE_BUDGET = {
  signup: {
    max: 4,
    why: 'insert, then the session and progress',
    send: (m) => m(request(ctx.app).post('/api/auth/signup').send({ username: `new${Date.now()}`, password: 'long enough pw' })),
  },
  login: {
    max: 6,
    why: 'credentials, the failure counters read before and again after the password check, session, user, progress',
    send: (m) => m(request(ctx.app).post('/api/auth/login').send({ username: me.username, password: PASSWORD })),
  },
  changePassword: {
    max: 7,
    why: 'once in a while: credentials, the failure counters read before and again after the password check, the new hash, the other sessions ended, and their end heard here (decision 074)',
    send: async (m) => m((await signUp(ctx)).agent.post('/api/auth/password').send({ current_password: PASSWORD, new_password: 'a new long passphrase' })),
  },
  updateProfile: {
    max: 4,
    why: 'the old photo is read to be removed once the row moves away from it',
    send: (m) => m(me.agent.patch(`/api/users/${me.user.id}`).field('username', me.username).field('bio', 'Hi')),
  },
  addPushSubscription: {
    max: 4,
    why: 'once per device: the quota, the upsert, then the devices past the most kept are dropped and counted',
    send: (m) => m(me.agent.post(`/api/users/${me.user.id}/push-subscriptions`).send(pushSubscription())),
  },
  sendTestReminder: {
    max: 4,
    why: 'a button pressed once in a while: the quota, the devices and the day, then a push to each device (none here answer)',
    send: async (m) => {
      const fresh = await signUp(ctx);
      await ctx.deps.db.query('INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)', [
        fresh.user.id, 'https://127.0.0.1:9/unreachable', pushSubscription().keys.p256dh, pushSubscription().keys.auth,
      ]);
      return m(fresh.agent.post(`/api/users/${fresh.user.id}/reminders/test`));
    },
  },
  exportData: {
    max: 18,
    why: "a few times a day: the quota and the profile, then one statement per page of each section (one page each here), the streak's figures among them",
    send: (m) => m(me.agent.get(`/api/users/${me.user.id}/export`)),
  },
  deleteAccount: {
    max: 12,
    why: 'once per account: the password check and its failure counters, then the locks (friendships, posts, the user, friends), photo keys, one delete, its end of the sessions heard here (decision 074), and the files',
    send: async (m) => {
      const leaving = await signUp(ctx);
      await sharePhoto(leaving, photo, 'Last one');
      return m(leaving.agent.delete(`/api/users/${leaving.user.id}`).send({ password: PASSWORD }));
    },
  },
  blockUser: {
    max: 7,
    why: 'once in a while: the pair\'s lock and friendship row first, the block, then the friendship ended the way removing a friend ends it, any waiting request, and the change heard here (decision 082)',
    send: async (m) => {
      const other = await signUpFriendOf(ctx, me);
      return m(blockRequest(me, other));
    },
  },
  completeDailyTasks: {
    max: 12,
    why: 'once a day: marker, tasks, streak and trophies in one transaction',
    send: async (m) => {
      const person = await signUp(ctx);
      await newTask(person);
      return m(completeRequest(person.agent, person.user.id, today(ctx.clock)));
    },
  },
  sendFriendRequest: {
    max: 6,
    why: 'the daily request quota, the pair\'s lock (a block takes it too), the target must exist, and a crossing request is accepted instead',
    send: async (m) => m(askRequest(me, await signUp(ctx))),
  },
  cancelFriendRequest: {
    max: 3,
    why: 'once in a while: the request locked and checked, then taken back',
    send: async (m) => {
      const friendshipId = await askFriend(me, await signUp(ctx));
      return m(me.agent.delete(`/api/friend-requests/${friendshipId}`));
    },
  },
  respondToFriendRequest: {
    max: 8,
    why: 'accepting awards the friend-count trophies to both people',
    send: async (m) => {
      const asker = await signUp(ctx);
      const friendshipId = await askFriend(asker, me);
      return m(answerRequest(me, friendshipId, 'accepted'));
    },
  },
  createPost: {
    max: 6,
    why: 'upload quota, insert, and the post trophies',
    send: (m) => m(shareRequest(friend, photo, 'More')),
  },
  updateComment: {
    max: 4,
    why: 'once in a while: the comments quota, the author and the post checked, then the edit',
    send: async (m) => {
      const comment = await commentOn(me, ids.post, 'Typo');
      return m(me.agent.patch(`/api/comments/${comment.id}`).send({ content: 'Fixed' }));
    },
  },
  deleteComment: {
    max: 4,
    why: "the comment and its post found, then the delete; a post's owner removing another's comment then hears its item leave their notifications (decision 082)",
    send: async (m) => {
      const comment = await commentOn(me, ids.post, 'Gone soon');
      return m(friend.agent.delete(`/api/comments/${comment.id}`));
    },
  },
  deletePost: {
    max: 4,
    why: 'the owner check comes before the file is removed',
    send: async (m) => m(friend.agent.delete(`/api/posts/${(await sharePhoto(friend, photo, 'Gone')).id}`)),
  },
  createChallenge: {
    max: 8,
    why: 'the daily creation quota, the challenge, the creator joined, the creator trophy, and the change heard by the kept pages here (decision 074)',
    send: (m) => m(createRequest(me, { name: 'Read', description: 'Pages.' })),
  },
  joinChallenge: {
    max: 8,
    why: 'the challenge is locked while the window and the audience are checked, then trophies, and the change heard by the kept pages here (decision 074)',
    send: async (m) => {
      const joiner = await signUpFriendOf(ctx, friend);
      return m(joinRequest(joiner, ids.challenge));
    },
  },
  joinByInvite: {
    max: 9,
    why: "the link's challenge looked up, then the join's own statements (joinChallenge)",
    send: async (m) => {
      const joiner = await signUp(ctx);
      return m(joiner.agent.post(`/api/challenge-invites/${await inviteTokenOf(friend, ids.challenge)}/join`));
    },
  },
  acceptFriendInvite: {
    max: 14,
    why: "now and then: the friend-request quota, the link's owner, the pair's lock, the owner must exist, the pair's row, the request written and accepted (as sendFriendRequest and respondToFriendRequest together), and the friend-count trophies of both",
    send: async (m) => m((await signUp(ctx)).agent.post(`/api/friend-invites/${await friendInviteOf(friend)}/accept`)),
  },
  leaveChallenge: {
    max: 4,
    why: 'made once per challenge: the challenge and the leaver are locked while the rules are checked, the participation moves to the departures, then the answer',
    send: async (m) => {
      const leaver = await signUp(ctx);
      await joinChallenge(leaver, ids.challenge);
      return m(leaveRequest(leaver, ids.challenge));
    },
  },
  activateTheme: { max: 4, why: 'ownership and premium are checked; needs premium, see themes.api.test.ts' },
  setBreak: {
    max: 6,
    why: 'a few times a year: the user locked with their streak and breaks, the starts of the year counted, the break stored and the streak worked out again',
    send: async (m) => {
      const person = await signUp(ctx);
      return m(person.agent.put(`/api/users/${person.user.id}/break`).send({ from: addDays(today(ctx.clock), 1), to: addDays(today(ctx.clock), 3) }));
    },
  },
  endBreak: {
    max: 5,
    why: 'as setBreak: the user locked, the break ended, the streak worked out again',
    send: async (m) => {
      const person = await signUp(ctx);
      await person.agent.put(`/api/users/${person.user.id}/break`).send({ from: addDays(today(ctx.clock), 1), to: addDays(today(ctx.clock), 3) }).expect(200);
      return m(person.agent.delete(`/api/users/${person.user.id}/break`));
    },
  },
  restoreStreak: { max: 6, why: 'premium, the broken streak and the monthly rule; see restore-streak.api.test.ts' },
  createPaymentIntent: { max: 3, why: 'talks to the payment provider; see the premium tests' },
  confirmDemoPayment: { max: 3, why: 'the demo card check; see the premium tests' },
  subscribe: { max: 8, why: 'the intent is fetched and recorded once, then the grant and its trophies, and the premium mark heard by the kept pages here (decision 074); see the premium tests' },
} satisfies Partial<Record<RouteName, { max: number; why: string; send?: (m: Measure) => Promise<number> }>>;

describe('statements per request', () => {
  it('when the route table is walked, then every route is in exactly one of the two lists', () => {
    const placed = [...Object.keys(WITHIN_BUDGET), ...Object.keys(OUTSIDE_BUDGET)].sort();
    expect(placed).toEqual(Object.keys(routes).sort());
  });

  for (const [name, send] of Object.entries(WITHIN_BUDGET)) {
    it(`${name}: at most ${BUDGET}, the session lookup included`, async () => {
      expect(await send(measure)).toBeLessThanOrEqual(BUDGET);
    });
  }

  for (const name of LOOKUPS) {
    it(`${name}: at most ${LOOKUP_BUDGET}, a lookup after the session`, async () => {
      expect(await WITHIN_BUDGET[name as keyof typeof WITHIN_BUDGET](measure)).toBeLessThanOrEqual(LOOKUP_BUDGET);
    });
  }

  for (const [name, entry] of Object.entries(OUTSIDE_BUDGET)) {
    if (!('send' in entry)) continue;
    it(`${name}: at most ${entry.max} (${entry.why})`, async () => {
      expect(await entry.send(measure)).toBeLessThanOrEqual(entry.max);
    });
  }

  it('completeDailyTasks queued offline (offline_at), arriving after its day ended: the statements of a completion on the day', async () => {
    const day = today(ctx.clock);
    const [onTime, queued] = [await signUp(ctx), await signUp(ctx)];
    await newTask(onTime);
    await newTask(queued);
    await notifySessionChanges(ctx, [onTime.user.id, queued.user.id]);
    const online = await measure(completeRequest(onTime.agent, onTime.user.id, day));
    const actedAt = ctx.clock.now();
    ctx.clock.set(new Date(new Date(`${day}T00:00:00Z`).getTime() + 27 * 3_600_000)); // 03:00 the next day, within the 6 hours
    try {
      const late = await measure(queued.agent.post(`/api/users/${queued.user.id}/complete-daily-tasks`).send({ date: day, offline_at: actedAt.toISOString() }));
      expect(late).toBe(online);
    } finally {
      ctx.clock.set(actedAt);
    }
  });
});
