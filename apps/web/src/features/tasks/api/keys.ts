export const taskKeys = {
  all: ['tasks'] as const,
  day: (userId: string, date: string) => ['tasks', userId, date] as const,
  week: (userId: string, today: string) => ['tasks', userId, 'week', today] as const,
};
