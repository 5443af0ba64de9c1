export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => ['notifications', userId] as const,
  settings: (userId: string) => ['notifications', userId, 'settings'] as const,
};
