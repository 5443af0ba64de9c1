/**
 * Query keys of this feature; every one starts with 'streaks', so a completed day or a break refreshes them all.
 * The viewer is part of each key: a stranger is answered with less (states only) than the user and their friends.
 */
export const streakKeys = {
  all: ['streaks'] as const,
  days: (userId: string, viewerId: string | null, from: string, to: string) => ['streaks', userId, viewerId, 'days', from, to] as const,
  stats: (userId: string, viewerId: string | null) => ['streaks', userId, viewerId, 'stats'] as const,
};
