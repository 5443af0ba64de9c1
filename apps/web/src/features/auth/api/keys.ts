/**
 * Query keys of the signed-in user. A user's own data in other features (themes, moods, trophies) sits
 * under `user(id)`, so invalidate the user alone with `exact: true`.
 */
export const userKeys = {
  all: ['users'] as const,
  user: (id: string) => ['users', id] as const,
};

/** The signed-in user's own sessions (the browsers signed in to the account). */
export const sessionKeys = {
  all: ['sessions'] as const,
};
