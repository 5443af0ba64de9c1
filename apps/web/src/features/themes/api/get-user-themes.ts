import type { UserTheme } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { themeKeys } from './keys';

export const getUserThemes = (userId: string) => callApi(endpoints.userThemes, { params: { userId } });

export const userThemesQueryOptions = (userId: string) =>
  queryOptions<UserTheme[]>({ queryKey: themeKeys.user(userId), queryFn: () => getUserThemes(userId), meta: { errorLog: 'Themes could not be loaded; using the default colors.' } });

export const useUserThemes = (userId: string) => useQuery(userThemesQueryOptions(userId));
