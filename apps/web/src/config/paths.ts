/** Every client route, in one place. */
export const paths = {
  tasks: '/',
  feed: '/feed',
  challenges: '/challenges',
  subscription: '/subscription',
  subscribe: '/subscribe',
  profile: '/profile',
  settings: '/settings',
  publicProfile: (username: string) => `/profile/${encodeURIComponent(username)}`,
  quoteWidget: '/quote-widget',
  notifications: '/notifications',
} as const;
