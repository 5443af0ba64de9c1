/**
 * Every route's plain facts, by the name it has in `routes`: this table is the one place a method, path,
 * success status or paging style is written; each feature file adds the zod schemas under the same name
 * (`defineRoutes` in common.ts). It imports nothing at run time: the web names routes through it (see
 * client.ts) without loading zod or a schema.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Where a route finds the user id it acts as; the server answers 403 when it is not the session's user. */
export type ActsAs = { readonly in: 'params' | 'query' | 'body'; readonly key: string };

/** A success status other than the default 200. */
export type SuccessStatus = 201 | 204;

/**
 * How a list is sent one keyset page at a time (docs/conventions.md, lists that can grow); the body is always
 * the bare array of items, and the headers are named in constants.ts.
 * - `keyset`: the next page's cursor in NEXT_CURSOR_HEADER (`X-Next-Cursor`), absent on the last page.
 * - `counted`: the same, and the first page also carries the whole list's count in TOTAL_COUNT_HEADER
 *   (`X-Total-Count`), for screens that show how many there are.
 */
export type PageStyle = 'keyset' | 'counted';

export interface RouteMeta {
  readonly method: HttpMethod;
  /** Express-style path, e.g. `/api/users/:id`. */
  readonly path: string;
  /** `public` routes answer without a session (the allowlist of docs/security.md S6); all others are 401 without one. */
  readonly auth: 'public' | 'session';
  readonly actsAs?: ActsAs;
  /** The status of a successful answer when it is not 200. */
  readonly status?: SuccessStatus;
  /**
   * A second success status the handler picks for some answers (the entry's comment says when). Rare: a route
   * whose outcome the client cannot know in advance, such as a friend request that completes a friendship.
   */
  readonly alsoStatus?: 200;
  /** Set when the route sends its list as keyset pages; the response schema is then the item array. */
  readonly page?: PageStyle;
  /**
   * Set when a success is a file the browser saves, not JSON: handle() streams it as this type with
   * Content-Disposition `attachment` and Cache-Control `no-store`, and refuses a cross-site request for it.
   */
  readonly download?: 'zip';
}

/**
 * The names of the `:params` in a path type: `'/api/users/:id/friends/:friendId'` → `'id' | 'friendId'`.
 * The client derives which params a call must pass from it.
 */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

const params = (key: string) => ({ in: 'params', key }) as const;
const body = (key: string) => ({ in: 'body', key }) as const;
const query = (key: string) => ({ in: 'query', key }) as const;

export const routeMeta = {
  // health
  health: { method: 'GET', path: '/api/health', auth: 'public' },

  // auth
  signup: { method: 'POST', path: '/api/auth/signup', auth: 'public', status: 201 },
  login: { method: 'POST', path: '/api/auth/login', auth: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'session' },
  me: { method: 'GET', path: '/api/auth/me', auth: 'session' },
  changePassword: { method: 'POST', path: '/api/auth/password', auth: 'session' },
  listSessions: { method: 'GET', path: '/api/auth/sessions', auth: 'session' },
  endSession: { method: 'DELETE', path: '/api/auth/sessions/:id', auth: 'session' },
  logoutAll: { method: 'POST', path: '/api/auth/logout-all', auth: 'session' },

  // users
  getUser: { method: 'GET', path: '/api/users/:id', auth: 'session', actsAs: params('id') },
  updateProfile: { method: 'PATCH', path: '/api/users/:id', auth: 'session', actsAs: params('id') },
  updateSettings: { method: 'PATCH', path: '/api/users/:id/settings', auth: 'session', actsAs: params('id') },
  /** Removes the account and everything that is the user's; needs the password, ends the session. */
  deleteAccount: { method: 'DELETE', path: '/api/users/:id', auth: 'session', actsAs: params('id'), status: 204 },
  publicProfile: { method: 'GET', path: '/api/users/profile/:username', auth: 'public' },
  /** Everything of the user's as a zip (decision record 022); schemas in export.ts. */
  exportData: { method: 'GET', path: '/api/users/:id/export', auth: 'session', actsAs: params('id'), download: 'zip' },
  /** The people the user blocked, newest block first (docs/product.md#blocking). */
  listBlocks: { method: 'GET', path: '/api/users/:id/blocks', auth: 'session', actsAs: params('id'), page: 'keyset' },
  /** Blocks `userId`; blocking someone already blocked answers the existing block again (201, same blocked_at). */
  blockUser: { method: 'POST', path: '/api/users/:id/blocks', auth: 'session', actsAs: params('id'), status: 201 },
  /** 404 when the user is not blocked; the friendship a block ended does not come back. */
  unblockUser: { method: 'DELETE', path: '/api/users/:id/blocks/:blockedId', auth: 'session', actsAs: params('id'), status: 204 },

  // tasks
  getTasks: { method: 'GET', path: '/api/users/:id/tasks', auth: 'session', actsAs: params('id') },
  createTask: { method: 'POST', path: '/api/tasks', auth: 'session', actsAs: body('user_id'), status: 201 },
  updateTask: { method: 'PATCH', path: '/api/tasks/:id', auth: 'session' },
  deleteTask: { method: 'DELETE', path: '/api/tasks/:id', auth: 'session' },
  completeDailyTasks: { method: 'POST', path: '/api/users/:id/complete-daily-tasks', auth: 'session', actsAs: params('id') },

  // moods
  getTodayMood: { method: 'GET', path: '/api/users/:id/mood-log', auth: 'session', actsAs: params('id') },
  getMoodLogs: { method: 'GET', path: '/api/users/:id/mood-logs', auth: 'session', actsAs: params('id'), page: 'keyset' },
  logMood: { method: 'POST', path: '/api/mood-logs', auth: 'session', actsAs: body('user_id') },

  // trophies
  listTrophies: { method: 'GET', path: '/api/trophies', auth: 'public' },
  getUserTrophies: { method: 'GET', path: '/api/users/:id/trophies', auth: 'session', actsAs: params('id') },

  // friends
  searchUsers: { method: 'GET', path: '/api/users/search', auth: 'session', actsAs: query('currentUserId') },
  /** 201 when the request waits for an answer; 200 when the other user had already asked, so it made the friendship. */
  sendFriendRequest: { method: 'POST', path: '/api/users/:id/friends', auth: 'session', actsAs: params('id'), status: 201, alsoStatus: 200 },
  getFriendRequests: { method: 'GET', path: '/api/users/:id/friend-requests', auth: 'session', actsAs: params('id'), page: 'counted' },
  respondToFriendRequest: { method: 'PATCH', path: '/api/friend-requests/:friendshipId', auth: 'session', actsAs: body('userId') },
  getFriends: { method: 'GET', path: '/api/users/:id/friends', auth: 'session', actsAs: params('id'), page: 'counted' },
  removeFriend: { method: 'DELETE', path: '/api/users/:id/friends/:friendId', auth: 'session', actsAs: params('id') },

  // posts
  createPost: { method: 'POST', path: '/api/posts', auth: 'session', actsAs: body('user_id'), status: 201 },
  getFriendPosts: { method: 'GET', path: '/api/users/:id/friend-posts', auth: 'session', actsAs: params('id'), page: 'keyset' },
  updatePost: { method: 'PATCH', path: '/api/posts/:id', auth: 'session' },
  deletePost: { method: 'DELETE', path: '/api/posts/:id', auth: 'session' },
  toggleLike: { method: 'POST', path: '/api/posts/:id/like', auth: 'session', actsAs: body('user_id') },
  getLikers: { method: 'GET', path: '/api/posts/:id/likers', auth: 'session', page: 'keyset' },
  getComments: { method: 'GET', path: '/api/posts/:id/comments', auth: 'session', page: 'keyset' },
  addComment: { method: 'POST', path: '/api/posts/:id/comments', auth: 'session', actsAs: body('user_id'), status: 201 },
  getFriendActivities: { method: 'GET', path: '/api/users/:id/friend-activities', auth: 'session', actsAs: params('id') },

  // challenges
  createChallenge: { method: 'POST', path: '/api/challenges', auth: 'session', actsAs: body('created_by'), status: 201 },
  globalChallenges: { method: 'GET', path: '/api/challenges', auth: 'session', actsAs: query('user_id'), page: 'keyset' },
  friendChallenges: { method: 'GET', path: '/api/users/:id/friend-challenges', auth: 'session', actsAs: params('id'), page: 'keyset' },
  activeChallenges: { method: 'GET', path: '/api/users/:id/active-challenges', auth: 'session', actsAs: params('id'), page: 'keyset' },
  challengeHistory: { method: 'GET', path: '/api/users/:id/challenge-history', auth: 'session', actsAs: params('id'), page: 'keyset' },
  joinChallenge: { method: 'POST', path: '/api/challenges/:id/join', auth: 'session', actsAs: body('user_id'), status: 201 },
  challengeParticipants: { method: 'GET', path: '/api/challenges/:id/participants', auth: 'session', page: 'keyset' },

  // themes
  themePackages: { method: 'GET', path: '/api/theme-packages', auth: 'public' },
  userThemes: { method: 'GET', path: '/api/users/:userId/themes', auth: 'session', actsAs: params('userId') },
  activateTheme: { method: 'POST', path: '/api/users/:userId/themes/:themeId/activate', auth: 'session', actsAs: params('userId') },

  // subscriptions
  restoreStreak: { method: 'POST', path: '/api/users/:userId/restore-streak', auth: 'session', actsAs: params('userId') },
  createPaymentIntent: { method: 'POST', path: '/api/create-payment-intent', auth: 'session' },
  /** The demo provider's stand-in for Stripe's confirmCardPayment; 404 when Stripe is configured. */
  confirmDemoPayment: { method: 'POST', path: '/api/payments/demo/confirm', auth: 'session' },
  subscribe: { method: 'POST', path: '/api/subscriptions/subscribe', auth: 'session', actsAs: body('user_id') },

  // reminders (docs/product.md#reminders)
  getReminders: { method: 'GET', path: '/api/users/:id/reminders', auth: 'session', actsAs: params('id') },
  updateReminders: { method: 'PATCH', path: '/api/users/:id/reminders', auth: 'session', actsAs: params('id') },
  /** The browser's PushSubscription; the same endpoint again updates its keys (and moves it to this account). */
  addPushSubscription: { method: 'POST', path: '/api/users/:id/push-subscriptions', auth: 'session', actsAs: params('id'), status: 201 },
  /** `?endpoint=`; 204 also when it was not there, so a browser may retry. */
  removePushSubscription: { method: 'DELETE', path: '/api/users/:id/push-subscriptions', auth: 'session', actsAs: params('id'), status: 204 },
  /** Sends a reminder to every device now; 409 without one. */
  sendTestReminder: { method: 'POST', path: '/api/users/:id/reminders/test', auth: 'session', actsAs: params('id') },

  // quotes
  motivationalQuote: { method: 'GET', path: '/api/ai/motivational-quote', auth: 'session', actsAs: query('userId') },
} as const satisfies Record<string, RouteMeta>;
