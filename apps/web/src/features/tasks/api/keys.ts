export const taskKeys = {
  all: ['tasks'] as const,
  day: (userId: string, date: string) => ['tasks', userId, date] as const,
};
