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

/**
 * The screens a signed-out visit opens on other than the login screen (app/router.tsx), as route patterns: they need
 * more of the app's messages than the login screen's, which the page then preloads too (build/catalog-preloads.ts).
 */
export const signedOutRoutes = {
  publicProfile: '/profile/:username',
  quoteWidget: paths.quoteWidget,
  challengeInvite: '/invite/challenge/:token',
  friendInvite: '/invite/friend/:token',
} as const;

export const signedOutScreens: readonly string[] = Object.values(signedOutRoutes);
