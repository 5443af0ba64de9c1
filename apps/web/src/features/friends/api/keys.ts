export const friendKeys = {
  all: ['friends'] as const,
  list: (userId: string) => ['friends', 'list', userId] as const,
  requests: (userId: string) => ['friends', 'requests', userId] as const,
  sent: (userId: string) => ['friends', 'sent', userId] as const,
  search: (userId: string, text: string) => ['friends', 'search', userId, text] as const,
  invite: (userId: string) => ['friends', 'invite', userId] as const,
  /** A friend link's card as this viewer (null signed out) sees it. */
  inviteCard: (token: string, viewerId: string | null) => ['friends', 'invite-card', token, viewerId] as const,
};
