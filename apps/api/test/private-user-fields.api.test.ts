import { routes, type RouteDef } from '@dayleaf/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createChallenge, joinChallenge, leaveChallenge } from './factories/challenges';
import { askFriend, block } from './factories/friends';
import { jpegPhoto } from './factories/photos';
import { commentOn, likePost, sharePhoto } from './factories/posts';
import { makePremium } from './factories/subscriptions';
import { completeToday } from './factories/tasks';
import { makePrivate, setProfilePhoto } from './factories/users';
import { createTestContext, makeFriends, signUp, type SignedUp, type TestContext } from './test-app';
import { today } from '../src/shared/clock';

/**
 * What a private user shows to whom, on every route that can return another user (docs/conventions.md,
 * "Privacy"). `cleo` is private and premium, has a bio, a photo and a streak, and appears in every place a
 * user can: search, the likers and comments of a post by `ana` (her friend), the participants and the
 * creator of her global challenge, friend activities, friends lists, a friend request, the feed and her
 * public profile. `stan` is a friend of ana but not of cleo (and has a pending request from her); `fran`
 * is a friend of both. The route table is walked: every route must be placed in ROUTES below, and a route
 * whose answer has a field that names or describes a person cannot be placed as one that returns no one.
 */

type RouteName = keyof typeof routes;

/** What a viewer gets for cleo on a route, mapped to these words. */
type Field = 'id' | 'username' | 'photo' | 'subscription_status' | 'streak' | 'doneToday' | 'onBreak' | 'progress' | 'bio';
/** Fields anyone may see of a private user. */
const IDENTITY: Field[] = ['id', 'username', 'photo'];

type Viewer = 'stranger' | 'friend' | 'self' | 'signedOut';
/**
 * full: every field as cleo's friends see it. limited: id, username and photo, the rest null.
 * absent: cleo is not in the answer. forbidden: 403.
 */
type Expectation = 'full' | 'limited' | 'absent' | 'forbidden';

interface ReturnsOthers {
  /** Sends the route as `viewer` and returns the answer's entry for cleo (undefined when she is not in it). */
  find: (viewer: SignedUp | null) => Promise<Record<string, unknown> | undefined | 403>;
  /** The keys of that entry that describe cleo, with what they are. */
  fields: Record<string, Field>;
  /** The entry's other keys, which are not about cleo (a comment's text, the viewer's own progress). */
  notAboutThePerson?: string[];
  expect: Partial<Record<Viewer, Expectation>>;
}

/** Routes whose answer names no person but the session's own user (or no one); `why` says which. */
interface ReturnsNoOtherUser {
  none: string;
}

let ctx: TestContext;
let cleo: SignedUp;
let ana: SignedUp;
let stan: SignedUp;
let fran: SignedUp;
const ids = { post: '', challenge: '', challengeInvite: '', friendInvite: '' };
const inviteJoinAnswers: Partial<Record<'stranger' | 'friend', Record<string, unknown>>> = {};
const joinAnswers: Partial<Record<'stranger' | 'friend', Record<string, unknown>>> = {};
const leaveAnswers: Partial<Record<'stranger' | 'friend', Record<string, unknown>>> = {};
let full: Record<Field, unknown>;

beforeAll(async () => {
  ctx = await createTestContext();
  [cleo, ana, stan, fran] = [await signUp(ctx), await signUp(ctx), await signUp(ctx), await signUp(ctx)];
  const photo = await jpegPhoto();
  const profilePhoto = await setProfilePhoto(cleo, photo, 'Tea and long walks.');
  await makePrivate(cleo);
  await makePremium(ctx, cleo.user.id);

  await makeFriends(ctx, cleo.user.id, ana.user.id);
  await makeFriends(ctx, cleo.user.id, fran.user.id);
  await makeFriends(ctx, stan.user.id, ana.user.id);
  await makeFriends(ctx, fran.user.id, ana.user.id);
  // A pending request is not friendship: stan is still a stranger to cleo.
  await askFriend(cleo, stan);

  ids.post = (await sharePhoto(ana, photo, 'Sunrise')).id;
  await likePost(cleo, ids.post);
  await commentOn(cleo, ids.post, 'Lovely light.');
  await sharePhoto(cleo, photo, 'Mine');

  ids.challenge = (await createChallenge(cleo)).id;
  // stan joins a minute before fran, so the participant order between them is known.
  ctx.clock.advance(60_000);
  joinAnswers.stranger = await joinChallenge(stan, ids.challenge);
  ctx.clock.advance(60_000);
  joinAnswers.friend = await joinChallenge(fran, ids.challenge);
  // Leaving answers with the challenge too: stan and fran join and leave another of cleo's.
  const left = (await createChallenge(cleo, { name: 'Read daily' })).id;
  for (const [who, viewer] of [['stranger', stan], ['friend', fran]] as const) {
    await joinChallenge(viewer, left);
    leaveAnswers[who] = await leaveChallenge(viewer, left);
  }

  // An invite link of cleo's challenge, joined through by stan and fran, and her own friend link.
  ids.challengeInvite = (await cleo.agent.get(`/api/challenges/${ids.challenge}/invite`).expect(200)).body.code;
  const invited = (await createChallenge(cleo, { name: 'Stretch daily' })).id;
  const invitedToken = (await cleo.agent.get(`/api/challenges/${invited}/invite`).expect(200)).body.code as string;
  for (const [who, viewer] of [['stranger', stan], ['friend', fran]] as const) {
    inviteJoinAnswers[who] = (await viewer.agent.post(`/api/challenge-invites/${invitedToken}/join`).expect(201)).body;
  }
  ids.friendInvite = (await cleo.agent.get(`/api/users/${cleo.user.id}/friend-invite`).expect(200)).body.code;

  // One completed day: a streak of 1, progress 1 in the challenge, and an activity card for friends.
  await completeToday(ctx, cleo.agent, cleo.user.id);
  await ctx.events.drain();

  full = {
    id: cleo.user.id,
    username: cleo.username,
    photo: profilePhoto,
    subscription_status: 'premium',
    streak: 1,
    doneToday: true,
    onBreak: false,
    progress: 1,
    bio: 'Tea and long walks.',
  };
  expect(full.photo).toEqual(expect.any(String));
});

/** GETs `url` as `viewer` (signed out when null); the answer's body, or 403. */
async function get(viewer: SignedUp | null, url: (v: SignedUp) => string): Promise<unknown> {
  const res = viewer ? await viewer.agent.get(url(viewer)) : await request(ctx.app).get(url(cleo));
  if (res.status === 403) return 403;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const entryOf = (list: unknown, match: (row: Record<string, unknown>) => boolean) =>
  list === 403 ? 403 : (list as Record<string, unknown>[]).find(match);
const isCleo = (row: Record<string, unknown>) => row.id === cleo.user.id;
const cleoCreated = (row: Record<string, unknown>) => row.created_by === cleo.user.id;

const CHALLENGE_OWN_KEYS = ['id', 'name', 'description', 'duration_days', 'end_date', 'participants', 'user_joined', 'user_left', 'user_progress', 'is_active', 'days_remaining'];
const CREATOR_FIELDS: Record<string, Field> = { created_by: 'id', created_by_name: 'username', created_by_subscription_status: 'subscription_status' };
const LISTED_USER_FIELDS: Record<string, Field> = { id: 'id', username: 'username', profile_photo: 'photo', subscription_status: 'subscription_status' };

const ROUTES: Record<RouteName, ReturnsOthers | ReturnsNoOtherUser> = {
  health: { none: 'a status' },
  signup: { none: 'the new account itself' },
  login: { none: 'the account signing in' },
  logout: { none: 'ok' },
  me: { none: 'the session user' },
  changePassword: { none: 'ok' },
  listSessions: { none: "the session user's own sessions" },
  endSession: { none: 'ok' },
  logoutAll: { none: 'a count' },
  getUser: { none: 'the session user only (403 for another id)' },
  updateProfile: { none: 'the session user only' },
  updateSettings: { none: 'the session user only' },
  deleteAccount: { none: 'no body' },
  setBreak: { none: "the session user's own break" },
  endBreak: { none: 'no body' },
  getDays: {
    // Only her dates' states, tasks done and moods (breaks-and-freezes.api.test.ts checks which viewer sees which).
    find: async (viewer) => ((await get(viewer, () => `/api/users/${cleo.user.id}/days?from=${today(ctx.clock)}&to=${today(ctx.clock)}`)) === 403 ? 403 : {}),
    fields: {},
    expect: { stranger: 'forbidden', signedOut: 'forbidden', friend: 'full', self: 'full' },
  },
  getStats: {
    find: async (viewer) => (await get(viewer, () => `/api/users/${cleo.user.id}/stats`)) as Record<string, unknown> | 403,
    fields: { current_streak: 'streak' },
    notAboutThePerson: ['best_streak', 'days_done', 'rate_30', 'rate_365', 'freezes_held', 'freezes_earned', 'milestones', 'moods'],
    expect: { stranger: 'forbidden', signedOut: 'forbidden', friend: 'full', self: 'full' },
  },
  exportData: { none: "a zip of the session user's own data; friends by username only (export.api.test.ts checks what it holds)" },
  publicProfile: {
    find: async (viewer) => (await get(viewer, () => `/api/users/profile/${cleo.username}`)) as Record<string, unknown> | 403,
    fields: { ...LISTED_USER_FIELDS, bio: 'bio', streak_count: 'streak', done_today: 'doneToday', on_break: 'onBreak' },
    // Where the viewer stands with her, which the viewer knows anyway, and the friend streak the two share (only a
    // friend gets a number; the profile is 403 to anyone else).
    notAboutThePerson: ['friendship', 'friend_streak'],
    // The profile page is all about the person: a private one is 403 to anyone but the user and friends.
    expect: { stranger: 'forbidden', signedOut: 'forbidden', friend: 'full', self: 'full' },
  },
  // The viewer's own blocked list and block answer: only people the viewer blocked, as anyone may see them. A block
  // ends a friendship, so whoever blocks cleo is a stranger to her: a new one here, since stan and fran stay as they are.
  listBlocks: {
    find: async (viewer) => {
      if (!viewer) return undefined;
      const blocker = await signUp(ctx);
      await block(blocker, cleo);
      return entryOf(await get(blocker, (v) => `/api/users/${v.user.id}/blocks`), isCleo);
    },
    fields: { id: 'id', username: 'username', profile_photo: 'photo' },
    notAboutThePerson: ['blocked_at'],
    expect: { stranger: 'limited' },
  },
  blockUser: {
    find: async (viewer) => {
      if (!viewer) return undefined;
      const blocker = await signUp(ctx);
      return (await blocker.agent.post(`/api/users/${blocker.user.id}/blocks`).send({ userId: cleo.user.id }).expect(201)).body;
    },
    fields: { id: 'id', username: 'username', profile_photo: 'photo' },
    notAboutThePerson: ['blocked_at'],
    expect: { stranger: 'limited' },
  },
  unblockUser: { none: 'no body' },
  friendInvite: { none: "the session user's own link" },
  renewFriendInvite: { none: "the session user's own link" },
  // A friend link shows its owner as anyone may see them, a private one too: that is who the holder would add.
  friendInviteCard: {
    find: async (viewer) => (await get(viewer, () => `/api/friend-invites/${ids.friendInvite}`)) as Record<string, unknown> | 403,
    fields: { id: 'id', username: 'username', profile_photo: 'photo' },
    notAboutThePerson: ['standing'],
    expect: { stranger: 'limited', signedOut: 'limited', friend: 'limited', self: 'limited' },
  },
  acceptFriendInvite: { none: 'the friendship made, by id and status' },
  getTasks: { none: "the session user's tasks" },
  getWeek: { none: "the session user's days" },
  createTask: { none: 'a task of the session user' },
  updateTask: { none: 'a task of the session user' },
  deleteTask: { none: 'ok' },
  completeDailyTasks: { none: "the session user's streak" },
  getTodayMood: { none: "the session user's mood" },
  getMoodLogs: { none: "the session user's moods" },
  logMood: { none: "the session user's mood" },
  listTrophies: { none: 'the trophy catalogue' },
  getUserTrophies: { none: "the session user's trophies" },
  markTrophies: { none: 'ok' },
  searchUsers: {
    find: async (viewer) => entryOf(await get(viewer, (v) => `/api/users/search?username=${cleo.username}&currentUserId=${v.user.id}`), isCleo),
    fields: LISTED_USER_FIELDS,
    // Findable by name and photo, so friends can send a request; search never lists the searcher.
    expect: { stranger: 'limited', friend: 'full', self: 'absent' },
  },
  sendFriendRequest: { none: 'the friendship id and status' },
  getFriendRequests: {
    find: async (viewer) => entryOf(await get(viewer, (v) => `/api/users/${v.user.id}/friend-requests`), isCleo),
    fields: LISTED_USER_FIELDS,
    notAboutThePerson: ['friendship_id'],
    // A requester is not a friend yet.
    expect: { stranger: 'limited', friend: 'absent', self: 'absent' },
  },
  // Someone who asked cleo: a new one, since stan and fran stay as they are.
  getSentRequests: {
    find: async (viewer) => {
      if (!viewer) return undefined;
      const asker = await signUp(ctx);
      await askFriend(asker, cleo);
      return entryOf(await get(asker, (v) => `/api/users/${v.user.id}/sent-requests`), isCleo);
    },
    fields: LISTED_USER_FIELDS,
    notAboutThePerson: ['friendship_id'],
    // Asking is not friendship.
    expect: { stranger: 'limited' },
  },
  cancelFriendRequest: { none: 'no body' },
  respondToFriendRequest: { none: 'the friendship id and status' },
  getFriends: {
    find: async (viewer) => entryOf(await get(viewer, (v) => `/api/users/${v.user.id}/friends`), isCleo),
    fields: { ...LISTED_USER_FIELDS, streak_count: 'streak', done_today: 'doneToday', on_break: 'onBreak' },
    // The viewer's own friend streak with her: the list holds friends only.
    notAboutThePerson: ['friend_streak'],
    expect: { stranger: 'absent', friend: 'full', self: 'absent' },
  },
  removeFriend: { none: 'ok' },
  createPost: { none: "the session user's own post" },
  getFriendPosts: {
    find: async (viewer) => {
      const posts = await get(viewer, (v) => `/api/users/${v.user.id}/friend-posts`);
      const post = entryOf(posts, (p) => (p.user as { id: string }).id === cleo.user.id);
      return post === 403 || !post ? post : (post.user as Record<string, unknown>);
    },
    fields: { id: 'id', name: 'username', subscription_status: 'subscription_status' },
    expect: { stranger: 'absent', friend: 'full', self: 'full' },
  },
  updatePost: { none: "the session user's own post" },
  deletePost: { none: 'ok' },
  toggleLike: { none: 'the like count' },
  getLikers: {
    find: async (viewer) => entryOf(await get(viewer, () => `/api/posts/${ids.post}/likers`), isCleo),
    fields: LISTED_USER_FIELDS,
    expect: { stranger: 'limited', friend: 'full', self: 'full' },
  },
  getComments: {
    find: async (viewer) => entryOf(await get(viewer, () => `/api/posts/${ids.post}/comments`), (c) => c.username === cleo.username),
    fields: { user_id: 'id', username: 'username', profile_photo: 'photo', subscription_status: 'subscription_status' },
    // The comment itself belongs to the post's thread: whoever sees the post reads it.
    notAboutThePerson: ['id', 'content', 'created_at', 'edited_at'],
    expect: { stranger: 'limited', friend: 'full', self: 'full' },
  },
  addComment: { none: "the session user's own comment" },
  updateComment: { none: "the session user's own comment" },
  deleteComment: { none: 'no body' },
  getFriendActivities: {
    find: async (viewer) => {
      const cards = await get(viewer, (v) => `/api/users/${v.user.id}/friend-activities`);
      const card = entryOf(cards, (a) => (a.user as { name: string }).name === cleo.username);
      return card === 403 || !card ? card : (card.user as Record<string, unknown>);
    },
    // The card's streak, of its own day, is beside the user: cards are friends' only.
    fields: { id: 'id', name: 'username', avatar: 'photo', subscription_status: 'subscription_status' },
    expect: { stranger: 'absent', friend: 'full', self: 'absent' },
  },
  cheerDay: { none: "the cheered card's count" },
  uncheerDay: { none: 'no body' },
  createChallenge: { none: "a challenge the session user created: the creator is the session user" },
  globalChallenges: {
    find: async (viewer) => entryOf(await get(viewer, (v) => `/api/challenges?user_id=${v.user.id}`), cleoCreated),
    fields: CREATOR_FIELDS,
    notAboutThePerson: CHALLENGE_OWN_KEYS,
    expect: { stranger: 'limited', friend: 'full', self: 'full' },
  },
  friendChallenges: {
    find: async (viewer) => entryOf(await get(viewer, (v) => `/api/users/${v.user.id}/friend-challenges`), cleoCreated),
    fields: CREATOR_FIELDS,
    notAboutThePerson: CHALLENGE_OWN_KEYS,
    expect: { stranger: 'absent', friend: 'full', self: 'full' },
  },
  activeChallenges: { none: "the session user's challenges, no creator" },
  challengeHistory: { none: "the session user's challenges, no creator" },
  joinChallenge: {
    // Joining is a write: the answers were kept when stan and fran joined cleo's challenge.
    find: async (viewer) => (viewer === stan ? joinAnswers.stranger : viewer === fran ? joinAnswers.friend : undefined),
    fields: CREATOR_FIELDS,
    notAboutThePerson: CHALLENGE_OWN_KEYS,
    expect: { stranger: 'limited', friend: 'full' },
  },
  getChallenge: {
    find: async (viewer) => (await get(viewer, () => `/api/challenges/${ids.challenge}`)) as Record<string, unknown> | 403,
    fields: CREATOR_FIELDS,
    notAboutThePerson: CHALLENGE_OWN_KEYS,
    expect: { stranger: 'limited', friend: 'full', self: 'full' },
  },
  leaveChallenge: {
    // Leaving is a write: the answers were kept when stan and fran left cleo's other challenge.
    find: async (viewer) => (viewer === stan ? leaveAnswers.stranger : viewer === fran ? leaveAnswers.friend : undefined),
    fields: CREATOR_FIELDS,
    notAboutThePerson: CHALLENGE_OWN_KEYS,
    expect: { stranger: 'limited', friend: 'full' },
  },
  challengeParticipants: {
    find: async (viewer) => entryOf(await get(viewer, () => `/api/challenges/${ids.challenge}/participants`), isCleo),
    fields: { ...LISTED_USER_FIELDS, streak_count: 'streak', progress: 'progress' },
    expect: { stranger: 'limited', friend: 'full', self: 'full' },
  },
  challengeInvite: { none: 'the link of a challenge the session user takes part in' },
  setChallengeInvite: { none: 'the link of a challenge the session user created' },
  // The card of a live link names the creator by what anyone may see of them, signed in or not.
  challengeInviteCard: {
    find: async (viewer) => (await get(viewer, () => `/api/challenge-invites/${ids.challengeInvite}`)) as Record<string, unknown> | 403,
    fields: { created_by_name: 'username', created_by_photo: 'photo' },
    notAboutThePerson: ['id', 'name', 'description', 'duration_days', 'days_remaining', 'is_active', 'participants', 'viewer'],
    expect: { stranger: 'limited', signedOut: 'limited', friend: 'limited', self: 'limited' },
  },
  joinByInvite: {
    // Joining is a write: the answers were kept when stan and fran joined through cleo's link.
    find: async (viewer) => (viewer === stan ? inviteJoinAnswers.stranger : viewer === fran ? inviteJoinAnswers.friend : undefined),
    fields: CREATOR_FIELDS,
    notAboutThePerson: CHALLENGE_OWN_KEYS,
    expect: { stranger: 'limited', friend: 'full' },
  },
  themePackages: { none: 'the theme catalogue' },
  userThemes: { none: "the session user's themes" },
  activateTheme: { none: "the session user's theme" },
  restoreStreak: { none: "the session user's streak" },
  createPaymentIntent: { none: 'a payment secret for the session user' },
  confirmDemoPayment: { none: "the session user's payment" },
  subscribe: { none: "the session user's subscription" },
  cancelSubscription: { none: "the session user's subscription" },
  resumeSubscription: { none: "the session user's subscription" },
  motivationalQuote: { none: 'a quote' },
  getReminders: { none: 'the session user\'s own reminder setting' },
  updateReminders: { none: 'the session user\'s own reminder setting' },
  addPushSubscription: { none: 'a count of the session user\'s devices' },
  removePushSubscription: { none: 'no body' },
  sendTestReminder: { none: 'a count of pushes sent' },
  getNotifications: {
    // Whoever acted is named by what anyone may see of them: stan has cleo's friend request.
    find: async (viewer) => {
      if (!viewer) return undefined;
      const items = await get(viewer, (v) => `/api/users/${v.user.id}/notifications`);
      if (items === 403) return 403;
      const actors = (items as { actors: Record<string, unknown>[] }[]).flatMap((n) => n.actors);
      return actors.find(isCleo);
    },
    fields: { id: 'id', username: 'username', profile_photo: 'photo' },
    expect: { stranger: 'limited', friend: 'absent', self: 'absent' },
  },
  markNotificationsRead: { none: 'ok' },
  getNotificationSettings: { none: 'switches and quiet hours, no user' },
  updateNotificationSettings: { none: 'switches and quiet hours, no user' },
  sendNudge: { none: "the friend's date and tasks left, not who they are" },
  profilePreviewImage: { none: "an image, not JSON; a private profile's is the generic one (previews.api.test.ts holds it to that)" },
  challengePreviewImage: { none: 'an image of the challenge as the global list shows it to anyone; no participant is named' },
};

const viewerOf = (v: Viewer): SignedUp | null => ({ stranger: stan, friend: fran, self: cleo, signedOut: null })[v];

function expectSeen(seen: Record<string, unknown> | undefined | 403, route: ReturnsOthers, expectation: Expectation) {
  if (expectation === 'forbidden') return expect(seen).toBe(403);
  if (expectation === 'absent') return expect(seen).toBeUndefined();
  expect(seen).toBeTypeOf('object');
  const entry = seen as Record<string, unknown>;
  // Every key is placed, so a field added to the answer later must be decided here too.
  expect(Object.keys(entry).sort()).toEqual([...Object.keys(route.fields), ...(route.notAboutThePerson ?? [])].sort());
  for (const [key, field] of Object.entries(route.fields)) {
    const shown = expectation === 'full' || IDENTITY.includes(field);
    expect(entry[key], `${key} (${field})`).toEqual(shown ? full[field] : null);
  }
}

/** Keys that, in a response schema, name or describe a person. */
const PERSON_KEYS = new Set(['username', 'created_by_name', 'profile_photo', 'avatar', 'bio', 'streak', 'streak_count', 'done_today', 'on_break', 'user']);

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; in?: z.ZodType; out?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every object key anywhere in a schema. */
function keysIn(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.entries(def.shape!).flatMap(([key, child]) => [key, ...keysIn(child)]);
  if (def.type === 'array') return keysIn(def.element);
  if (def.type === 'pipe') return [...keysIn(def.in), ...keysIn(def.out)];
  if (def.type === 'union') return def.options!.flatMap(keysIn);
  return keysIn(def.innerType);
}

describe('the route table', () => {
  it('when a route is in the table, then it is placed here as returning other users or not', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(routes).sort());
  });

  it('when a route that returns no other user answers with person fields, then it is the session user (listed with why)', () => {
    const entries = Object.entries(routes) as [RouteName, RouteDef][];
    const carriesPeople = entries.filter(([, r]) => keysIn(r.response).some((k) => PERSON_KEYS.has(k))).map(([name]) => name);
    const sessionUserOnly = carriesPeople.filter((name) => 'none' in ROUTES[name]);
    // Each of these answers with the session user (or their own post, comment or challenge) and nobody else.
    expect(sessionUserOnly.sort()).toEqual(
      ['addComment', 'completeDailyTasks', 'createChallenge', 'createPost', 'getUser', 'login', 'me', 'signup', 'updateComment', 'updatePost', 'updateProfile', 'updateSettings'].sort(),
    );
  });
});

const routesReturningOthers = (Object.entries(ROUTES) as [RouteName, ReturnsOthers | ReturnsNoOtherUser][]).filter(
  (e): e is [RouteName, ReturnsOthers] => !('none' in e[1]),
);

describe.each(routesReturningOthers)('%s', (name, route) => {
  const label = `${routes[name].method} ${routes[name].path}`;
  const cases = (Object.entries(route.expect) as [Viewer, Expectation][]).map(([viewer, expectation]) => ({ viewer, expectation }));
  it.each(cases)(`when the viewer is the private user's $viewer on ${label}, then cleo is $expectation`, async ({ viewer, expectation }) => {
    expectSeen(await route.find(viewerOf(viewer)), route, expectation);
  });
});

describe('GET /api/challenges/:id/participants order', () => {
  async function allPages(viewer: SignedUp): Promise<string[]> {
    const names: string[] = [];
    let before: string | undefined;
    do {
      const res = await viewer.agent
        .get(`/api/challenges/${ids.challenge}/participants`)
        .query({ limit: 1, ...(before ? { before } : {}) })
        .expect(200);
      names.push(...(res.body as { username: string }[]).map((p) => p.username));
      before = res.headers['x-next-cursor'];
    } while (before);
    return names;
  }

  it('when a stranger pages through, then the private user comes last, after everyone whose progress is shown', async () => {
    // Her progress (1) is above theirs (0): ranking her by it would show it through the order.
    expect(await allPages(stan)).toEqual([stan.username, fran.username, cleo.username]);
  });

  it('when a friend pages through, then the private user is ranked by her progress', async () => {
    expect(await allPages(fran)).toEqual([cleo.username, stan.username, fran.username]);
  });
});
