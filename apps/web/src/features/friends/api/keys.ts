export const friendKeys = {
  all: ['friends'] as const,
  list: (userId: string) => ['friends', 'list', userId] as const,
  requests: (userId: string) => ['friends', 'requests', userId] as const,
  sent: (userId: string) => ['friends', 'sent', userId] as const,
  search: (userId: string, text: string) => ['friends', 'search', userId, text] as const,
};
