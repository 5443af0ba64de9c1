import { endpoints } from '@dayleaf/contracts/client';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { removeCachedPost } from './get-friend-posts';

export const deletePost = (postId: string) => callApi(endpoints.deletePost, { params: { id: postId } });

export function useDeletePost(userId: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: () => removeCachedPost(queryClient, userId, postId),
    meta: { errorText: { failed: t`Failed to delete post.`, errored: t`An error occurred while deleting your post.`, serverText: false } },
  });
}
