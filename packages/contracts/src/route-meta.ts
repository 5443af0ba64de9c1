/**
 * Every route's plain facts, by the name it has in `routes`. The zod definitions in each feature file
 * spread their entry from here, so this table is the one place a method or path is written. It imports
 * nothing at run time: the web names routes through it (see client.ts) without loading zod or a schema.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Where a route finds the user id it acts as; the server answers 403 when it is not the session's user. */
export type ActsAs = { readonly in: 'params' | 'query' | 'body'; readonly key: string };

export interface RouteMeta {
  readonly method: HttpMethod;
  /** Express-style path, e.g. `/api/users/:id`. */
  readonly path: string;
  /** `public` routes answer without a session (the allowlist of docs/security.md S6); all others are 401 without one. */
  readonly auth: 'public' | 'session';
  readonly actsAs?: ActsAs;
}

const params = (key: string) => ({ in: 'params', key }) as const;
const body = (key: string) => ({ in: 'body', key }) as const;
const query = (key: string) => ({ in: 'query', key }) as const;

export const routeMeta = {
  health: { method: 'GET', path: '/api/health', auth: 'public' },

  signup: { method: 'POST', path: '/api/auth/signup', auth: 'public' },
  login: { method: 'POST', path: '/api/auth/login', auth: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'session' },
  me: { method: 'GET', path: '/api/auth/me', auth: 'session' },

  getUser: { method: 'GET', path: '/api/users/:id', auth: 'session', actsAs: params('id') },
  updateProfile: { method: 'PATCH', path: '/api/users/:id', auth: 'session', actsAs: params('id') },
  updateSettings: { method: 'PATCH', path: '/api/users/:id/settings', auth: 'session', actsAs: params('id') },
  publicProfile: { method: 'GET', path: '/api/users/profile/:username', auth: 'public' },

  getTasks: { method: 'GET', path: '/api/users/:id/tasks', auth: 'session', actsAs: params('id') },
  createTask: { method: 'POST', path: '/api/tasks', auth: 'session', actsAs: body('user_id') },
  updateTask: { method: 'PATCH', path: '/api/tasks/:id', auth: 'session' },
  deleteTask: { method: 'DELETE', path: '/api/tasks/:id', auth: 'session' },
  completeDailyTasks: { method: 'POST', path: '/api/users/:id/complete-daily-tasks', auth: 'session', actsAs: params('id') },
  getTodayMood: { method: 'GET', path: '/api/users/:id/mood-log', auth: 'session', actsAs: params('id') },
  getMoodLogs: { method: 'GET', path: '/api/users/:id/mood-logs', auth: 'session', actsAs: params('id') },
  logMood: { method: 'POST', path: '/api/mood-logs', auth: 'session', actsAs: body('user_id') },
  listTrophies: { method: 'GET', path: '/api/trophies', auth: 'public' },
  getUserTrophies: { method: 'GET', path: '/api/users/:id/trophies', auth: 'session', actsAs: params('id') },

  searchUsers: { method: 'GET', path: '/api/users/search', auth: 'session', actsAs: query('currentUserId') },
  sendFriendRequest: { method: 'POST', path: '/api/users/:id/friends', auth: 'session', actsAs: params('id') },
  getFriendRequests: { method: 'GET', path: '/api/users/:id/friend-requests', auth: 'session', actsAs: params('id') },
  respondToFriendRequest: { method: 'PATCH', path: '/api/friend-requests/:friendshipId', auth: 'session', actsAs: body('userId') },
  getFriends: { method: 'GET', path: '/api/users/:id/friends', auth: 'session', actsAs: params('id') },
  removeFriend: { method: 'DELETE', path: '/api/users/:id/friends/:friendId', auth: 'session', actsAs: params('id') },

  createPost: { method: 'POST', path: '/api/posts', auth: 'session', actsAs: body('user_id') },
  getFriendPosts: { method: 'GET', path: '/api/users/:id/friend-posts', auth: 'session', actsAs: params('id') },
  updatePost: { method: 'PATCH', path: '/api/posts/:id', auth: 'session' },
  deletePost: { method: 'DELETE', path: '/api/posts/:id', auth: 'session' },
  toggleLike: { method: 'POST', path: '/api/posts/:id/like', auth: 'session', actsAs: body('user_id') },
  getLikers: { method: 'GET', path: '/api/posts/:id/likers', auth: 'session' },
  getComments: { method: 'GET', path: '/api/posts/:id/comments', auth: 'session' },
  addComment: { method: 'POST', path: '/api/posts/:id/comments', auth: 'session', actsAs: body('user_id') },
  getFriendActivities: { method: 'GET', path: '/api/users/:id/friend-activities', auth: 'session', actsAs: params('id') },

  createChallenge: { method: 'POST', path: '/api/challenges', auth: 'session', actsAs: body('created_by') },
  globalChallenges: { method: 'GET', path: '/api/challenges', auth: 'session', actsAs: query('user_id') },
  friendChallenges: { method: 'GET', path: '/api/users/:id/friend-challenges', auth: 'session', actsAs: params('id') },
  activeChallenges: { method: 'GET', path: '/api/users/:id/active-challenges', auth: 'session', actsAs: params('id') },
  challengeHistory: { method: 'GET', path: '/api/users/:id/challenge-history', auth: 'session', actsAs: params('id') },
  joinChallenge: { method: 'POST', path: '/api/challenges/:id/join', auth: 'session', actsAs: body('user_id') },
  challengeParticipants: { method: 'GET', path: '/api/challenges/:id/participants', auth: 'session' },

  themePackages: { method: 'GET', path: '/api/theme-packages', auth: 'public' },
  userThemes: { method: 'GET', path: '/api/users/:userId/themes', auth: 'session', actsAs: params('userId') },
  activateTheme: { method: 'POST', path: '/api/users/:userId/themes/:themeId/activate', auth: 'session', actsAs: params('userId') },
  restoreStreak: { method: 'POST', path: '/api/users/:userId/restore-streak', auth: 'session', actsAs: params('userId') },
  createPaymentIntent: { method: 'POST', path: '/api/create-payment-intent', auth: 'session' },
  /** The demo provider's stand-in for Stripe's confirmCardPayment; 404 when Stripe is configured. */
  confirmDemoPayment: { method: 'POST', path: '/api/payments/demo/confirm', auth: 'session' },
  subscribe: { method: 'POST', path: '/api/subscriptions/subscribe', auth: 'session', actsAs: body('user_id') },

  motivationalQuote: { method: 'GET', path: '/api/ai/motivational-quote', auth: 'session', actsAs: query('userId') },
} as const satisfies Record<string, RouteMeta>;
