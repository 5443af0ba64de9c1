import { userKeys } from '../../auth/api/keys';

export const moodKeys = {
  today: (userId: string) => [...userKeys.user(userId), 'mood-log'] as const,
  history: (userId: string) => [...userKeys.user(userId), 'mood-logs'] as const,
  month: (userId: string, month: string) => [...userKeys.user(userId), 'mood-logs', month] as const,
};
