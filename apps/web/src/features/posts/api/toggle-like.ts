import { endpoints } from '@dayleaf/contracts/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { postKeys } from './keys';
import { updateCachedPost } from './get-friend-posts';

export const toggleLike = (userId: string, postId: string) =>
  callApi(endpoints.toggleLike, { params: { id: postId }, body: { user_id: userId } });

/** The card changes after the server answers, with the server's exact count. */
export function useToggleLike(userId: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleLike(userId, postId),
    onSuccess: ({ liked, likes }) => {
      updateCachedPost(queryClient, userId, postId, (p) => ({ ...p, isLiked: liked, likes }));
      void queryClient.invalidateQueries({ queryKey: postKeys.likers(postId) });
    },
    meta: { errorLog: 'Like failed' },
  });
}
