/** Query keys of this feature; every one starts with 'challenges', so a create, join or leave refreshes them all. */
export const challengeKeys = {
  all: ['challenges'] as const,
  global: (userId: string) => ['challenges', 'global', userId] as const,
  friends: (userId: string) => ['challenges', 'friends', userId] as const,
  active: (userId: string) => ['challenges', 'active', userId] as const,
  history: (userId: string) => ['challenges', 'history', userId] as const,
  participants: (challengeId: string) => ['challenges', 'participants', challengeId] as const,
  detail: (challengeId: string) => ['challenges', 'detail', challengeId] as const,
  invite: (challengeId: string) => ['challenges', 'invite', challengeId] as const,
  /** An invite card as this viewer (null signed out) sees it. */
  inviteCard: (token: string, viewerId: string | null) => ['challenges', 'invite-card', token, viewerId] as const,
};
