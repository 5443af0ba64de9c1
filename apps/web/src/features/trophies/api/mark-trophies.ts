import type { MarkTrophiesBody, UserTrophy } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { trophyKeys } from './keys';

/**
 * Marks earned trophies celebrated or seen for the account. The cached list takes the mark at once, so the moment
 * or the "new" count goes as the person acts; a mark that fails is logged, and the trophy is simply new again on
 * the next visit.
 */
export function useMarkTrophies(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkTrophiesBody) => callApi(endpoints.markTrophies, { params: { id: userId }, body }),
    onMutate: ({ mark, trophy_ids }) =>
      queryClient.setQueryData<UserTrophy[]>(trophyKeys.earned(userId), (earned) =>
        earned?.map((t) => (trophy_ids.includes(t.trophy_id) ? { ...t, [mark]: true } : t)),
      ),
    meta: { errorLog: 'Trophies not marked' },
  });
}
