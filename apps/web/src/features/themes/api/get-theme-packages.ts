import type { ThemePackage } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const themeKeys = {
  packages: ['theme-packages'] as const,
  user: (userId: string) => ['users', userId, 'themes'] as const,
};

export const getThemePackages = () => callApi(endpoints.themePackages);

// The catalog changes only with a release.
export const themePackagesQueryOptions = () =>
  queryOptions<ThemePackage[]>({ queryKey: themeKeys.packages, queryFn: getThemePackages, staleTime: 60 * 60_000 });

export const useThemePackages = () => useQuery(themePackagesQueryOptions());
