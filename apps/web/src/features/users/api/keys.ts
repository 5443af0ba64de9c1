export const profileKeys = {
  all: ['public-profile'] as const,
  public: (username: string, viewerId: string | null) => ['public-profile', username, viewerId] as const,
};
