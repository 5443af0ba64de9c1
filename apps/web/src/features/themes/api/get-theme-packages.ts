import type { ThemePackage } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { themeKeys } from './keys';

export const getThemePackages = () => callApi(endpoints.themePackages);

// The catalog changes only with a release.
export const themePackagesQueryOptions = () =>
  queryOptions<ThemePackage[]>({ queryKey: themeKeys.packages, queryFn: getThemePackages, staleTime: 60 * 60_000, meta: { errorLog: 'Themes could not be loaded; using the default colors.' } });

export const useThemePackages = () => useQuery(themePackagesQueryOptions());
