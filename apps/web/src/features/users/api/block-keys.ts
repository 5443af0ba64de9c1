export const blockKeys = {
  list: (userId: string) => ['blocks', 'list', userId] as const,
};
