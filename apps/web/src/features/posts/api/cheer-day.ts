import type { FriendActivity } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { mapPages, type PagedData } from '../../../lib/paged-query';
import { postKeys } from './keys';

export const cheerDay = (userId: string, friendId: string, date: string) =>
  callApi(endpoints.cheerDay, { params: { id: userId }, body: { friendId, date } });

export const uncheerDay = (userId: string, friendId: string, date: string) =>
  callApi(endpoints.uncheerDay, { params: { id: userId, friendId, date } });

/** Which card, and whether the viewer now cheers it. */
export interface CheerChange {
  friendId: string;
  date: string;
  cheer: boolean;
}

/**
 * Cheers a friend's day or takes the cheer back. The card shows the choice at once (optimistic state in the
 * button); once answered, the cached card takes the server's count, and the viewer's name joins or leaves its
 * cheerers. A failure's toast comes from here, and the card shows what it showed before.
 */
export function useCheerDay(userId: string, username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ friendId, date, cheer }: CheerChange) =>
      cheer ? (await cheerDay(userId, friendId, date)).cheers : (await uncheerDay(userId, friendId, date), null),
    onSuccess: (cheers, { friendId, date, cheer }) =>
      queryClient.setQueryData<PagedData<FriendActivity>>(postKeys.activities(userId), (data) =>
        mapPages(data, (cards) =>
          cards.map((card) => {
            if (card.user.id !== friendId || card.date !== date) return card;
            const others = card.cheerers.filter((name) => name !== username);
            return cheer
              ? { ...card, cheered: true, cheers: cheers ?? card.cheers, cheerers: card.cheered ? card.cheerers : [username, ...others] }
              : { ...card, cheered: false, cheers: card.cheered ? Math.max(0, card.cheers - 1) : card.cheers, cheerers: others };
          }),
        ),
      ),
    meta: { errorText: t`Could not save your cheer.` },
  });
}
