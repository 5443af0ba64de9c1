export const profileKeys = {
  public: (username: string, viewerId: string | null) => ['public-profile', username, viewerId] as const,
};
