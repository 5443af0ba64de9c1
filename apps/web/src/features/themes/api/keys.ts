import { userKeys } from '../../auth/api/keys';

export const themeKeys = {
  packages: ['theme-packages'] as const,
  user: (userId: string) => [...userKeys.user(userId), 'themes'] as const,
};
