/** Every client route, in one place. */
export const paths = {
  tasks: '/',
  feed: '/feed',
  challenges: '/challenges',
  /** One challenge: signed in, the Challenges screen with its details open. */
  challenge: (id: string) => `/challenges/${encodeURIComponent(id)}`,
  /** Invite links (docs/decisions/085-invite-links.md): a challenge's, and a person's friend link. */
  challengeInvite: (token: string) => `/invite/challenge/${encodeURIComponent(token)}`,
  friendInvite: (token: string) => `/invite/friend/${encodeURIComponent(token)}`,
  subscription: '/subscription',
  subscribe: '/subscribe',
  profile: '/profile',
  settings: '/settings',
  publicProfile: (username: string) => `/profile/${encodeURIComponent(username)}`,
  quoteWidget: '/quote-widget',
  notifications: '/notifications',
} as const;
