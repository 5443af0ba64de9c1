export const quoteKeys = { daily: (userId: string, day: string) => ['quotes', userId, day] as const };
