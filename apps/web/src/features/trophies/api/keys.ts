import { userKeys } from '../../auth/api/keys';

export const trophyKeys = {
  catalog: ['trophies'] as const,
  // Under the user's key: an event that refreshes the whole user (a payment, a joined challenge) refreshes these too.
  earned: (userId: string) => [...userKeys.user(userId), 'trophies'] as const,
};
