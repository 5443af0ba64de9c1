import { t } from '@lingui/core/macro';
import type { UserTheme } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { themeKeys } from './keys';

export const activateTheme = (userId: string, themeId: string) => callApi(endpoints.activateTheme, { params: { userId, themeId } });

/** Marks the theme active in the cache at once (the applier repaints from it), then reloads the list. */
export function useActivateTheme(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themeId: string) => activateTheme(userId, themeId),
    onSuccess: (activated) => {
      queryClient.setQueryData<UserTheme[]>(themeKeys.user(userId), (current = []) => [
        ...current.filter((theme) => theme.theme_package_id !== activated.theme_package_id).map((theme) => ({ ...theme, is_active: false })),
        activated,
      ]);
      return queryClient.invalidateQueries({ queryKey: themeKeys.user(userId) });
    },
    meta: { errorText: t`Failed to apply the theme. Please try again.` },
  });
}
